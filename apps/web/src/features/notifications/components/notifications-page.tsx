import { useInfiniteQuery } from '@tanstack/react-query'
import { CheckCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { notificationListQueryOptions } from '../api/get-notifications'
import { useNotificationActions } from '../use-notification-actions'
import { NotificationList } from './notification-list'

/** /notifications: every notification, newest first, a page at a time, with the panel's actions. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const query = useInfiniteQuery(notificationListQueryOptions)
  const actions = useNotificationActions()
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const unread = query.data?.pages[0]?.unread_count ?? 0

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('notifications.title')}</h1>
          {query.isSuccess && (
            <p className="text-muted-foreground">
              {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          disabled={unread === 0 || actions.isMarkingAll}
          onClick={actions.markAllRead}
        >
          <CheckCheck aria-hidden />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <Card className="overflow-hidden">
        <NotificationList
          query={query}
          items={items}
          actions={actions}
          rows={5}
          aria-label={t('notifications.title')}
        />
      </Card>
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('notifications.loadingMore') : t('notifications.loadMore')}
        </Button>
      )}
    </div>
  )
}
