// zod/mini: the bell in the page shell loads this module, and the shell's first load stays small.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const
export type NotificationType = (typeof notificationTypes)[number]

/** The spec's Notification entity (packages/shared notification.schema.ts), in zod/mini. */
export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  action_url: z.nullable(z.string()),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number(),
  total: z.number(),
  next_cursor: z.nullable(z.string()),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

/** Spec section 9: the panel shows 10 items. */
export const panelSize = 10
const pageSize = 20

/** Every notifications query starts with this key, so one invalidation refreshes the bell, panel and page. */
export const notificationsQueryKey = ['notifications'] as const

export function getNotifications(params: { limit: number; cursor?: string | null }, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(params.limit) })
  if (params.cursor) search.set('cursor', params.cursor)
  return apiClient.get(`/api/notifications?${search}`, notificationPageSchema, signal)
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
