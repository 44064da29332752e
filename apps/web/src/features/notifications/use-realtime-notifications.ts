import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { adminNoticeType, publishAdminNotice } from '@/lib/admin-notices'
import { eventDashboardQueryKey, refreshedOnNotification } from '@/lib/booking-query-keys'
import { chatMessageType, chatQueryKey, chatReadType, chatTypingType, publishChatLive } from '@/lib/chat-live'
import {
  foodDashboardQueryKey,
  foodKitchenOrderType,
  foodOrderQueryKey,
  foodOrderStatusType,
  publishFoodLive,
} from '@/lib/food-live'
import {
  driverDashboardQueryKey,
  publishRidesLive,
  rideOfferClosedType,
  rideOfferType,
  ridePositionType,
  rideQueryKey,
  rideStatusType,
} from '@/lib/rides-live'
import { whenAppStarted } from '@/lib/app-start'
import { takeServerReadKeys } from '@/lib/server-reads'
import { showToast } from '@/lib/toast'
import { notificationsQueryKey } from './api/get-notifications'
import { connectRealtime, realtimeUrl } from './realtime'

/**
 * While mounted (the signed-in shell), keeps the live channel open: a new notification refreshes the
 * bell, panel and page (and the queries of lib/booking-query-keys.ts) and shows a toast with its title;
 * admin notices go to the admin area through lib/admin-notices.ts; unmounting (sign-out) closes the channel.
 */
export function useRealtimeNotifications() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey })
    const connection = connectRealtime({
      url: realtimeUrl(),
      onReconnected: refresh,
      onEvent: (event) => {
        if (event.type === 'ready') {
          // A screen the server rendered with its reads catches up on what the channel did not see yet, once
          // the app has started: a query refetched before its screen's effects have run would render that
          // screen again at once, in full. A refetch already under way (main.tsx's of stale reads) is kept.
          const keys = takeServerReadKeys()
          whenAppStarted(() => {
            for (const queryKey of keys)
              void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })
          })
        } else if (event.type === 'notification.created') {
          refresh()
          // What the notice is about may be on screen (a booking the provider just accepted).
          for (const queryKey of refreshedOnNotification) void queryClient.invalidateQueries({ queryKey })
          const { type, title, message } = event.notification
          showToast(type === 'error' ? 'error' : type, title, message)
        } else if (event.type === 'notifications.changed') {
          refresh()
        } else if (event.type === 'events.check_in' || event.type === 'events.sale') {
          // The promoter's dashboard, if open, shows the new counts (check-ins and sales, live).
          void queryClient.invalidateQueries({ queryKey: eventDashboardQueryKey })
        } else if (event.type === foodOrderStatusType || event.type === foodKitchenOrderType) {
          // The customer's order page and the kitchen screen, if open, follow the order live.
          void queryClient.invalidateQueries({
            queryKey: event.type === foodOrderStatusType ? foodOrderQueryKey : foodDashboardQueryKey,
          })
          publishFoodLive(event)
        } else if (event.type === chatMessageType || event.type === chatReadType) {
          // The conversation list, the unread badge and an open chat follow (features/chat listens too).
          void queryClient.invalidateQueries({ queryKey: chatQueryKey })
          publishChatLive(event)
        } else if (event.type === chatTypingType) {
          publishChatLive(event)
        } else if (event.type === rideStatusType) {
          // The rider's trip and the driver's dashboard, if open, follow the ride live.
          void queryClient.invalidateQueries({ queryKey: rideQueryKey })
          void queryClient.invalidateQueries({ queryKey: driverDashboardQueryKey })
          publishRidesLive(event)
        } else if (event.type === rideOfferType || event.type === rideOfferClosedType) {
          void queryClient.invalidateQueries({ queryKey: driverDashboardQueryKey })
          publishRidesLive(event)
        } else if (event.type === ridePositionType) {
          // The trip's map moves the driver's marker without a refetch (features/rides listens).
          publishRidesLive(event)
        } else if (event.type === adminNoticeType) {
          // Shown only while the admin area is open (it subscribes to the relay).
          publishAdminNotice(event)
        }
      },
    })
    return () => connection.close()
  }, [queryClient])
}
