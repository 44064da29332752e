// The anchor for the chat bench (issue 14): a bare Fastify + @fastify/websocket server doing the chat's fan-out
// with nothing else: no database, no sessions, no validation, no rate limit, no NOTIFY. A client connects to
// /ws?user=<id> and gets {type:'ready'}; POST /send {conversation_id, from, to, content} answers 201 with the
// message and sends the same chat.message event the app sends to both participants' sockets.
// `node bench/chat-bare-server.mjs` with PORT and HOST; bench/chat.mjs starts it beside the app.
import { randomUUID } from 'node:crypto'
import fastifyWebsocket from '@fastify/websocket'
import Fastify from 'fastify'

const PING_EVERY_MS = 25_000
const socketsByUser = new Map()

const app = Fastify({ logger: false })
await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })
app.get('/api/health', async () => ({ status: 'ok' }))
app.get('/ws', { websocket: true }, (socket, request) => {
  const userId = String(request.query.user)
  const sockets = socketsByUser.get(userId) ?? new Set()
  sockets.add(socket)
  socketsByUser.set(userId, sockets)
  socket.send(JSON.stringify({ type: 'ready' }))
  // The app pings every socket; so does the anchor, for the same timers per connection.
  const ping = setInterval(() => socket.ping(), PING_EVERY_MS)
  socket.on('close', () => {
    clearInterval(ping)
    sockets.delete(socket)
    if (sockets.size === 0) socketsByUser.delete(userId)
  })
  socket.on('message', () => {})
})
app.post('/send', async (request, reply) => {
  const { conversation_id, from, to, content } = request.body
  const message = {
    id: randomUUID(),
    conversation_id,
    sender_id: from,
    content,
    message_type: 'text',
    hidden: false,
    status: 'sent',
    created_at: new Date().toISOString(),
  }
  const data = JSON.stringify({ type: 'chat.message', conversation_id, message })
  for (const userId of [to, from])
    for (const socket of socketsByUser.get(userId) ?? []) if (socket.readyState === 1) socket.send(data)
  return reply.status(201).send(message)
})
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0))
})
