import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { StatCard } from '@/components/ui/stat-card'
import { QueryError } from './query-error'

export interface Figure {
  label: string
  value: string | undefined
  icon: LucideIcon
  note?: string
}

/** The dashboards' row of stat cards, or the load error with its retry when there is nothing to show. */
export function DashboardFigures({
  query,
  figures,
}: {
  query: { data?: unknown; isError: boolean; error: unknown; refetch: () => unknown }
  figures: Figure[]
}) {
  const { t } = useTranslation()
  if (query.isError && !query.data)
    return (
      <Card>
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    )
  return (
    <section
      aria-label={t('providerPortal.dashboard.figures')}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      {figures.map((figure) => (
        <StatCard key={figure.label} {...figure} />
      ))}
    </section>
  )
}
