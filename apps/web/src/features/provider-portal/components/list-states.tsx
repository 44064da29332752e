import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { PROVIDER_ACCESS_REQUIRED } from '../access'
import { AccessRequired } from './access-required'

export function ListLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">{t('providerPortal.common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * A failed load with a retry; a 403 provider_access_required (the profile stopped being approved while the
 * screen was open) shows the access notice instead.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  if (error instanceof ApiError && error.code === PROVIDER_ACCESS_REQUIRED) return <AccessRequired />
  return (
    <ErrorState
      message={t('providerPortal.common.loadFailed')}
      retryLabel={t('providerPortal.common.retry')}
      onRetry={onRetry}
      className="py-10"
    />
  )
}

/** An empty list: an icon, its text, an optional line and action. */
export function ListEmpty({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  )
}
