import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const
export type NotificationType = (typeof notificationTypes)[number]

import type { NotificationPage } from '@soko/shared/notifications/notification.schema'

export type { Notification, NotificationPage } from '@soko/shared/notifications/notification.schema'

/** Spec section 9: the panel shows 10 items. */
export const panelSize = 10
const pageSize = 20

/** Every notifications query starts with this key, so one invalidation refreshes the bell, panel and page. */
export const notificationsQueryKey = ['notifications'] as const

export function getNotifications(params: { limit: number; cursor?: string | null }, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(params.limit) })
  if (params.cursor) search.set('cursor', params.cursor)
  return apiClient.get<NotificationPage>(`/api/notifications?${search}`, signal)
}

/** The newest ten with the unread count and total: the bell's badge and the panel. */
export const latestNotificationsQueryOptions = queryOptions({
  queryKey: [...notificationsQueryKey, 'latest'],
  queryFn: ({ signal }) => getNotifications({ limit: panelSize }, signal),
  staleTime: 30_000,
})

/** The full list of /notifications, a page at a time. */
export const notificationListQueryOptions = infiniteQueryOptions({
  queryKey: [...notificationsQueryKey, 'list'],
  queryFn: ({ pageParam, signal }) => getNotifications({ limit: pageSize, cursor: pageParam }, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_cursor,
  staleTime: 30_000,
})
