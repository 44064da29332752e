import type { RealtimeEvent } from '@soko/shared/notifications/notification.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'

const CHANNEL = 'soko_events'
// NOTIFY payloads are capped at 8000 bytes; larger events travel as a "changed" hint and are refetched.
const MAX_PAYLOAD = 7900

export type RealtimeSocket = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
}

/**
 * What travels on the channel: an event for a user's sockets, or an order to close some of them, so that
 * every instance closes the sockets it holds. `keep` lists the sessions still alive (absent: close all).
 */
type Envelope =
  | { userId: string; event: RealtimeEvent }
  | { userIds: string[]; event: RealtimeEvent }
  | { userId: string; close: { keep?: string[] } }

type Held = { socket: RealtimeSocket; sessionId: string | null }

/**
 * Delivers events to the browsers of one user, wherever they are connected: every event goes through
 * Postgres NOTIFY, and each server instance forwards it to the sockets it holds.
 */
export function createRealtimeService({ database, log }: { database: Database; log: FastifyBaseLogger }) {
  const socketsByUser = new Map<string, Set<Held>>()
  let unlisten: (() => Promise<void>) | undefined

  function deliver(raw: string) {
    let envelope: Envelope
    try {
      envelope = JSON.parse(raw) as Envelope
    } catch {
      log.warn('realtime: ignored a malformed payload')
      return
    }
    if ('close' in envelope) {
      closeLocal(envelope.userId, envelope.close.keep)
      return
    }
    const data = JSON.stringify(envelope.event)
    for (const userId of 'userIds' in envelope ? envelope.userIds : [envelope.userId]) {
      for (const { socket } of socketsByUser.get(userId) ?? []) {
        if (socket.readyState === 1) socket.send(data)
      }
    }
  }

  function closeLocal(userId: string, keep?: string[]) {
    const held = socketsByUser.get(userId)
    if (!held) return
    for (const entry of held) {
      if (keep && entry.sessionId && keep.includes(entry.sessionId)) continue
      held.delete(entry)
      entry.socket.close(4401, 'Signed out')
    }
    if (held.size === 0) socketsByUser.delete(userId)
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, deliver)
    },
    /**
     * The instance is stopping: every socket is closed with 1012 (service restart), the browser's hint to
     * reconnect (to another instance behind the load balancer) and catch up on what it missed.
     */
    closeAllForRestart() {
      for (const sockets of socketsByUser.values())
        for (const { socket } of sockets) socket.close(1012, 'Server restarting, reconnect')
      socketsByUser.clear()
    },
    async stop() {
      await unlisten?.()
      for (const sockets of socketsByUser.values())
        for (const { socket } of sockets) socket.close(1001, 'Server shutting down')
      socketsByUser.clear()
    },
    /** Registers a socket of a signed-in user's session; returns the function that forgets it. */
    attach(userId: string, socket: RealtimeSocket, sessionId: string | null = null) {
      const sockets = socketsByUser.get(userId) ?? new Set()
      const entry = { socket, sessionId }
      sockets.add(entry)
      socketsByUser.set(userId, sockets)
      return () => {
        sockets.delete(entry)
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId)
      }
    },
    async publishToUser(userId: string, event: RealtimeEvent) {
      let payload = JSON.stringify({ userId, event } satisfies Envelope)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        payload = JSON.stringify({ userId, event: { type: 'notifications.changed' } } satisfies Envelope)
      }
      await database.notify(CHANNEL, payload)
    },
    /** One event to several users' browsers (both people of a chat) with one NOTIFY. */
    async publishToUsers(userIds: string[], event: RealtimeEvent) {
      if (userIds.length === 1) return this.publishToUser(userIds[0]!, event)
      let payload = JSON.stringify({ userIds, event } satisfies Envelope)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        payload = JSON.stringify({ userIds, event: { type: 'notifications.changed' } } satisfies Envelope)
      }
      await database.notify(CHANNEL, payload)
    },
    /**
     * Closes every open socket of a user on every instance (suspension, account deletion): here at once,
     * elsewhere when the channel delivers (well under a second).
     */
    async disconnectUser(userId: string) {
      closeLocal(userId)
      await database.notify(CHANNEL, JSON.stringify({ userId, close: {} } satisfies Envelope))
    },
    /** Closes, on every instance, the user's sockets whose session is not among `liveSessionIds`. */
    async closeEndedSessions(userId: string, liveSessionIds: string[]) {
      closeLocal(userId, liveSessionIds)
      await database.notify(
        CHANNEL,
        JSON.stringify({ userId, close: { keep: liveSessionIds } } satisfies Envelope),
      )
    },
  }
}
export type RealtimeService = ReturnType<typeof createRealtimeService>
