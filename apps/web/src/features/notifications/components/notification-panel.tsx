import { useQuery } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { latestNotificationsQueryOptions, panelSize } from '../api/get-notifications'
import { useNotificationActions } from '../use-notification-actions'
import { useNow } from '../use-now'
import { panelFrameClass } from './panel-frame'
import { NotificationItem } from './notification-item'

export interface NotificationPanelProps {
  id: string
  /** Closes the panel; `true` puts the focus back on the bell. */
  onClose: (returnFocus: boolean) => void
}

/** The dropdown panel (spec section 2): at most 10 items, Mark all read, and View all when there are more. */
export default function NotificationPanel({ id, onClose }: NotificationPanelProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const query = useQuery(latestNotificationsQueryOptions)
  const actions = useNotificationActions()
  const now = useNow()

  useEffect(() => {
    panelRef.current?.focus()
  }, [])

  const items = query.data?.items.slice(0, panelSize) ?? []
  const unread = query.data?.unread_count ?? 0
  const total = query.data?.total ?? 0

  return (
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className={panelFrameClass}
    >
      <div className="flex items-center justify-between gap-2 border-b py-1 pr-1 pl-4">
        <h2 id={headingId} className="font-semibold">
          {t('notifications.title')}
        </h2>
        <Button
          variant="ghost"
          className="text-primary"
          disabled={unread === 0 || actions.isMarkingAll}
          onClick={actions.markAllRead}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ListLoading label={t('notifications.loading')} variant="feed" />
        ) : query.isError ? (
          <ListError
            message={t('notifications.loadFailed')}
            retryLabel={t('notifications.retry')}
            onRetry={() => void query.refetch()}
            className="py-8"
          />
        ) : items.length === 0 ? (
          <ListEmpty
            icon={BellOff}
            title={t('notifications.empty')}
            description={t('notifications.emptyDescription')}
            className="gap-2 py-10"
            titleClassName="font-medium"
            descriptionClassName="max-w-none"
          />
        ) : (
          <ul aria-labelledby={headingId} className="divide-y">
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
        )}
      </div>
      {total > panelSize && (
        <Link
          to="/notifications"
          onClick={() => onClose(false)}
          className="flex min-h-11 items-center justify-center border-t px-4 text-sm font-medium text-primary hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
        >
          {t('notifications.viewAll')}
        </Link>
      )}
    </div>
  )
}
