import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { latestNotificationsQueryOptions, panelSize } from '../api/get-notifications'
import { useNotificationActions } from '../use-notification-actions'
import { panelFrameClass } from './panel-frame'
import { NotificationList } from './notification-list'

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
        <NotificationList query={query} items={items} actions={actions} aria-labelledby={headingId} />
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
