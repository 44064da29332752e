import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { signedPercent } from '../format'

/** A dashboard figure; the whole card links to its section (spec 001 section 2: clickable stat cards). */
export function StatCard({
  label,
  value,
  to,
  icon: Icon,
  growthPct,
  note,
}: {
  label: string
  value: string | undefined
  to?: string
  icon: LucideIcon
  /** This week against the week before; null (nothing to compare with) shows nothing. */
  growthPct?: number | null
  note?: string
}) {
  const { t } = useTranslation()
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <Icon aria-hidden className="size-5 text-primary" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <span className="text-xl font-bold break-words tabular-nums sm:text-2xl" data-testid="stat-value">
          {value}
        </span>
      )}
      {typeof growthPct === 'number' && (
        <span
          className={cn('text-xs font-medium', growthPct < 0 ? 'text-destructive' : 'text-primary')}
          data-testid="stat-growth"
        >
          {t('admin.dashboard.growth', { value: signedPercent(growthPct) })}
        </span>
      )}
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </>
  )
  const className =
    'flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-3 sm:p-4 text-card-foreground shadow-sm'
  if (!to) return <div className={className}>{body}</div>
  return (
    <Link
      to={to}
      className={cn(
        className,
        'transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
    >
      {body}
    </Link>
  )
}
