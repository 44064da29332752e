import {
  communityMessages as m,
  communityRateLimits,
  forumCategorySeeds,
  POST_TITLE_MAX,
} from '@soko/shared/community/community.constants'
import type { ForumPost, ForumReply } from '@soko/shared/community/forums.schema'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { createFileStorage } from '../../lib/file-storage'
import { as, signUp } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { createForumsService, nairobiDate, type ForumsService } from './forums.service'
import { forumPostReactions, forumPosts, forumPostViews, forumReplies } from './forums.table'

let app: FastifyInstance
/** The same service the app runs, on the same database: moderation's view of it (decision 020). */
let forums: ForumsService
let categories: { id: string; name: string; color: string }[]
let ipCounter = 0

type Member = Awaited<ReturnType<typeof signUp>> & { request: ReturnType<typeof as> }

async function member(name = 'Amani Otieno'): Promise<Member> {
  ipCounter += 1
  const user = await signUp(app, { name, ip: `10.14.${Math.floor(ipCounter / 200)}.${ipCounter % 200}` })
  return { ...user, request: as(app, user.cookie) }
}

const visitor = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN } })

async function createPost(
  author: Member,
  overrides: Partial<{ title: string; content: string; category_id: string; image_url: string | null }> = {},
): Promise<ForumPost> {
  const response = await author.request({
    method: 'POST',
    url: '/api/forums/posts',
    payload: {
      category_id: categories[0]!.id,
      title: 'Where to buy fresh sukuma in Westlands?',
      content: 'Looking for a mama mboga who delivers.',
      ...overrides,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function createReply(
  author: Member,
  postId: string,
  content = 'Try Parklands market.',
  parentId?: string,
) {
  const response = await author.request({
    method: 'POST',
    url: `/api/forums/posts/${postId}/replies`,
    payload: { content, ...(parentId ? { parent_id: parentId } : {}) },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as ForumReply
}

const getPost = (id: string, who?: Member) =>
  who
    ? who.request({ method: 'GET', url: `/api/forums/posts/${id}` })
    : visitor('GET', `/api/forums/posts/${id}`)
const replyCountOf = async (postId: string) =>
  (await app.db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0]!.replyCount
/** As moderation calls setHidden: inside its own transaction. */
const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
  app.db.transaction((tx) => work(tx as unknown as Db))
const ageReply = (id: string, minutes: number) =>
  app.db.execute(
    sql`update forum_replies set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`,
  )

beforeAll(async () => {
  app = await buildTestApp()
  forums = createForumsService({
    db: app.db,
    storage: await createFileStorage(app.config),
    notifications: { notify: async () => Promise.reject(new Error('not used')) },
  })
  categories = (await visitor('GET', '/api/forums/categories')).json()
})
afterAll(async () => {
  await app.close()
})

describe('categories', () => {
  it('lists the eight seeded categories in their order, with their colours, to anyone', async () => {
    expect(categories.map(({ name, color }) => ({ name, color }))).toEqual(
      forumCategorySeeds.map(({ name, color }) => ({ name, color })),
    )
  })
})

describe('signed out', () => {
  it('a visitor reads posts, a post and its replies, never as having liked anything', async () => {
    const author = await member()
    const post = await createPost(author)
    await author.request({ method: 'POST', url: `/api/forums/posts/${post.id}/like` })
    await createReply(author, post.id)

    const list = await visitor('GET', '/api/forums/posts')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.find((p: ForumPost) => p.id === post.id)).toMatchObject({
      has_liked: false,
      like_count: 1,
      reply_count: 1,
    })
    const one = await getPost(post.id)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({
      id: post.id,
      has_liked: false,
      author: { id: author.userId, full_name: 'Amani Otieno', avatar_url: null },
      category: categories[0],
    })
    expect(JSON.stringify(one.json())).not.toContain(author.email)
    const replies = await visitor('GET', `/api/forums/posts/${post.id}/replies`)
    expect(replies.statusCode).toBe(200)
    expect(replies.json()).toMatchObject({ reply_count: 1, next_cursor: null })
    expect(replies.json().items[0]).toMatchObject({ can_edit: false, parent_id: null })
  })

  it('gets 401 on every write', async () => {
    const author = await member()
    const post = await createPost(author)
    const reply = await createReply(author, post.id)
    const writes: [Parameters<typeof visitor>[0], string, object?][] = [
      ['POST', '/api/forums/posts', { category_id: categories[0]!.id, title: 'x', content: 'y' }],
      ['DELETE', `/api/forums/posts/${post.id}`],
      ['POST', `/api/forums/posts/${post.id}/like`],
      ['POST', `/api/forums/posts/${post.id}/views`],
      ['POST', `/api/forums/posts/${post.id}/replies`, { content: 'hello' }],
      ['PATCH', `/api/forums/replies/${reply.id}`, { content: 'hello' }],
      ['DELETE', `/api/forums/replies/${reply.id}`],
      ['POST', '/api/forums/images'],
    ]
    for (const [method, url, payload] of writes) {
      const response = await visitor(method, url, payload)
      expect(response.statusCode, `${method} ${url}`).toBe(401)
      expect(response.json().error.code).toBe('unauthorized')
    }
  })
})

describe('creating a post', () => {
  it('answers 201 with the post as the cards show it', async () => {
    const author = await member('Wanjiku Kamau')
    const post = await createPost(author, { category_id: categories[4]!.id, title: '  Best nyama choma?  ' })
    expect(post).toMatchObject({
      title: 'Best nyama choma?',
      category_id: categories[4]!.id,
      category: categories[4],
      author_id: author.userId,
      author: { full_name: 'Wanjiku Kamau' },
      image_url: null,
      view_count: 0,
      like_count: 0,
      reply_count: 0,
      has_liked: false,
    })
  })

  it("refuses blank or too long fields with the community's messages, and an unknown category", async () => {
    const author = await member()
    const cases: [object, string, string][] = [
      [{ title: '   ' }, 'validation_failed', m.titleRequired],
      [{ content: ' \n ' }, 'validation_failed', m.contentRequired],
      [{ title: 'k'.repeat(POST_TITLE_MAX + 1) }, 'validation_failed', m.titleTooLong],
      [{ content: 'k'.repeat(5_001) }, 'validation_failed', m.postTooLong],
      [{ category_id: 'general' }, 'validation_failed', m.categoryNotFound],
      [
        { category_id: '0190a4a0-0000-7000-8000-000000000000' },
        'forums.category_not_found',
        m.categoryNotFound,
      ],
      [{ image_url: 'https://evil.example/x.webp' }, 'forums.image_invalid', m.imageInvalid],
      [{ image_url: '/uploads/dishes/abc-0123456789ab.webp' }, 'forums.image_invalid', m.imageInvalid],
    ]
    for (const [overrides, code, message] of cases) {
      const response = await author.request({
        method: 'POST',
        url: '/api/forums/posts',
        payload: { category_id: categories[0]!.id, title: 'A title', content: 'Some content', ...overrides },
      })
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(response.json().error).toMatchObject({ code, message })
    }
  })

  it('takes a picture uploaded to the forums (multipart field "image"), stored as WebP', async () => {
    const author = await member()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const boundary = '----forum-boundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="pic.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const upload = await author.request({
      method: 'POST',
      url: '/api/forums/images',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    })
    expect(upload.statusCode, upload.body).toBe(201)
    const { url } = upload.json()
    expect(url).toMatch(/^\/uploads\/forum\/.+\.webp$/)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
    const post = await createPost(author, { image_url: url })
    expect(post.image_url).toBe(url)
    // Deleting the post deletes its picture, every size of it.
    const small = url.replace(/-1200\.webp$/, '-240.webp')
    expect((await app.inject({ method: 'GET', url: small })).statusCode).toBe(200)
    await author.request({ method: 'DELETE', url: `/api/forums/posts/${post.id}` })
    for (const each of [url, small])
      expect((await app.inject({ method: 'GET', url: each })).statusCode).toBe(404)
  })

  it(`is rate limited: a 4th post within a minute answers 429 with Retry-After`, async () => {
    const author = await member()
    for (let i = 0; i < communityRateLimits.posts.max; i++) await createPost(author, { title: `Post ${i}` })
    const response = await author.request({
      method: 'POST',
      url: '/api/forums/posts',
      payload: { category_id: categories[0]!.id, title: 'One more', content: 'Spam?' },
    })
    expect(response.statusCode).toBe(429)
    expect(response.json().error).toEqual({ code: 'community.rate_limited', message: m.rateLimited })
    const retryAfter = Number(response.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(communityRateLimits.posts.window)
    // Someone else still posts.
    await createPost(await member())
  })
})

describe('the list', () => {
  const tag = `zq${Date.now().toString(36)}`
  let posts: ForumPost[]
  beforeAll(async () => {
    const [a, b] = [await member(), await member()]
    posts = [
      await createPost(a, { title: `${tag} Matatu fares to Rongai`, content: 'Prices went up.' }),
      await createPost(a, {
        title: `${tag} Job hunting`,
        content: 'Any openings for React developers?',
        category_id: categories[2]!.id,
      }),
      await createPost(a, { title: `${tag} 100% pure honey`, content: 'From Baringo, KSh 800 a jar.' }),
      await createPost(b, { title: `${tag} Rent in Kilimani`, content: 'Is 50k fair for a 2 bedroom?' }),
    ]
  })
  const list = async (query: string, who?: Member) => {
    const url = `/api/forums/posts?${query}`
    const response = who ? await who.request({ method: 'GET', url }) : await visitor('GET', url)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { items: ForumPost[]; next_cursor: string | null }
  }

  it('is newest first, filtered by category ("all" is every one)', async () => {
    expect((await list(`search=${tag}`)).items.map((p) => p.id)).toEqual(posts.map((p) => p.id).reverse())
    expect((await list(`search=${tag}&category_id=all`)).items).toHaveLength(4)
    expect((await list(`search=${tag}&category_id=${categories[2]!.id}`)).items.map((p) => p.id)).toEqual([
      posts[1]!.id,
    ])
  })

  it('searches title and content, ignoring case; % and _ are taken literally', async () => {
    expect((await list(`search=${tag.toUpperCase()}%20MATATU`)).items.map((p) => p.id)).toEqual([
      posts[0]!.id,
    ])
    expect((await list(`search=react%20DEVELOPERS`)).items.map((p) => p.id)).toContain(posts[1]!.id)
    expect((await list(`search=${encodeURIComponent('100%')}`)).items.map((p) => p.id)).toEqual([
      posts[2]!.id,
    ])
    expect((await list(`search=${tag}${encodeURIComponent('_')}`)).items).toEqual([])
    expect((await list(`search=${encodeURIComponent('%')}${tag}`)).items).toEqual([])
  })

  it('pages with a cursor, without repeating or skipping a post', async () => {
    const first = await list(`search=${tag}&limit=3`)
    expect(first.items).toHaveLength(3)
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = await list(`search=${tag}&limit=3&cursor=${first.next_cursor}`)
    expect(second.next_cursor).toBeNull()
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(posts.map((p) => p.id).reverse())
    const bad = await visitor('GET', '/api/forums/posts?cursor=bm9wZQ')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('forums.bad_cursor')
  })

  it('tells a signed-in reader which posts they liked', async () => {
    const reader = await member()
    await reader.request({ method: 'POST', url: `/api/forums/posts/${posts[3]!.id}/like` })
    const liked = (await list(`search=${tag}`, reader)).items.filter((p) => p.has_liked).map((p) => p.id)
    expect(liked).toEqual([posts[3]!.id])
  })

  it('answers 404 forums.post_not_found for an unknown or malformed id', async () => {
    for (const id of ['0190a4a0-0000-7000-8000-000000000000', 'not-a-post']) {
      const response = await getPost(id)
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toEqual({ code: 'forums.post_not_found', message: m.postNotFound })
    }
  })
})

describe('likes', () => {
  it('toggle: a like is added, then taken back; one row per user per post', async () => {
    const [author, fan, other] = [await member(), await member(), await member()]
    const post = await createPost(author)
    const like = () => fan.request({ method: 'POST', url: `/api/forums/posts/${post.id}/like` })
    expect((await like()).json()).toEqual({ has_liked: true, like_count: 1 })
    expect(
      (await other.request({ method: 'POST', url: `/api/forums/posts/${post.id}/like` })).json(),
    ).toEqual({ has_liked: true, like_count: 2 })
    expect((await getPost(post.id, fan)).json()).toMatchObject({ has_liked: true, like_count: 2 })
    expect((await like()).json()).toEqual({ has_liked: false, like_count: 1 })
    expect((await getPost(post.id, fan)).json()).toMatchObject({ has_liked: false, like_count: 1 })
    expect(await app.db.$count(forumPostReactions, eq(forumPostReactions.postId, post.id))).toBe(1)
    const unknown = await fan.request({
      method: 'POST',
      url: '/api/forums/posts/0190a4a0-0000-7000-8000-000000000000/like',
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('views', () => {
  it('count once per user per post per Nairobi day', async () => {
    const [author, reader] = [await member(), await member()]
    const post = await createPost(author)
    const view = (who: Member) => who.request({ method: 'POST', url: `/api/forums/posts/${post.id}/views` })
    expect((await view(reader)).json()).toEqual({ view_count: 1, counted: true })
    expect((await view(reader)).json()).toEqual({ view_count: 1, counted: false })
    expect((await view(author)).json()).toEqual({ view_count: 2, counted: true })
    // The next Nairobi day counts again.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000)
    expect(await forums.view(reader.userId, post.id, tomorrow)).toEqual({ view_count: 3, counted: true })
    expect(await app.db.$count(forumPostViews, eq(forumPostViews.postId, post.id))).toBe(3)
    expect((await getPost(post.id)).json().view_count).toBe(3)
  })

  it('have their day in Nairobi time (UTC+3)', () => {
    expect(nairobiDate(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01')
    expect(nairobiDate(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02')
  })
})

describe('deleting a post', () => {
  it("is the author's alone: anyone else gets 404; then it is gone", async () => {
    const [author, other] = [await member(), await member()]
    const post = await createPost(author)
    await createReply(other, post.id)
    const byOther = await other.request({ method: 'DELETE', url: `/api/forums/posts/${post.id}` })
    expect(byOther.statusCode).toBe(404)
    expect(byOther.json().error.code).toBe('forums.post_not_found')
    expect((await author.request({ method: 'DELETE', url: `/api/forums/posts/${post.id}` })).statusCode).toBe(
      204,
    )
    expect((await getPost(post.id)).statusCode).toBe(404)
    expect(await app.db.$count(forumReplies, eq(forumReplies.postId, post.id))).toBe(0)
  })
})

describe('replies', () => {
  it('count on the post, notify its author (never yourself), and list oldest first', async () => {
    const [author, replier] = [await member('Kamau Njoroge'), await member('Achieng Odhiambo')]
    const post = await createPost(author, { title: 'Matatu to Thika' })
    const first = await createReply(replier, post.id, 'Take the superhighway.')
    expect(first).toMatchObject({
      post_id: post.id,
      parent_id: null,
      author_id: replier.userId,
      author: { full_name: 'Achieng Odhiambo' },
      content: 'Take the superhighway.',
      edited_at: null,
      can_edit: true,
    })
    await createReply(author, post.id, 'Thanks!')
    expect((await getPost(post.id)).json().reply_count).toBe(2)

    const notices = (await author.request({ method: 'GET', url: '/api/notifications' })).json().items
    const replyNotices = notices.filter((n: { title: string }) => n.title === 'New reply to your post') as {
      message: string
      action_url: string
      type: string
    }[]
    expect(replyNotices).toHaveLength(1)
    expect(replyNotices[0]).toMatchObject({
      type: 'info',
      message: 'Achieng Odhiambo replied to your post "Matatu to Thika".',
      action_url: `/chat-forums/posts/${post.id}`,
    })

    const page = (
      await replier.request({ method: 'GET', url: `/api/forums/posts/${post.id}/replies` })
    ).json()
    expect(page.reply_count).toBe(2)
    expect(page.items.map((r: ForumReply) => [r.content, r.can_edit])).toEqual([
      ['Take the superhighway.', true],
      ['Thanks!', false],
    ])
  })

  it('answer a reply one level deep; a parent from another post is refused', async () => {
    const [author, a, b] = [await member(), await member(), await member()]
    const post = await createPost(author)
    const other = await createPost(author)
    const top = await createReply(a, post.id, 'Top')
    const child = await createReply(b, post.id, 'Child', top.id)
    expect(child.parent_id).toBe(top.id)
    // A reply to the child joins the same thread, one level deep.
    const grandchild = await createReply(a, post.id, 'Grandchild', child.id)
    expect(grandchild.parent_id).toBe(top.id)
    for (const parentId of [(await createReply(a, other.id)).id, '0190a4a0-0000-7000-8000-000000000000']) {
      const response = await a.request({
        method: 'POST',
        url: `/api/forums/posts/${post.id}/replies`,
        payload: { content: 'Wrong thread', parent_id: parentId },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toEqual({ code: 'forums.parent_not_found', message: m.replyNotFound })
    }
    expect(await replyCountOf(post.id)).toBe(3)
  })

  it('are validated with the community messages; an unknown post is 404', async () => {
    const author = await member()
    const post = await createPost(author)
    for (const [content, message] of [
      ['  ', m.contentRequired],
      ['k'.repeat(2_001), m.replyTooLong],
    ] as const) {
      const response = await author.request({
        method: 'POST',
        url: `/api/forums/posts/${post.id}/replies`,
        payload: { content },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe(message)
    }
    const unknown = await author.request({
      method: 'POST',
      url: '/api/forums/posts/0190a4a0-0000-7000-8000-000000000000/replies',
      payload: { content: 'Hello' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('forums.post_not_found')
  })

  it('page oldest first with a cursor', async () => {
    const author = await member()
    const post = await createPost(author)
    for (let i = 0; i < 5; i++) await createReply(author, post.id, `Reply ${i}`)
    const url = `/api/forums/posts/${post.id}/replies?limit=3`
    const first = (await visitor('GET', url)).json()
    const second = (await visitor('GET', `${url}&cursor=${first.next_cursor}`)).json()
    expect(second.next_cursor).toBeNull()
    expect([...first.items, ...second.items].map((r: ForumReply) => r.content)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Reply ${i}`),
    )
  })

  it('are rate limited per user: the 11th in a minute answers 429', async () => {
    const [author, chatty] = [await member(), await member()]
    const post = await createPost(author)
    for (let i = 0; i < communityRateLimits.replies.max; i++) await createReply(chatty, post.id, `Reply ${i}`)
    const response = await chatty.request({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      payload: { content: 'One more' },
    })
    expect(response.statusCode).toBe(429)
    expect(response.json().error.code).toBe('community.rate_limited')
    expect(response.headers['retry-after']).toEqual(expect.any(String))
    expect(await replyCountOf(post.id)).toBe(communityRateLimits.replies.max)
  })
})

describe('editing and deleting a reply', () => {
  it('is for its author within 15 minutes; anyone else gets 404', async () => {
    const [author, replier, other] = [await member(), await member(), await member()]
    const post = await createPost(author)
    const reply = await createReply(replier, post.id, 'Frist!')
    const edit = (who: Member, content = 'First!') =>
      who.request({ method: 'PATCH', url: `/api/forums/replies/${reply.id}`, payload: { content } })

    const byOther = await edit(other)
    expect(byOther.statusCode).toBe(404)
    expect(byOther.json().error).toEqual({ code: 'forums.reply_not_found', message: m.replyNotFound })
    expect(
      (await other.request({ method: 'DELETE', url: `/api/forums/replies/${reply.id}` })).statusCode,
    ).toBe(404)
    // The post's author does not own the reply either.
    expect((await edit(author)).statusCode).toBe(404)

    const edited = await edit(replier)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ content: 'First!', can_edit: true, edited_at: expect.any(String) })
    expect((await edit(replier, '   ')).json().error.message).toBe(m.contentRequired)

    await ageReply(reply.id, 16)
    const late = await edit(replier, 'Too late')
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({ code: 'forums.edit_window_closed', message: m.editWindowClosed })
    const lateDelete = await replier.request({ method: 'DELETE', url: `/api/forums/replies/${reply.id}` })
    expect(lateDelete.statusCode).toBe(409)
    const page = (
      await replier.request({ method: 'GET', url: `/api/forums/posts/${post.id}/replies` })
    ).json()
    expect(page.items[0]).toMatchObject({ content: 'First!', can_edit: false })
  })

  it('deletes the replies answering it too, and the count loses the visible ones', async () => {
    const [author, a, b] = [await member(), await member(), await member()]
    const post = await createPost(author)
    const top = await createReply(a, post.id, 'Top')
    await createReply(b, post.id, 'Child 1', top.id)
    const hiddenChild = await createReply(b, post.id, 'Child 2', top.id)
    const kept = await createReply(b, post.id, 'Another thread')
    await inTransaction((tx) => forums.moderation.reply.setHidden(tx, hiddenChild.id, true))
    expect(await replyCountOf(post.id)).toBe(3)

    const response = await a.request({ method: 'DELETE', url: `/api/forums/replies/${top.id}` })
    expect(response.statusCode).toBe(204)
    expect(await replyCountOf(post.id)).toBe(1)
    const rows = await app.db.select().from(forumReplies).where(eq(forumReplies.postId, post.id))
    expect(rows.map((r) => r.id)).toEqual([kept.id])
    expect((await a.request({ method: 'DELETE', url: `/api/forums/replies/${top.id}` })).statusCode).toBe(404)
  })
})

describe('moderation of forum content (decision 020)', () => {
  it('a hidden post is gone for everyone, its author too, until restored', async () => {
    const [author, reader] = [await member(), await member()]
    const post = await createPost(author, { title: `hidden-${Date.now()}` })
    const reply = await createReply(reader, post.id)
    const hide = (hidden: boolean) =>
      inTransaction((tx) => forums.moderation.post.setHidden(tx, post.id, hidden))

    expect(await forums.moderation.post.findVisible(reader.userId, post.id)).toMatchObject({
      targetType: 'post',
      targetId: post.id,
      authorId: author.userId,
      title: post.title,
      url: `/chat-forums/posts/${post.id}`,
      hidden: false,
    })
    expect(await hide(true)).toBe(true)
    expect(await hide(true)).toBe(false)

    for (const who of [undefined, author, reader]) expect((await getPost(post.id, who)).statusCode).toBe(404)
    const list = (await visitor('GET', `/api/forums/posts?search=${post.title}`)).json()
    expect(list.items).toEqual([])
    const writes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', `/api/forums/posts/${post.id}/replies`],
      ['POST', `/api/forums/posts/${post.id}/like`],
      ['POST', `/api/forums/posts/${post.id}/views`],
      ['POST', `/api/forums/posts/${post.id}/replies`, { content: 'Hello?' }],
      ['DELETE', `/api/forums/posts/${post.id}`],
    ]
    for (const [method, url, payload] of writes) {
      const response = await author.request({ method, url, payload })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    // A reply of a hidden post is not there to edit either.
    expect(
      (
        await reader.request({
          method: 'PATCH',
          url: `/api/forums/replies/${reply.id}`,
          payload: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404)
    expect(await forums.moderation.post.findVisible(reader.userId, post.id)).toBeNull()
    expect(await forums.moderation.reply.findVisible(author.userId, reply.id)).toBeNull()
    expect((await forums.moderation.post.findMany([post.id]))[0]).toMatchObject({ hidden: true })

    expect(await hide(false)).toBe(true)
    expect((await getPost(post.id)).statusCode).toBe(200)
  })

  it('hiding a reply takes it out of the list and the count; restoring puts both back', async () => {
    const [author, replier] = [await member(), await member()]
    const post = await createPost(author, { title: 'Moderated thread' })
    const reply = await createReply(replier, post.id, 'Buy my followers')
    await createReply(author, post.id, 'No thanks')
    const setHidden = (hidden: boolean) =>
      inTransaction((tx) => forums.moderation.reply.setHidden(tx, reply.id, hidden))

    expect(await forums.moderation.reply.findVisible(author.userId, reply.id)).toMatchObject({
      targetType: 'reply',
      targetId: reply.id,
      authorId: replier.userId,
      title: 'Moderated thread',
      content: 'Buy my followers',
      url: `/chat-forums/posts/${post.id}`,
      hidden: false,
    })
    expect(await setHidden(true)).toBe(true)
    expect(await setHidden(true)).toBe(false)
    expect(await replyCountOf(post.id)).toBe(1)
    const page = (await visitor('GET', `/api/forums/posts/${post.id}/replies`)).json()
    expect(page).toMatchObject({ reply_count: 1 })
    expect(page.items.map((r: ForumReply) => r.content)).toEqual(['No thanks'])
    expect(
      (await replier.request({ method: 'DELETE', url: `/api/forums/replies/${reply.id}` })).statusCode,
    ).toBe(404)
    // A hidden reply cannot be answered.
    const answer = await author.request({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      payload: { content: 'Reported', parent_id: reply.id },
    })
    expect(answer.statusCode).toBe(400)
    expect(await forums.moderation.reply.findVisible(author.userId, reply.id)).toBeNull()
    expect(await forums.moderation.reply.findMany([reply.id, 'nonsense'])).toEqual([
      expect.objectContaining({ targetId: reply.id, hidden: true }),
    ])

    expect(await setHidden(false)).toBe(true)
    expect(await replyCountOf(post.id)).toBe(2)
    expect(await forums.moderation.reply.setHidden(app.db, 'nonsense', true)).toBe(false)
  })
})
