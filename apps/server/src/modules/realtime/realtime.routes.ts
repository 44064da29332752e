import type { FastifyPluginAsync } from 'fastify'
import type { RealtimeService } from './realtime.service'

const PING_EVERY_MS = 25_000

/** WebSocket /api/realtime: signed-in users only (the upgrade is refused with 401 otherwise). */
export const realtimeRoutes: FastifyPluginAsync<{ realtime: RealtimeService }> = async (
  app,
  { realtime },
) => {
  app.get('', { websocket: true, onRequest: app.requireUser, schema: { hide: true } }, (socket, request) => {
    const detach = realtime.attach(request.user!.id, socket, request.sessionId)
    socket.send(JSON.stringify({ type: 'ready' }))
    const ping = setInterval(() => socket.ping(), PING_EVERY_MS)
    socket.on('close', () => {
      clearInterval(ping)
      detach()
    })
    // The channel is server-to-browser; anything the browser sends is ignored.
    socket.on('message', () => {})
  })
}
