import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { createDatabase } from '../../db/client'
import { as, cookiesOf, signIn, signUp, TEST_PASSWORD } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { createNotificationsService } from '../notifications/notifications.service'
import { userRoles } from '../users/users.table'
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
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  /** The close code if the server closes the socket within `timeoutMs`, else null. */
  const closedWithin = (timeoutMs: number) =>
    Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))])
  return { socket, next, closedWithin }
}

/** Every payload published on the realtime channel from now on (what the other instances receive). */
async function watchChannel(instance: FastifyInstance) {
  const payloads: unknown[] = []
  const stop = await instance.database.listen('soko_events', (raw) => payloads.push(JSON.parse(raw)))
  return { payloads, stop }
}

const otherInstance = () => secondUrl ?? url

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

  describe('a socket whose session ended is closed at once, on every instance', () => {
    it('when its session signs out; the user’s other sessions keep theirs', async () => {
      const alice = await signUp(app)
      const other = cookiesOf(await signIn(app, alice.email, TEST_PASSWORD))
      const signingOut = connect(otherInstance(), alice.cookie)
      const staying = connect(otherInstance(), other)
      await signingOut.next((message) => message.type === 'ready', 5000)
      await staying.next((message) => message.type === 'ready', 5000)
      const channel = await watchChannel(app)

      const out = await as(app, alice.cookie)({ method: 'POST', url: '/api/auth/sign-out', payload: {} })
      expect(out.statusCode).toBe(200)
      expect(await signingOut.closedWithin(1000)).toBe(4401)
      expect(await staying.closedWithin(300)).toBeNull()
      // The order travelled on the channel every instance listens to.
      // The watcher hears the same NOTIFY as the other instance, not necessarily before it closes the socket.
      await vi.waitFor(
        () =>
          expect(channel.payloads).toContainEqual({
            userId: alice.userId,
            close: { keep: [expect.any(String)] },
          }),
        { timeout: 2000 },
      )
      await channel.stop()

      await notifierFor(app).notify(alice.userId, { title: 'Still here', message: 'Other session' })
      await staying.next((message) => message.notification?.title === 'Still here', 1000)
      staying.socket.close()
    })

    it('when Settings revokes the other sessions; the caller’s socket stays', async () => {
      const bob = await signUp(app)
      const phone = cookiesOf(await signIn(app, bob.email, TEST_PASSWORD))
      const revoked = connect(otherInstance(), phone)
      const caller = connect(otherInstance(), bob.cookie)
      await revoked.next((message) => message.type === 'ready', 5000)
      await caller.next((message) => message.type === 'ready', 5000)

      const revoke = await as(
        app,
        bob.cookie,
      )({
        method: 'POST',
        url: '/api/auth/revoke-other-sessions',
        payload: {},
      })
      expect(revoke.statusCode).toBe(200)
      expect(await revoked.closedWithin(1000)).toBe(4401)
      expect(await caller.closedWithin(300)).toBeNull()
      caller.socket.close()
    })

    it('when an admin suspends the user', async () => {
      const admin = await signUp(app)
      await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, admin.userId))
      const carol = await signUp(app)
      const client = connect(otherInstance(), carol.cookie)
      await client.next((message) => message.type === 'ready', 5000)
      const channel = await watchChannel(app)

      const suspend = await as(
        app,
        admin.cookie,
      )({
        method: 'POST',
        url: `/api/admin/users/${carol.userId}/suspend`,
        payload: {},
      })
      expect(suspend.statusCode).toBe(200)
      expect(await client.closedWithin(1000)).toBe(4401)
      // The watcher hears the same NOTIFY as the other instance, not necessarily before it closes the socket.
      await vi.waitFor(() => expect(channel.payloads).toContainEqual({ userId: carol.userId, close: {} }), {
        timeout: 2000,
      })
      await channel.stop()
    })
  })
})
