import { useEffect } from 'react'
import { useOnlineStatus } from '@/lib/use-online-status'
import { sendHeartbeat } from './api/send-heartbeat'

/** Spec section 9: every 30 seconds. */
export const heartbeatIntervalMs = 30_000

function beat() {
  // Spec section 8: heartbeat errors are only logged.
  sendHeartbeat().catch((error: unknown) => console.warn('Last-seen heartbeat failed', error))
}

/**
 * The last-seen heartbeat of a signed-in user: on mount, every 30 s while online, and at once when the
 * browser comes back online (the effect runs again when `online` turns true).
 */
export function useHeartbeat() {
  const online = useOnlineStatus()
  useEffect(() => {
    if (!online) return
    beat()
    const timer = window.setInterval(beat, heartbeatIntervalMs)
    return () => window.clearInterval(timer)
  }, [online])
}
