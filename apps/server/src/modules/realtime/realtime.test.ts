import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createDatabase } from '../../db/client'
import { signUp } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { createNotificationsService } from '../notifications/notifications.service'
import { createRealtimeService } from './realtime.service'

let app: FastifyInstance
let url: string
let second: FastifyInstance | undefined
let secondUrl: string | undefined

async function listen(instance: FastifyInstance) {
  await instance.listen({ port: 0, host: '127.0.0.1' })
  const address = instance.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return `ws://127.0.0.1:${address.port}/api/realtime`
}

beforeAll(async () => {
  const database = await createTestDatabase()
  app = await buildTestApp({}, database)
  url = await listen(app)
  // On PostgreSQL, a second server instance on the same database: events must cross between them.
  if (database.url) {
    second = await buildTestApp(
      {},
      await createDatabase({ kind: 'postgres', url: database.url, maxConnections: 2 }),
    )
    secondUrl = await listen(second)
  }
})
afterAll(async () => {
  await second?.close()
  await app.close()
})

type Message = { type: string; notification?: { title: string } }

function connect(target: string, cookie?: string) {
  const socket = new WebSocket(target, { headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } })
  const messages: Message[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as Message)
    waiters.splice(0).forEach((wake) => wake())
  })
  const next = (predicate: (message: Message) => boolean, timeoutMs: number) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message within ${timeoutMs} ms`)),
        timeoutMs,
      )
      const check = () => {
        const found = messages.find(predicate)
        if (found) {
          clearTimeout(timer)
          resolve(found)
        } else waiters.push(check)
      }
      check()
    })
  return { socket, next }
}

const notifierFor = (instance: FastifyInstance) =>
  createNotificationsService({
    db: instance.db,
    realtime: createRealtimeService({ database: instance.database, log: instance.log }),
  })

describe('realtime', () => {
  it('refuses a connection without a session with 401', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN } })
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => reject(new Error('a guest was let in')))
      socket.on('error', () => {})
    })
    expect(status).toBe(401)
  })

  it('refuses a handshake from a foreign page carrying the user’s cookie with 403', async () => {
    const alice = await signUp(app)
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { origin: 'https://evil.example', cookie: alice.cookie } })
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => reject(new Error('a foreign origin was let in')))
      socket.on('error', () => {})
    })
    expect(status).toBe(403)
  })

  it('delivers a new notification to the signed-in user’s open socket, and to nobody else', async () => {
    const alice = await signUp(app)
    const bob = await signUp(app)
    const aliceSocket = connect(url, alice.cookie)
    const bobSocket = connect(url, bob.cookie)
    await aliceSocket.next((message) => message.type === 'ready', 5000)
    await bobSocket.next((message) => message.type === 'ready', 5000)
    await notifierFor(app).notify(alice.userId, { title: 'Order shipped', message: 'On its way' })
    const received = await aliceSocket.next(
      (message) => message.notification?.title === 'Order shipped',
      1000,
    )
    expect(received.type).toBe('notification.created')
    await expect(
      bobSocket.next((message) => message.notification?.title === 'Order shipped', 300),
    ).rejects.toThrow()
    aliceSocket.socket.close()
    bobSocket.socket.close()
  })

  it('carries an event published on one server instance to a browser connected to another within 1 s', async () => {
    const target = secondUrl ?? url
    const publisher = app
    const user = await signUp(publisher)
    const client = connect(target, user.cookie)
    await client.next((message) => message.type === 'ready', 5000)
    const started = Date.now()
    await notifierFor(publisher).notify(user.userId, { title: 'Across instances', message: 'Hello' })
    await client.next((message) => message.notification?.title === 'Across instances', 1000)
    expect(Date.now() - started).toBeLessThan(1000)
    client.socket.close()
  })
})
