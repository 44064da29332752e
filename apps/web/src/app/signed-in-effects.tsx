import { useRealtimeNotifications } from '@/features/notifications/use-realtime-notifications'
import { useHeartbeat } from '@/features/profile/use-heartbeat'

/**
 * Background work of a signed-in browser, mounted by the page shell only while signed in: the live
 * notifications channel and the last-seen heartbeat. Signing out unmounts it, which closes the channel.
 */
export default function SignedInEffects() {
  useRealtimeNotifications()
  useHeartbeat()
  return null
}
