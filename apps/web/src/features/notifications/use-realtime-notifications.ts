import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { showToast } from '@/lib/toast'
import { notificationsQueryKey } from './api/get-notifications'
import { connectRealtime, realtimeUrl } from './realtime'

/**
 * While mounted (the signed-in shell), keeps the live channel open: a new notification refreshes the
 * bell, panel and page and shows a toast with its title; unmounting (sign-out) closes the channel.
 */
export function useRealtimeNotifications() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey })
    const connection = connectRealtime({
      url: realtimeUrl(),
      onReconnected: refresh,
      onEvent: (event) => {
        if (event.type === 'notification.created') {
          refresh()
          const { type, title, message } = event.notification
          showToast(type === 'error' ? 'error' : type, title, message)
        } else if (event.type === 'notifications.changed') {
          refresh()
        }
      },
    })
    return () => connection.close()
  }, [queryClient])
}
