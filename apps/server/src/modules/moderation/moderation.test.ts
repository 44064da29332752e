import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signIn, signUp, TEST_PASSWORD } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { forumCategories, forumPosts } from '../forums/forums.table'
import { communityWarnings, contentReports } from './moderation.table'

// Through the real sources: posts and replies are the forums module's, messages the chat's (app.ts). Posts
// are written straight into the table where a test needs many (the forums allow 3 a minute per author).
let app: FastifyInstance
let ip = 0
const nextIp = () => `10.14.${Math.floor(++ip / 200)}.${ip % 200}`
type Person = Awaited<ReturnType<typeof signUp>> & { request: ReturnType<typeof as> }
async function person(name = 'Achieng Otieno'): Promise<Person> {
  const account = await signUp(app, { name, ip: nextIp() })
  return { ...account, request: as(app, account.cookie) }
}
let adminUser: Person
let customer: Person
let categoryId: string

beforeAll(async () => {
  app = await buildTestApp()
  adminUser = await person('Admin Kamau')
  await app.db.execute(sql`update user_roles set role = 'admin' where user_id = ${adminUser.userId}`)
  customer = await person('Njeri Customer')
  const [category] = await app.db.select().from(forumCategories).limit(1)
  categoryId = category!.id
})
afterAll(async () => {
  await app.close()
})

async function postBy(author: Person, title = 'Mitumba bei poa Gikomba') {
  const [row] = await app.db
    .insert(forumPosts)
    .values({ title, content: `${title}: call me on WhatsApp`, categoryId, authorId: author.userId })
    .returning()
  return row!.id
}
/** A message from `from` to `to` through the chat's own endpoints. */
async function chatMessage(from: Person, to: Person, content: string) {
  const started = await from.request({
    method: 'POST',
    url: '/api/chat/conversations',
    payload: { user_id: to.userId },
  })
  expect([200, 201], started.body).toContain(started.statusCode)
  const conversationId = (started.json() as { id: string }).id
  const sent = await from.request({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload: { content },
  })
  expect(sent.statusCode, sent.body).toBe(201)
  return { id: (sent.json() as { id: string }).id, conversationId }
}
const report = (who: Person, targetId: string, targetType = 'post', reason = 'spam') =>
  who.request({
    method: 'POST',
    url: '/api/community/reports',
    payload: { target_type: targetType, target_id: targetId, reason },
  })
