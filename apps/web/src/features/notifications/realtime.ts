// The live channel of a signed-in browser: WebSocket /api/realtime, authenticated by the session cookie.
// It reconnects after a drop with exponential backoff and jitter, so a restarted server is not hit by
// every browser at the same instant.
import { adminNoticeType, readAdminNotice, type AdminNotice } from '@/lib/admin-notices'
import {
  chatMessageType,
  chatReadType,
  chatTypingType,
  readChatLive,
  type ChatLiveMessage,
} from '@/lib/chat-live'
import {
  foodKitchenOrderType,
  foodOrderStatusType,
  readFoodLive,
  type FoodLiveMessage,
} from '@/lib/food-live'
import {
  readRidesLive,
  rideOfferClosedType,
  rideOfferType,
  ridePositionType,
  rideStatusType,
  type RideLiveMessage,
} from '@/lib/rides-live'
import type { Notification } from './api/get-notifications'

/** What the server sends (apps/server realtime module); the server is the only sender on this socket. */
export type RealtimeEvent =
  | { type: 'notification.created'; notification: Notification }
  | { type: 'notifications.changed' }
  | { type: 'ready' }
  | { type: 'events.check_in' | 'events.sale'; event_id: string }
  | AdminNotice
  | FoodLiveMessage
  | ChatLiveMessage
  | RideLiveMessage

const eventTypes: readonly string[] = [
  'notification.created',
  'notifications.changed',
  'ready',
  // A promoter's event: a ticket checked in, tickets sold (packages/shared/src/events/event.constants.ts).
  'events.check_in',
  'events.sale',
  // A customer's food order moved; a restaurant's order arrived or moved (lib/food-live.ts).
  foodOrderStatusType,
  foodKitchenOrderType,
  // A chat message, typing, read receipts (lib/chat-live.ts).
  chatMessageType,
  chatTypingType,
  chatReadType,
  // A ride moved, an offer to a driver and its end, the driver's position (lib/rides-live.ts).
  rideStatusType,
  rideOfferType,
  rideOfferClosedType,
  ridePositionType,
  adminNoticeType,
]

export const reconnectBaseMs = 1_000
export const reconnectMaxMs = 30_000
/** The server's "I am stopping, come back" (WebSocket close code 1012, Service Restart; decision 015). */
export const serviceRestartCode = 1012
/** After that hint the browser comes back within this spread: another instance is already up. */
export const restartSpreadMs = 500

/**
 * The wait before reconnection attempt `attempt` (0 for the first): 1 s doubling up to 30 s, of which a
 * random half is kept ("equal jitter"), so the wait lies between half the step and the full step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random) {
  const step = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.max(0, attempt))
  return Math.round(step / 2 + (random() * step) / 2)
}

/** The part of the browser's WebSocket this module uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
  close(code?: number, reason?: string): void
}

export interface RealtimeOptions {
  url: string
  onEvent: (event: RealtimeEvent) => void
  /** After a reconnection: events may have been missed while the channel was down. */
  onReconnected?: () => void
  createSocket?: (url: string) => SocketLike
  random?: () => number
  /** Where `online` events come from (the window in a browser). */
  onlineEvents?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

export interface RealtimeConnection {
  close(): void
}

/** The address of the channel on this site: ws:// or wss:// like the page. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`
}

function parseEvent(data: unknown): RealtimeEvent | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const event: unknown = JSON.parse(data)
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined
    if (typeof event.type !== 'string' || !eventTypes.includes(event.type)) return undefined
    if (event.type === 'notification.created' && !('notification' in event)) return undefined
    if (event.type === adminNoticeType) return readAdminNotice(event as Record<string, unknown>)
    if (event.type === foodOrderStatusType || event.type === foodKitchenOrderType)
      return readFoodLive(event as Record<string, unknown>)
    if (event.type === chatMessageType || event.type === chatTypingType || event.type === chatReadType)
      return readChatLive(event as Record<string, unknown>)
    if (event.type.startsWith(`${'rides'}.`)) return readRidesLive(event as Record<string, unknown>)
    return event as RealtimeEvent
  } catch {
    return undefined
  }
}

/** Opens the channel and keeps it open until close() (sign-out, or the shell unmounting). */
export function connectRealtime({
  url,
  onEvent,
  onReconnected,
  createSocket = (address) => new WebSocket(address),
  random = Math.random,
  onlineEvents = window,
}: RealtimeOptions): RealtimeConnection {
  let socket: SocketLike | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0
  let everReady = false
  let closed = false

  function open() {
    timer = undefined
    const current = createSocket(url)
    socket = current
    current.onmessage = (message) => {
      const event = parseEvent(message.data)
      if (!event) return
      if (event.type === 'ready') {
        // Only a channel that the server accepted counts as a success and resets the backoff.
        attempt = 0
        if (everReady) onReconnected?.()
        everReady = true
      }
      onEvent(event)
    }
    current.onclose = (event) => {
      if (socket !== current) return
      socket = null
      if (closed) return
      // A stopping instance asks to be left at once: the load balancer sends the new socket to another, and
      // the ready that follows triggers onReconnected (the catch-up), as after any drop.
      if (event?.code === serviceRestartCode) reconnectSoon()
      else scheduleReconnect()
    }
    // An error is always followed by a close, which does the reconnecting.
    current.onerror = () => {}
  }

  function scheduleReconnect() {
    if (timer !== undefined) return
    timer = setTimeout(open, reconnectDelay(attempt, random))
    attempt += 1
  }

  function reconnectSoon() {
    if (timer !== undefined) clearTimeout(timer)
    attempt = 0
    timer = setTimeout(open, Math.round(random() * restartSpreadMs))
  }

  // Back online: try at once instead of waiting out the backoff.
  function reconnectNow() {
    if (closed || socket) return
    if (timer !== undefined) clearTimeout(timer)
    attempt = 0
    open()
  }

  onlineEvents.addEventListener('online', reconnectNow)
  open()

  return {
    close() {
      closed = true
      onlineEvents.removeEventListener('online', reconnectNow)
      if (timer !== undefined) clearTimeout(timer)
      const current = socket
      socket = null
      current?.close(1000, 'closed by client')
    },
  }
}
