import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { useDeleteNotification } from './api/delete-notification'
import type { Notification } from './api/get-notifications'
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read'
import { useMarkNotificationRead } from './api/mark-notification-read'

/** Mark read, mark all read and delete, with the spec's toasts (section 8, Notifications). */
export function useNotificationActions() {
  const { t } = useTranslation()
  const markRead = useMarkNotificationRead()
  const markAll = useMarkAllNotificationsRead()
  const remove = useDeleteNotification()

  return {
    /** Clicking an item marks it read; a link in it opens in a new tab by itself. */
    open(notification: Notification) {
      if (notification.is_read) return
      markRead.mutate(notification.id, {
        onError: () => toast.error(t('notifications.toast.markReadFailed')),
      })
    },
    markAllRead() {
      markAll.mutate(undefined, {
        onSuccess: () => toast.success(t('notifications.toast.markedAllRead')),
        onError: () => toast.error(t('notifications.toast.markAllReadFailed')),
      })
    },
    remove(notification: Notification) {
      remove.mutate(notification.id, {
        onSuccess: () => toast.success(t('notifications.toast.deleted')),
        onError: () => toast.error(t('notifications.toast.deleteFailed')),
      })
    },
    isMarkingAll: markAll.isPending,
    /** The id being deleted, so its button can wait. */
    deletingId: remove.isPending ? remove.variables : undefined,
  }
}
