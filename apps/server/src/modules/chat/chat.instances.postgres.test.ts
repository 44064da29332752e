import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../db/client'
import { as, signUp } from '../../test/auth-helpers'
import { connectRealtime } from '../../test/realtime-client'
import { buildTestApp } from '../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../test/test-database'

// Two server instances on one PostgreSQL database, each with its own LISTEN connection, as two machines
// behind a load balancer: a chat message sent through one reaches a browser connected to the other.
// PostgreSQL only: PGlite is one process.

async function realtimeUrl(instance: FastifyInstance) {
  await instance.listen({ port: 0, host: '127.0.0.1' })
  const address = instance.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return `ws://127.0.0.1:${address.port}/api/realtime`
}

describe('chat across server instances', () => {
  let database: TestDatabase
  let one: FastifyInstance
  let two: FastifyInstance
  let twoUrl: string
  beforeAll(async () => {
    database = await createTestDatabase()
    one = await buildTestApp({}, database)
    two = await buildTestApp(
      {},
      await createDatabase({ kind: 'postgres', url: database.url!, maxConnections: 3 }),
    )
    twoUrl = await realtimeUrl(two)
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })

  it('a message sent through one instance reaches the recipient connected to the other within 1 s', async () => {
    const sender = await signUp(one, { name: 'Wanjiku Kamau' })
    const recipient = await signUp(one, { name: 'Otieno Ochieng' })
    const outsider = await signUp(one, { name: 'Akinyi Odhiambo' })
    const started = await as(
      one,
      sender.cookie,
    )({
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { user_id: recipient.userId },
    })
    expect(started.statusCode, started.body).toBe(201)
    const conversationId = (started.json() as { id: string }).id

    const live = connectRealtime(twoUrl, recipient.cookie)
    const outsiderLive = connectRealtime(twoUrl, outsider.cookie)
    await live.next((event) => event.type === 'ready', 5000)
    await outsiderLive.next((event) => event.type === 'ready', 5000)

    const sentAt = Date.now()
    const sent = await as(
      one,
      sender.cookie,
    )({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      payload: { content: 'Tuonane Westlands saa kumi' },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const received = await live.next((event) => event.type === 'chat.message', 1000)
    expect(Date.now() - sentAt).toBeLessThan(1000)
    expect(received).toEqual({ type: 'chat.message', conversation_id: conversationId, message: sent.json() })

    // The recipient answers through the second instance: the conversation is the same on both.
    const page = await as(
      two,
      recipient.cookie,
    )({
      method: 'GET',
      url: `/api/chat/conversations/${conversationId}/messages`,
    })
    expect(page.json().items).toMatchObject([{ content: 'Tuonane Westlands saa kumi', status: 'sent' }])
    await expect(outsiderLive.next((event) => event.type.startsWith('chat.'), 300)).rejects.toThrow()
    live.socket.close()
    outsiderLive.socket.close()
  })
})
