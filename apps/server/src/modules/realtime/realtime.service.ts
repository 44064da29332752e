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

type Envelope = { userId: string; event: RealtimeEvent }

/**
 * Delivers events to the browsers of one user, wherever they are connected: every event goes through
 * Postgres NOTIFY, and each server instance forwards it to the sockets it holds.
 */
export function createRealtimeService({ database, log }: { database: Database; log: FastifyBaseLogger }) {
  const socketsByUser = new Map<string, Set<RealtimeSocket>>()
  let unlisten: (() => Promise<void>) | undefined

  function deliver(raw: string) {
    let envelope: Envelope
    try {
      envelope = JSON.parse(raw) as Envelope
    } catch {
      log.warn('realtime: ignored a malformed payload')
      return
    }
    const data = JSON.stringify(envelope.event)
    for (const socket of socketsByUser.get(envelope.userId) ?? []) {
      if (socket.readyState === 1) socket.send(data)
    }
  }

  return {
    async start() {
      unlisten = await database.listen(CHANNEL, deliver)
    },
    async stop() {
      await unlisten?.()
      for (const sockets of socketsByUser.values())
        for (const socket of sockets) socket.close(1001, 'Server shutting down')
      socketsByUser.clear()
    },
    /** Registers a socket of a signed-in user; returns the function that forgets it. */
    attach(userId: string, socket: RealtimeSocket) {
      const sockets = socketsByUser.get(userId) ?? new Set()
      sockets.add(socket)
      socketsByUser.set(userId, sockets)
      return () => {
        sockets.delete(socket)
        if (sockets.size === 0) socketsByUser.delete(userId)
      }
    },
    async publishToUser(userId: string, event: RealtimeEvent) {
      let payload = JSON.stringify({ userId, event } satisfies Envelope)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        payload = JSON.stringify({ userId, event: { type: 'notifications.changed' } } satisfies Envelope)
      }
      await database.notify(CHANNEL, payload)
    },
    /** Drops every open socket of a user (sign-out everywhere, account deletion). */
    disconnectUser(userId: string) {
      for (const socket of socketsByUser.get(userId) ?? []) socket.close(4401, 'Signed out')
      socketsByUser.delete(userId)
    },
  }
}
export type RealtimeService = ReturnType<typeof createRealtimeService>
