import { communityMessages as m, MESSAGE_CONTENT_MAX } from '@soko/shared/community/community.constants'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp, uniqueEmail } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { createRateLimitService } from '../rate-limit/rate-limit.service'
import { profiles } from '../users/users.table'
import { createChatService } from './chat.service'
import { chatMessages } from './chat.table'
import { connectRealtime, type RealtimeClient } from '../../test/realtime-client'

let app: FastifyInstance
let url: string

beforeAll(async () => {
  // Many people sign up from the one test address.
  app = await buildTestApp({ AUTH_RATE_LIMIT_MAX_PER_IP: '1000', RATE_LIMIT_MAX: '100000' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  url = `ws://127.0.0.1:${address.port}/api/realtime`
})
afterAll(async () => {
  await app.close()
})

type Conversation = {
  id: string
  other: { id: string; full_name: string; avatar_url: string | null }
  last_message: string | null
  last_message_at: string | null
  unread_count: number
  blocked: boolean
  blocked_by_me: boolean
  other_last_read_at: string | null
}
type Message = { id: string; sender_id: string; content: string; hidden: boolean; status: string }
type Page = { items: Message[]; next_before: string | null; other_last_read_at: string | null }

async function person(name = 'Test User', email = uniqueEmail('chat')) {
  const account = await signUp(app, { name, email })
  return { ...account, name, request: as(app, account.cookie) }
}
type Person = Awaited<ReturnType<typeof person>>

async function start(from: Person, to: Person) {
  return from.request({ method: 'POST', url: '/api/chat/conversations', payload: { user_id: to.userId } })
}
async function conversationOf(from: Person, to: Person) {
  const response = await start(from, to)
  expect([200, 201], response.body).toContain(response.statusCode)
  return (response.json() as Conversation).id
}
const send = (from: Person, conversationId: string, content: string) =>
  from.request({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload: { content },
  })
const page = async (who: Person, conversationId: string, query = '') => {
  const response = await who.request({
    method: 'GET',
    url: `/api/chat/conversations/${conversationId}/messages${query}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Page
}
const conversations = async (who: Person, search?: string) => {
  const response = await who.request({
    method: 'GET',
    url: `/api/chat/conversations${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Conversation[]
}
const unread = async (who: Person) =>
  ((await who.request({ method: 'GET', url: '/api/chat/unread' })).json() as { unread_count: number })
    .unread_count
const searchUsers = async (who: Person, search: string) => {
  const response = await who.request({
    method: 'GET',
    url: `/api/chat/users?search=${encodeURIComponent(search)}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { id: string; full_name: string }[]
}
const block = (who: Person, other: Person) =>
  who.request({ method: 'POST', url: '/api/chat/blocks', payload: { user_id: other.userId } })
const unblock = (who: Person, other: Person) =>
  who.request({ method: 'DELETE', url: `/api/chat/blocks/${other.userId}` })
const suspend = (who: Person) =>
  app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, who.userId))

describe('chat: who may do what', () => {
  it('answers 401 to a signed-out visitor', async () => {
    for (const [method, path] of [
      ['GET', '/api/chat/conversations'],
      ['GET', '/api/chat/unread'],
      ['GET', '/api/chat/users?search=a'],
      ['GET', '/api/chat/blocks'],
    ] as const) {
      const response = await app.inject({ method, url: path })
      expect(response.statusCode, path).toBe(401)
    }
  })

  it('a third user cannot read the conversation, its messages, nor write in it: 404 for each', async () => {
    const alice = await person('Alice Wanjiku')
    const bob = await person('Bob Otieno')
    const carol = await person('Carol Akinyi')
    const id = await conversationOf(alice, bob)
    expect((await send(alice, id, 'Habari Bob')).statusCode).toBe(201)

    for (const [method, path, payload] of [
      ['GET', `/api/chat/conversations/${id}`, undefined],
      ['GET', `/api/chat/conversations/${id}/messages`, undefined],
      ['POST', `/api/chat/conversations/${id}/messages`, { content: 'I am not invited' }],
      ['POST', `/api/chat/conversations/${id}/read`, {}],
      ['POST', `/api/chat/conversations/${id}/typing`, {}],
    ] as const) {
      const response = await carol.request({ method, url: path, payload })
      expect(response.statusCode, `${method} ${path}`).toBe(404)
      expect(response.json()).toEqual({
        error: { code: 'chat.conversation_not_found', message: m.conversationNotFound },
      })
    }
    expect(await conversations(carol)).toEqual([])
    // Nothing was written by the outsider.
    expect((await page(bob, id)).items.map((message) => message.content)).toEqual(['Habari Bob'])
    // Unknown and malformed ids are the same 404.
    for (const other of ['0190a4a0-0000-7000-8000-000000000000', 'not-an-id']) {
      const response = await alice.request({ method: 'GET', url: `/api/chat/conversations/${other}` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('chat.conversation_not_found')
    }
  })
})

describe('chat: starting a conversation', () => {
  it('creates it once (201), and reuses it from either side (200), never showing an e-mail', async () => {
    const alice = await person('Alice Njeri')
    const bob = await person('Bob Kamau')
    const created = await start(alice, bob)
    expect(created.statusCode, created.body).toBe(201)
    const conversation = created.json() as Conversation
    expect(conversation).toMatchObject({
      other: { id: bob.userId, full_name: 'Bob Kamau', avatar_url: null },
      last_message: null,
      unread_count: 0,
      blocked: false,
      blocked_by_me: false,
    })
    expect(created.body).not.toContain(bob.email)

    const again = await start(alice, bob)
    expect(again.statusCode).toBe(200)
    expect((again.json() as Conversation).id).toBe(conversation.id)
    const fromBob = await start(bob, alice)
    expect(fromBob.statusCode).toBe(200)
    expect(fromBob.json()).toMatchObject({ id: conversation.id, other: { id: alice.userId } })
    expect((await conversations(alice)).map((row) => row.id)).toEqual([conversation.id])
  })

  it('two starts at the same instant from both sides find the one conversation', async () => {
    const alice = await person()
    const bob = await person()
    const [one, two] = await Promise.all([start(alice, bob), start(bob, alice)])
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201])
    expect(one.json().id).toBe(two.json().id)
  })

  it('refuses yourself (400), an unknown or suspended person (404) and a block either way (403)', async () => {
    const alice = await person()
    const self = await start(alice, alice)
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({ error: { code: 'chat.self', message: m.chatSelf } })

    const unknown = await alice.request({
      method: 'POST',
      url: '/api/chat/conversations',
      payload: { user_id: '0190a4a0-0000-7000-8000-000000000000' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { code: 'chat.user_not_found', message: m.userNotFound } })

    const suspended = await person()
    await suspend(suspended)
    const refused = await start(alice, suspended)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('chat.user_not_found')

    const blocker = await person()
    expect((await block(blocker, alice)).statusCode).toBe(204)
    for (const response of [await start(alice, blocker), await start(blocker, alice)]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: { code: 'chat.blocked', message: m.blocked } })
    }
  })
})

describe('chat: messages', () => {
  it('sends a trimmed message that becomes the last one; blank and too long are refused', async () => {
    const alice = await person('Alice Chebet')
    const bob = await person('Bob Mwangi')
    const id = await conversationOf(alice, bob)

    const blank = await send(alice, id, '   \n ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error).toMatchObject({ message: m.messageBlank, fields: { content: m.messageBlank } })
    const long = await send(alice, id, 'a'.repeat(MESSAGE_CONTENT_MAX + 1))
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(m.messageTooLong)
    expect((await send(alice, id, 'b'.repeat(MESSAGE_CONTENT_MAX))).statusCode).toBe(201)

    const sent = await send(alice, id, '  Niko njiani, nitafika saa nane.  ')
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({
      conversation_id: id,
      sender_id: alice.userId,
      content: 'Niko njiani, nitafika saa nane.',
      message_type: 'text',
      hidden: false,
      status: 'sent',
    })
    const [mine] = await conversations(alice)
    expect(mine).toMatchObject({ id, last_message: 'Niko njiani, nitafika saa nane.', unread_count: 0 })
    expect(mine!.last_message_at).not.toBeNull()
  })

  it('pages the newest 50 (oldest first), then the 10 older ones with `before`', async () => {
    const alice = await person()
    const bob = await person()
    const id = await conversationOf(alice, bob)
    const base = Date.now() - 3_600_000
    await app.db.insert(chatMessages).values(
      Array.from({ length: 60 }, (_, index) => ({
        conversationId: id,
        senderId: index % 2 ? bob.userId : alice.userId,
        content: `message ${index + 1}`,
        createdAt: new Date(base + index * 1000),
      })),
    )

    const first = await page(alice, id)
    expect(first.items).toHaveLength(50)
    expect(first.items[0]!.content).toBe('message 11')
    expect(first.items.at(-1)!.content).toBe('message 60')
    expect(first.next_before).toBe(first.items[0]!.id)

    const second = await page(alice, id, `?before=${first.next_before}`)
    expect(second.items.map((message) => message.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `message ${index + 1}`),
    )
    expect(second.next_before).toBeNull()

    const small = await page(bob, id, '?limit=5')
    expect(small.items.map((message) => message.content)).toEqual([
      'message 56',
      'message 57',
      'message 58',
      'message 59',
      'message 60',
    ])
  })

  it('counts unread messages and turns my messages to read once the other has read them', async () => {
    const alice = await person()
    const bob = await person()
    const id = await conversationOf(alice, bob)
    for (const text of ['Sasa?', 'Uko wapi?', 'Nipigie'])
      expect((await send(bob, id, text)).statusCode).toBe(201)

    expect(await unread(alice)).toBe(3)
    expect(await unread(bob)).toBe(0)
    expect((await conversations(alice))[0]).toMatchObject({ id, unread_count: 3 })
    expect((await page(bob, id)).items.map((message) => message.status)).toEqual(['sent', 'sent', 'sent'])
    expect((await conversations(bob))[0]!.other_last_read_at).toBeNull()

    const read = await alice.request({
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      payload: {},
    })
    expect(read.statusCode).toBe(204)
    expect(await unread(alice)).toBe(0)
    expect((await conversations(alice))[0]!.unread_count).toBe(0)
    const bobsView = await page(bob, id)
    expect(bobsView.items.map((message) => message.status)).toEqual(['read', 'read', 'read'])
    expect(bobsView.other_last_read_at).not.toBeNull()
    expect((await conversations(bob))[0]!.other_last_read_at).toBe(bobsView.other_last_read_at)

    // A later message is unread again, and only it.
    expect((await send(bob, id, 'Umefika?')).statusCode).toBe(201)
    expect(await unread(alice)).toBe(1)
    expect((await page(bob, id)).items.map((message) => message.status)).toEqual([
      'read',
      'read',
      'read',
      'sent',
    ])
    // Replying marks the sender's own side read.
    expect((await send(alice, id, 'Ndio')).statusCode).toBe(201)
    expect(await unread(alice)).toBe(0)
    expect(await unread(bob)).toBe(1)
  })

  it('refuses the 31st message in a minute with 429 community.rate_limited and Retry-After', async () => {
    const alice = await person()
    const bob = await person()
    const id = await conversationOf(alice, bob)
    for (let index = 1; index <= 30; index += 1) {
      const response = await send(alice, id, `spam ${index}`)
      expect(response.statusCode, response.body).toBe(201)
    }
    const refused = await send(alice, id, 'spam 31')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: { code: 'community.rate_limited', message: m.rateLimited } })
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // The limit is the sender's: the other person may still answer.
    expect((await send(bob, id, 'Pole pole')).statusCode).toBe(201)
  })
})

describe('chat: conversation list', () => {
  it('lists mine by latest message (empty ones last) and searches the other’s name or last message', async () => {
    const me = await person('Mary Wambui')
    const john = await person('John Kiprono')
    const grace = await person('Grace Atieno')
    const silent = await person('Silent Ndirangu')
    const withJohn = await conversationOf(me, john)
    const withGrace = await conversationOf(me, grace)
    const withSilent = await conversationOf(me, silent)
    await send(john, withJohn, 'Mboga ziko tayari')
    await send(me, withGrace, 'Tukutane Kenyatta Avenue')

    expect((await conversations(me)).map((row) => row.id)).toEqual([withGrace, withJohn, withSilent])
    expect((await conversations(me, 'kipRONO')).map((row) => row.id)).toEqual([withJohn])
    expect((await conversations(me, 'kenyatta')).map((row) => row.id)).toEqual([withGrace])
    expect((await conversations(me, '   ')).map((row) => row.id)).toHaveLength(3)
    expect(await conversations(me, 'nobody-matches-this')).toEqual([])
    // A wildcard is a character, not a pattern.
    expect(await conversations(me, '%')).toEqual([])
  })
})

describe('chat: user search (001 section 5)', () => {
  it('finds nothing for a blank term, matches name or e-mail in any case, at most 10, never e-mails', async () => {
    const tag = `zq${Date.now().toString(36)}`
    const me = await person(`Searcher ${tag}`)
    const named = await person(`Wairimu ${tag.toUpperCase()} Kariuki`)
    const byMail = await person('Someone Else', `${tag}.mailonly@example.co.ke`)
    expect(await searchUsers(me, '')).toEqual([])
    expect(await searchUsers(me, '   ')).toEqual([])

    const found = await searchUsers(me, tag)
    expect(found.map((row) => row.id).sort()).toEqual([named.userId, byMail.userId].sort())
    expect(found.find((row) => row.id === named.userId)).toEqual({
      id: named.userId,
      full_name: named.name,
      avatar_url: null,
    })
    expect(JSON.stringify(found)).not.toContain('@')
    expect((await searchUsers(me, `MAILONLY`)).map((row) => row.id)).toContain(byMail.userId)

    const crowd = `crowd${tag}`
    for (let index = 0; index < 12; index += 1) await person(`Crowd ${crowd} ${index}`)
    expect(await searchUsers(me, crowd)).toHaveLength(10)
  })

  it('never lists yourself, a suspended person, or someone who blocked you', async () => {
    const tag = `zx${Date.now().toString(36)}`
    const me = await person(`Me ${tag}`)
    const suspended = await person(`Suspended ${tag}`)
    const blocker = await person(`Blocker ${tag}`)
    const blockedByMe = await person(`Blocked ${tag}`)
    const visible = await person(`Visible ${tag}`)
    await suspend(suspended)
    expect((await block(blocker, me)).statusCode).toBe(204)
    expect((await block(me, blockedByMe)).statusCode).toBe(204)

    const ids = (await searchUsers(me, tag)).map((row) => row.id)
    expect(ids).toContain(visible.userId)
    // I can still find the people I blocked (to unblock them).
    expect(ids).toContain(blockedByMe.userId)
    expect(ids).not.toContain(me.userId)
    expect(ids).not.toContain(suspended.userId)
    expect(ids).not.toContain(blocker.userId)
  })
})

describe('chat: blocks', () => {
  it('a block either way stops messages; unblocking lets them through again', async () => {
    const alice = await person('Alice Blocker')
    const bob = await person('Bob Blocked')
    const id = await conversationOf(alice, bob)
    expect((await send(bob, id, 'Habari')).statusCode).toBe(201)

    expect((await block(alice, bob)).statusCode).toBe(204)
    expect((await block(alice, bob)).statusCode).toBe(204)
    const listed = await alice.request({ method: 'GET', url: '/api/chat/blocks' })
    expect(listed.json()).toEqual([{ id: bob.userId, full_name: 'Bob Blocked', avatar_url: null }])
    expect((await conversations(alice))[0]).toMatchObject({ blocked: true, blocked_by_me: true })
    expect((await conversations(bob))[0]).toMatchObject({ blocked: true, blocked_by_me: false })

    for (const [from, text] of [
      [bob, 'Why?'],
      [alice, 'Bye'],
    ] as const) {
      const response = await send(from, id, text)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: { code: 'chat.blocked', message: m.blocked } })
    }
    // The history stays readable to both.
    expect((await page(bob, id)).items).toHaveLength(1)

    expect((await unblock(alice, bob)).statusCode).toBe(204)
    expect((await alice.request({ method: 'GET', url: '/api/chat/blocks' })).json()).toEqual([])
    expect((await send(bob, id, 'Asante')).statusCode).toBe(201)
    expect((await conversations(bob))[0]).toMatchObject({ blocked: false, blocked_by_me: false })
  })

  it('refuses blocking yourself (400) or an unknown person (404)', async () => {
    const alice = await person()
    const self = await block(alice, alice)
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({ error: { code: 'chat.block_self', message: m.blockSelf } })
    const unknown = await alice.request({
      method: 'POST',
      url: '/api/chat/blocks',
      payload: { user_id: '0190a4a0-0000-7000-8000-000000000000' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('chat: live over the realtime channel', () => {
  const opened: RealtimeClient[] = []
  const connect = async (who: Person) => {
    const client = connectRealtime(url, who.cookie)
    opened.push(client)
    await client.next((event) => event.type === 'ready', 5000)
    return client
  }
  afterAll(() => {
    for (const client of opened) client.socket.close()
  })

  it('a message reaches both participants’ sockets and nobody else’s; typing and read reach the other', async () => {
    const alice = await person()
    const bob = await person()
    const carol = await person()
    const id = await conversationOf(alice, bob)
    const [aliceLive, bobLive, carolLive] = await Promise.all([alice, bob, carol].map(connect))

    const sent = await send(alice, id, 'Uko live?')
    expect(sent.statusCode).toBe(201)
    const isMessage = (event: { type: string; message?: { content?: string } }) =>
      event.type === 'chat.message' && event.message?.content === 'Uko live?'
    const received = await bobLive!.next(isMessage, 2000)
    expect(received).toEqual({ type: 'chat.message', conversation_id: id, message: sent.json() })
    await aliceLive!.next(isMessage, 2000)

    const typing = await bob.request({
      method: 'POST',
      url: `/api/chat/conversations/${id}/typing`,
      payload: {},
    })
    expect(typing.statusCode).toBe(204)
    expect(await aliceLive!.next((event) => event.type === 'chat.typing', 2000)).toEqual({
      type: 'chat.typing',
      conversation_id: id,
      user_id: bob.userId,
    })

    await bob.request({ method: 'POST', url: `/api/chat/conversations/${id}/read`, payload: {} })
    expect(await aliceLive!.next((event) => event.type === 'chat.read', 2000)).toMatchObject({
      type: 'chat.read',
      conversation_id: id,
      reader_id: bob.userId,
      read_at: expect.any(String),
    })

    // The outsider heard nothing of it, and the sender got no typing or read of their own.
    await expect(carolLive!.next((event) => event.type.startsWith('chat.'), 300)).rejects.toThrow()
    expect(bobLive!.messages.some((event) => event.type === 'chat.typing')).toBe(false)
    expect(bobLive!.messages.some((event) => event.type === 'chat.read')).toBe(false)
  })

  it('typing over its limit is silently dropped', async () => {
    const alice = await person()
    const bob = await person()
    const id = await conversationOf(alice, bob)
    const bobLive = await connect(bob)
    for (let index = 0; index < 15; index += 1) {
      const response = await alice.request({
        method: 'POST',
        url: `/api/chat/conversations/${id}/typing`,
        payload: {},
      })
      expect(response.statusCode).toBe(204)
    }
    await expect
      .poll(() => bobLive.messages.filter((event) => event.type === 'chat.typing').length, { timeout: 2000 })
      .toBe(10)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(bobLive.messages.filter((event) => event.type === 'chat.typing')).toHaveLength(10)
  })
})

describe('chat: moderation source', () => {
  const chatService = () =>
    createChatService({
      db: app.db,
      realtime: { publishToUsers: async () => {} },
      rateLimit: createRateLimitService({ db: app.db }),
    })

  it('finds a message only for its participants; a hidden one shows empty and hidden to them', async () => {
    const alice = await person()
    const bob = await person()
    const carol = await person()
    const id = await conversationOf(alice, bob)
    await send(alice, id, 'Habari ya asubuhi')
    const rude = (await send(bob, id, 'Something rude')).json() as Message
    const source = chatService().moderation.message

    expect(await source.findVisible(alice.userId, rude.id)).toMatchObject({
      targetType: 'message',
      targetId: rude.id,
      authorId: bob.userId,
      title: null,
      content: 'Something rude',
      url: null,
      hidden: false,
    })
    expect(await source.findVisible(carol.userId, rude.id)).toBeNull()
    expect(await source.findVisible(alice.userId, 'not-an-id')).toBeNull()

    expect(await app.db.transaction((tx) => source.setHidden(tx as never, rude.id, true))).toBe(true)
    expect(await app.db.transaction((tx) => source.setHidden(tx as never, rude.id, true))).toBe(false)
    expect(await source.findVisible(alice.userId, rude.id)).toBeNull()
    expect(await source.findMany([rude.id, 'not-an-id'])).toMatchObject([
      { targetId: rude.id, content: 'Something rude', hidden: true },
    ])
    for (const who of [alice, bob]) {
      const last = (await page(who, id)).items.at(-1)
      expect(last).toMatchObject({ id: rude.id, content: '', hidden: true })
    }
    // The list no longer shows it as the last message.
    expect((await conversations(alice))[0]!.last_message).toBe('Habari ya asubuhi')

    expect(await app.db.transaction((tx) => source.setHidden(tx as never, rude.id, false))).toBe(true)
    expect((await page(alice, id)).items.at(-1)).toMatchObject({ content: 'Something rude', hidden: false })
    expect((await conversations(alice))[0]!.last_message).toBe('Something rude')
  })
})
