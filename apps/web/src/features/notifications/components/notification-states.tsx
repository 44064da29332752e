import { BellOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'

export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex flex-col">
      <span className="sr-only">{t('notifications.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-5 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function NotificationsEmpty() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <BellOff aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-medium">{t('notifications.empty')}</p>
      <p className="text-sm text-muted-foreground">{t('notifications.emptyDescription')}</p>
    </div>
  )
}

export function NotificationsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <ErrorState
      message={t('notifications.loadFailed')}
      retryLabel={t('notifications.retry')}
      onRetry={onRetry}
      className="py-8"
    />
  )
}
