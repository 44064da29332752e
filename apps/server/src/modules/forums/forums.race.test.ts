import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { forumPostReactions, forumPosts } from './forums.table'

// Meaningful on PostgreSQL (TEST_DATABASE_URL, CI's PostgreSQL pass), where the toggles run in concurrent
// transactions on several connections; PGlite runs one query at a time, so there it only checks the totals.
let app: FastifyInstance
let postId: string
beforeAll(async () => {
  app = await buildTestApp()
  const author = await signUp(app, { ip: '10.41.0.1' })
  const [category] = (await app.inject({ method: 'GET', url: '/api/forums/categories' })).json()
  const created = await as(
    app,
    author.cookie,
  )({
    method: 'POST',
    url: '/api/forums/posts',
    payload: { category_id: category.id, title: 'Harambee for the school roof', content: 'Like to support!' },
  })
  expect(created.statusCode, created.body).toBe(201)
  postId = created.json().id
})
afterAll(async () => {
  await app.close()
})

const state = async () => {
  const [post] = await app.db.select().from(forumPosts).where(eq(forumPosts.id, postId))
  const rows = await app.db.$count(forumPostReactions, eq(forumPostReactions.postId, postId))
  return { likeCount: post!.likeCount, rows }
}
const like = (cookie: string) => as(app, cookie)({ method: 'POST', url: `/api/forums/posts/${postId}/like` })

describe('likes under contention', () => {
  it('50 users liking one post at once make 50 likes and a count of 50', async () => {
    const fans = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(app, { ip: `10.42.${Math.floor(i / 20)}.${i % 20}` })),
    )
    const responses = await Promise.all(fans.map(({ cookie }) => like(cookie)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200))
    expect(responses.every((response) => response.json().has_liked === true)).toBe(true)
    expect(await state()).toEqual({ likeCount: 50, rows: 50 })
  })

  it('50 toggles by one user at once end consistent: the count equals the rows', async () => {
    const fan = await signUp(app, { ip: '10.43.0.1' })
    const before = await state()
    const responses = await Promise.all(Array.from({ length: 50 }, () => like(fan.cookie)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200))
    const after = await state()
    expect(after.likeCount).toBe(after.rows)
    const mine = await app.db.$count(forumPostReactions, eq(forumPostReactions.userId, fan.userId))
    expect([0, 1]).toContain(mine)
    expect(after.rows).toBe(before.rows + mine)
  })
})
