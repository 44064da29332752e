import { BellOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import type { Notification } from '../api/get-notifications'
import type { useNotificationActions } from '../use-notification-actions'
import { useNow } from '@/lib/use-now'
import { NotificationItem } from './notification-item'

/**
 * The notifications of the panel and of /notifications, newest first, with the list's loading skeleton, its
 * error and retry, and its empty state.
 */
export function NotificationList({
  query,
  items,
  actions,
  rows,
  ...label
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
  items: Notification[]
  actions: ReturnType<typeof useNotificationActions>
  /** Skeleton rows while the first page loads. */
  rows?: number
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const { t } = useTranslation()
  const now = useNow()
  if (query.isPending) return <ListLoading label={t('notifications.loading')} rows={rows} variant="feed" />
  if (query.isError)
    return (
      <ListError
        message={t('notifications.loadFailed')}
        retryLabel={t('notifications.retry')}
        onRetry={() => void query.refetch()}
        className="py-8"
      />
    )
  if (items.length === 0)
    return (
      <ListEmpty
        icon={BellOff}
        title={t('notifications.empty')}
        description={t('notifications.emptyDescription')}
        className="gap-2 py-10"
        titleClassName="font-medium"
        descriptionClassName="max-w-none"
      />
    )
  return (
    <ul {...label} className="divide-y">
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          now={now}
          onOpen={actions.open}
          onDelete={actions.remove}
          deleting={actions.deletingId === notification.id}
        />
      ))}
    </ul>
  )
}