/** A report that must be taken, by a new reporter unless one is given (each has 10 a minute); its id. */
async function reportOk(targetId: string, targetType = 'post', reason = 'spam', who?: Person) {
  const response = await report(who ?? (await person('Njeri Reporter')), targetId, targetType, reason)
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { id: string }).id
}
const queue = async (query = '') => {
  const response = await adminUser.request({ method: 'GET', url: `/api/admin/community/reports${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    items: {
      target_id: string
      target_type: string
      title: string | null
      content: string
      url: string | null
      hidden: boolean
      author: { id: string; full_name: string; suspended: boolean; warnings: number }
      reports: {
        id: string
        reason: string
        status: string
        reporter: { full_name: string }
        action: string | null
      }[]
    }[]
    total: number
    open_count: number
  }
}
const itemOf = async (targetId: string, query = '') =>
  (await queue(`${query ? `${query}&` : '?'}limit=100`)).items.find((item) => item.target_id === targetId)
const auditOf = (entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt)

describe('reporting', () => {
  it('needs an account: 401 signed out', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/community/reports',
      payload: { target_type: 'post', target_id: crypto.randomUUID(), reason: 'spam' },
    })
    expect(response.statusCode).toBe(401)
  })

  it('reports a visible post once: 201, then 409 community.already_reported', async () => {
    const author = await person('Kipchoge Author')
    const postId = await postBy(author)
    const first = await report(customer, postId)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().id).toMatch(/^[0-9a-f-]{36}$/)
    const again = await report(customer, postId, 'post', 'scam')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'community.already_reported',
      message: 'You have already reported this.',
    })
    const rows = await app.db.select().from(contentReports).where(eq(contentReports.targetId, postId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ authorId: author.userId, status: 'open', reason: 'spam' })
  })

  it('answers 404 community.target_not_found for content the reporter cannot see', async () => {
    const author = await person()
    const hidden = await postBy(author)
    await app.db.update(forumPosts).set({ hiddenAt: new Date() }).where(eq(forumPosts.id, hidden))
    const message = await chatMessage(author, customer, 'Nitumie pesa kwanza')
    const outsider = await person('Third Person')

    for (const [who, id, type] of [
      [customer, crypto.randomUUID(), 'post'],
      [customer, hidden, 'post'],
      [outsider, message.id, 'message'],
    ] as const) {
      const response = await report(who, id, type)
      expect(response.statusCode, `${type} ${id}`).toBe(404)
      expect(response.json().error.code).toBe('community.target_not_found')
    }
    // The other participant may report the message.
    expect((await report(customer, message.id, 'message', 'scam')).statusCode).toBe(201)
  })

  it('refuses a report of your own content (400) and a reason it does not know (400)', async () => {
    const author = await person()
    const postId = await postBy(author)
    const own = await report(author, postId)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.code).toBe('community.own_content')
    const badReason = await report(customer, postId, 'post', 'boring')
    expect(badReason.statusCode).toBe(400)
  })

  it('allows 10 reports a minute; the 11th answers 429 community.rate_limited with Retry-After', async () => {
    const author = await person()
    const reporter = await person('Fast Reporter')
    for (let index = 0; index < 10; index++) {
      const postId = await postBy(author, `Post ${index}`)
      expect((await report(reporter, postId)).statusCode).toBe(201)
    }
    const over = await report(reporter, await postBy(author, 'One more'))
    expect(over.statusCode).toBe(429)
    expect(over.json().error).toEqual({
      code: 'community.rate_limited',
      message: "You're posting too fast. Please wait a moment and try again.",
    })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('the admin queue', () => {
  it('is for admins only: 401 signed out, 403 for a customer, on every endpoint', async () => {
    const id = crypto.randomUUID()
    const calls = [
      { method: 'GET' as const, url: '/api/admin/community/reports' },
      { method: 'POST' as const, url: `/api/admin/community/content/post/${id}/hide`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/community/content/post/${id}/restore`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/community/reports/${id}/dismiss`, payload: {} },
      { method: 'POST' as const, url: `/api/admin/community/users/${id}/warn`, payload: { message: 'Stop' } },
      { method: 'POST' as const, url: `/api/admin/community/users/${id}/suspend`, payload: {} },
    ]
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, call.url).toBe(401)
      expect((await customer.request(call)).statusCode, call.url).toBe(403)
    }
  })

  it('groups the reports per item, with the content, its author and each reporter', async () => {
    const author = await person('Grouped Author')
    const postId = await postBy(author, 'Cheap iPhones in town')
    const second = await person('Second Reporter')
    expect((await report(customer, postId, 'post', 'scam')).statusCode).toBe(201)
    expect((await report(second, postId, 'post', 'spam')).statusCode).toBe(201)

    const page = await queue()
    const item = page.items.find((entry) => entry.target_id === postId)!
    expect(item).toMatchObject({
      target_type: 'post',
      title: 'Cheap iPhones in town',
      content: 'Cheap iPhones in town: call me on WhatsApp',
      url: `/chat-forums/posts/${postId}`,
      hidden: false,
      author: { id: author.userId, full_name: 'Grouped Author', suspended: false, warnings: 0 },
    })
    expect(item.reports.map((entry) => [entry.reason, entry.reporter.full_name])).toEqual([
      ['scam', 'Njeri Customer'],
      ['spam', 'Second Reporter'],
    ])
    // Most recently reported first; the count is of items, not reports.
    expect(page.items[0]!.target_id).toBe(postId)
    expect(page.open_count).toBe(page.total)
    expect(
      (await queue('?target_type=message')).items.every((entry) => entry.target_type === 'message'),
    ).toBe(true)
    expect((await queue('?limit=1&page=1')).items).toHaveLength(1)
  })
})

describe('moderation actions', () => {
  it('hides: the post is gone for reporters, its open reports are actioned, and the audit says so', async () => {
    const author = await person()
    const postId = await postBy(author, 'Forex signals guaranteed')
    await reportOk(postId, 'post', 'scam')

    const hidden = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/post/${postId}/hide`,
      payload: { note: 'Scam' },
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toEqual({ target_type: 'post', target_id: postId, hidden: true, closed_reports: 1 })
    const [row] = await app.db.select().from(forumPosts).where(eq(forumPosts.id, postId))
    expect(row!.hiddenAt).not.toBeNull()
    expect(await itemOf(postId)).toBeUndefined()
    const actioned = await itemOf(postId, '?status=actioned')
    expect(actioned).toMatchObject({ hidden: true, reports: [{ status: 'actioned', action: 'hide' }] })
    expect((await report(await person(), postId)).statusCode).toBe(404)

    const [entry] = await auditOf(postId)
    expect(entry).toMatchObject({
      action: 'community.hide',
      entityType: 'post',
      actorId: adminUser.userId,
      before: { hidden: false, author_id: author.userId },
      after: { hidden: true, closed_reports: 1, note: 'Scam' },
    })

    const restored = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/post/${postId}/restore`,
      payload: {},
    })
    expect(restored.json()).toMatchObject({ hidden: false, closed_reports: 0 })
    const [back] = await app.db.select().from(forumPosts).where(eq(forumPosts.id, postId))
    expect(back!.hiddenAt).toBeNull()
    expect((await auditOf(postId)).map((audit) => audit.action)).toEqual([
      'community.hide',
      'community.restore',
    ])
  })

  it('through the forums: a reported post hidden by the admin answers 404; a hidden reply leaves the count', async () => {
    const author = await person('Forum Author')
    const created = await author.request({
      method: 'POST',
      url: '/api/forums/posts',
      payload: {
        category_id: categoryId,
        title: 'Land for sale in Kitengela',
        content: 'Pay the deposit today',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const postId = (created.json() as { id: string }).id
    const replier = await person('Forum Replier')
    const replied = await replier.request({
      method: 'POST',
      url: `/api/forums/posts/${postId}/replies`,
      payload: { content: 'Send me your ID number and I will check the title deed' },
    })
    expect(replied.statusCode, replied.body).toBe(201)
    const replyId = (replied.json() as { id: string }).id

    await reportOk(replyId, 'reply', 'scam')
    const reply = await itemOf(replyId, '?target_type=reply')
    expect(reply).toMatchObject({
      title: 'Land for sale in Kitengela',
      content: 'Send me your ID number and I will check the title deed',
      url: `/chat-forums/posts/${postId}`,
      author: { id: replier.userId, full_name: 'Forum Replier' },
    })
    const hideReply = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/reply/${replyId}/hide`,
      payload: {},
    })
    expect(hideReply.statusCode, hideReply.body).toBe(200)
    const post = await app.inject({ method: 'GET', url: `/api/forums/posts/${postId}` })
    expect(post.json()).toMatchObject({ reply_count: 0 })
    const replies = await app.inject({ method: 'GET', url: `/api/forums/posts/${postId}/replies` })
    expect((replies.json() as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(
      replyId,
    )
    await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/reply/${replyId}/restore`,
      payload: {},
    })
    expect((await app.inject({ method: 'GET', url: `/api/forums/posts/${postId}` })).json()).toMatchObject({
      reply_count: 1,
    })

    await reportOk(postId, 'post', 'scam')
    const hidePost = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/post/${postId}/hide`,
      payload: { note: 'Land scam' },
    })
    expect(hidePost.json()).toMatchObject({ hidden: true, closed_reports: 1 })
    const gone = await app.inject({ method: 'GET', url: `/api/forums/posts/${postId}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.code).toBe('forums.post_not_found')
    expect((await author.request({ method: 'GET', url: `/api/forums/posts/${postId}` })).statusCode).toBe(404)
    expect((await auditOf(postId)).map((audit) => audit.action)).toEqual(['community.hide'])
    expect((await auditOf(replyId)).map((audit) => audit.action)).toEqual([
      'community.hide',
      'community.restore',
    ])
  })

  it('hides a reported message through the chat: both participants see it removed, the queue shows it', async () => {
    const sender = await person('Message Sender')
    const message = await chatMessage(sender, customer, 'Tuma 5,000 kwanza nikutumie simu')
    await reportOk(message.id, 'message', 'scam', customer)
    const queued = await itemOf(message.id, '?target_type=message')
    expect(queued).toMatchObject({
      target_type: 'message',
      content: 'Tuma 5,000 kwanza nikutumie simu',
      url: null,
      hidden: false,
      author: { id: sender.userId, full_name: 'Message Sender' },
    })

    const hidden = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/message/${message.id}/hide`,
      payload: {},
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    for (const who of [customer, sender]) {
      const page = await who.request({
        method: 'GET',
        url: `/api/chat/conversations/${message.conversationId}/messages`,
      })
      const shown = (page.json() as { items: { id: string; content: string; hidden: boolean }[] }).items
      expect(shown.find((entry) => entry.id === message.id)).toMatchObject({ content: '', hidden: true })
    }
    expect((await itemOf(message.id, '?status=actioned'))!.hidden).toBe(true)
    expect((await auditOf(message.id)).map((audit) => audit.action)).toEqual(['community.hide'])
  })

  it('answers 404 when hiding content that does not exist, and for an unknown type', async () => {
    const missing = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/post/${crypto.randomUUID()}/hide`,
      payload: {},
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('community.target_not_found')
    const badType = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/content/listing/${crypto.randomUUID()}/hide`,
      payload: {},
    })
    expect(badType.statusCode).toBe(404)
  })

  it('dismisses every open report of the item, leaving it visible (audited)', async () => {
    const author = await person()
    const postId = await postBy(author, 'Honest question about KRA PIN')
    const first = await reportOk(postId, 'post', 'other')
    await reportOk(postId, 'post', 'spam')

    const dismissed = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/reports/${first}/dismiss`,
      payload: {},
    })
    expect(dismissed.statusCode, dismissed.body).toBe(200)
    expect(dismissed.json()).toEqual({
      target_type: 'post',
      target_id: postId,
      hidden: false,
      closed_reports: 2,
    })
    expect(await itemOf(postId)).toBeUndefined()
    expect((await itemOf(postId, '?status=dismissed'))!.reports.map((entry) => entry.status)).toEqual([
      'dismissed',
      'dismissed',
    ])
    expect((await auditOf(postId)).map((audit) => audit.action)).toEqual(['community.dismiss'])

    const unknown = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/reports/${crypto.randomUUID()}/dismiss`,
      payload: {},
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('community.report_not_found')
  })

  it('warns the author: a warning row, a notification of type warning, the count in the queue (audited)', async () => {
    const author = await person('Warned Author')
    const postId = await postBy(author, 'Rude post')
    await reportOk(postId, 'post', 'harassment')

    const warned = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/users/${author.userId}/warn`,
      payload: { message: 'Please be respectful.', target_type: 'post', target_id: postId },
    })
    expect(warned.statusCode, warned.body).toBe(200)
    expect(warned.json()).toEqual({ user_id: author.userId, suspended: false, warnings: 1 })
    const warnings = await app.db
      .select()
      .from(communityWarnings)
      .where(eq(communityWarnings.userId, author.userId))
    expect(warnings).toMatchObject([
      { message: 'Please be respectful.', targetType: 'post', targetId: postId },
    ])
    expect((await itemOf(postId))!.author.warnings).toBe(1)

    const inbox = (await author.request({ method: 'GET', url: '/api/notifications' })).json() as {
      items: { type: string; title: string; message: string; action_url: string | null }[]
    }
    expect(inbox.items.find((notice) => notice.type === 'warning')).toMatchObject({
      title: 'A warning from the Soko moderators',
      message: expect.stringContaining('Please be respectful.'),
      action_url: `/chat-forums/posts/${postId}`,
    })
    expect((await auditOf(author.userId)).map((audit) => audit.action)).toEqual(['community.warn'])

    const unknown = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/users/${crypto.randomUUID()}/warn`,
      payload: { message: 'Hello' },
    })
    expect(unknown.statusCode).toBe(404)
    const blank = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/users/${author.userId}/warn`,
      payload: { message: '   ' },
    })
    expect(blank.statusCode).toBe(400)
  })

  it('suspends the author: sessions end, sign-in is refused, the queue shows it (audited user.suspend)', async () => {
    const author = await person('Suspended Author')
    const postId = await postBy(author, 'Spam spam spam')
    await reportOk(postId)

    const suspended = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/users/${author.userId}/suspend`,
      payload: {},
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toEqual({ user_id: author.userId, suspended: true, warnings: 0 })
    expect((await author.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401)
    const refused = await signIn(app, author.email, TEST_PASSWORD, nextIp())
    expect(refused.statusCode).toBe(403)
    expect((await itemOf(postId))!.author.suspended).toBe(true)
    expect((await auditOf(author.userId)).map((audit) => audit.action)).toEqual(['user.suspend'])

    const self = await adminUser.request({
      method: 'POST',
      url: `/api/admin/community/users/${adminUser.userId}/suspend`,
      payload: {},
    })
    expect(self.statusCode).toBe(409)
  })
})

describe('signed out', () => {
  it("every community action answers 401 with the spec's 'User not authenticated' (001 section 6)", async () => {
    const postId = await postBy(customer)
    const attempts = [
      { method: 'POST', url: '/api/community/reports', payload: { target_type: 'post' } },
      { method: 'POST', url: '/api/forums/posts', payload: { title: '' } },
      { method: 'POST', url: `/api/forums/posts/${postId}/like` },
      { method: 'POST', url: `/api/forums/posts/${postId}/replies`, payload: { content: 'Niko' } },
      { method: 'GET', url: '/api/chat/conversations' },
      { method: 'POST', url: '/api/chat/conversations', payload: {} },
    ] as const
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: { origin: 'http://localhost:3000' } })
      expect(response.statusCode, attempt.url).toBe(401)
      expect(response.json().error, attempt.url).toEqual({
        code: 'unauthorized',
        message: 'User not authenticated',
      })
    }
    // Reading stays public: the post page is a share link.
    expect((await app.inject({ method: 'GET', url: `/api/forums/posts/${postId}` })).statusCode).toBe(200)
  })
})
