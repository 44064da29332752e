import { useInfiniteQuery } from '@tanstack/react-query'
import { BellOff, CheckCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { notificationListQueryOptions } from '../api/get-notifications'
import { useNotificationActions } from '../use-notification-actions'
import { useNow } from '../use-now'
import { NotificationItem } from './notification-item'

/** /notifications: every notification, newest first, a page at a time, with the panel's actions. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const query = useInfiniteQuery(notificationListQueryOptions)
  const actions = useNotificationActions()
  const now = useNow()
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const unread = query.data?.pages[0]?.unread_count ?? 0

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t('notifications.title')} - ${t('common.appName')}`}</title>
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
        {query.isPending ? (
          <ListLoading label={t('notifications.loading')} rows={5} variant="feed" />
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
          <ul aria-label={t('notifications.title')} className="divide-y">
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
