import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/test-app'
import { createNotificationsService } from './notifications.service'
import { createRealtimeService } from '../realtime/realtime.service'

let app: FastifyInstance
let notify: ReturnType<typeof createNotificationsService>['notify']

beforeAll(async () => {
  app = await buildTestApp()
  notify = createNotificationsService({
    db: app.db,
    realtime: createRealtimeService({ database: app.database, log: app.log }),
  }).notify
})
afterAll(async () => {
  await app.close()
})

describe('notifications', () => {
  it('lists newest first, a page at a time, with the unread count', async () => {
    const { cookie, userId } = await signUp(app)
    for (let i = 1; i <= 12; i++)
      await notify(userId, { type: 'info', title: `Note ${i}`, message: `Message ${i}` })
    const first = (await as(app, cookie)({ method: 'GET', url: '/api/notifications?limit=10' })).json()
    expect(first.items).toHaveLength(10)
    expect(first.items[0].title).toBe('Note 12')
    expect(first.total).toBe(13)
    expect(first.unread_count).toBe(13)
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = (
      await as(app, cookie)({ method: 'GET', url: `/api/notifications?limit=10&cursor=${first.next_cursor}` })
    ).json()
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      'Note 2',
      'Note 1',
      'Welcome to Soko!',
    ])
    expect(second.next_cursor).toBeNull()
  })

  it('pages through notices stored in the same millisecond without losing one', async () => {
    const { cookie, userId } = await signUp(app)
    for (let i = 1; i <= 3; i++)
      await notify(userId, { type: 'info', title: `Same ms ${i}`, message: `Message ${i}` })
    // PostgreSQL keeps microseconds; a cursor is a JavaScript date (milliseconds).
    await app.db.execute(sql`
      update notifications set created_at = '2026-11-27 10:00:00.123' ::timestamptz + (
        case title when 'Same ms 1' then interval '100 microseconds' when 'Same ms 2' then interval '400 microseconds'
        else interval '800 microseconds' end)
      where user_id = ${userId} and title like 'Same ms %'`)
    const titles: string[] = []
    let cursor: string | null = null
    do {
      const query: string = cursor ? `&cursor=${cursor}` : ''
      const page = (
        await as(app, cookie)({ method: 'GET', url: `/api/notifications?limit=1${query}` })
      ).json()
      titles.push(...page.items.map((item: { title: string }) => item.title))
      cursor = page.next_cursor
    } while (cursor)
    expect(titles.filter((title) => title.startsWith('Same ms')).sort()).toEqual([
      'Same ms 1',
      'Same ms 2',
      'Same ms 3',
    ])
  })

  it('marks one read, marks all read, and deletes', async () => {
    const { cookie, userId } = await signUp(app)
    const created = await notify(userId, { type: 'warning', title: 'Stock low', message: 'Only 2 left' })
    const request = as(app, cookie)
    expect(
      (await request({ method: 'POST', url: `/api/notifications/${created.id}/read`, payload: {} }))
        .statusCode,
    ).toBe(204)
    let page = (await request({ method: 'GET', url: '/api/notifications' })).json()
    expect(page.items.find((item: { id: string }) => item.id === created.id).is_read).toBe(true)
    expect(page.unread_count).toBe(1)
    const all = await request({ method: 'POST', url: '/api/notifications/read-all', payload: {} })
    expect(all.json()).toEqual({ updated: 1 })
    expect((await request({ method: 'DELETE', url: `/api/notifications/${created.id}` })).statusCode).toBe(
      204,
    )
    page = (await request({ method: 'GET', url: '/api/notifications' })).json()
    expect(page.items.map((item: { id: string }) => item.id)).not.toContain(created.id)
    expect(page.unread_count).toBe(0)
  })

  it("answers 404 for another user's notification on read, mark and delete, and changes nothing", async () => {
    const owner = await signUp(app)
    const intruder = await signUp(app)
    const target = await notify(owner.userId, { title: 'Private', message: 'Only for the owner' })
    const request = as(app, intruder.cookie)
    for (const response of [
      await request({ method: 'POST', url: `/api/notifications/${target.id}/read`, payload: {} }),
      await request({ method: 'DELETE', url: `/api/notifications/${target.id}` }),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({
        error: { code: 'notifications.not_found', message: 'Notification not found.' },
      })
    }
    const intruderPage = (await request({ method: 'GET', url: '/api/notifications' })).json()
    expect(intruderPage.items.map((item: { id: string }) => item.id)).not.toContain(target.id)
    await request({ method: 'POST', url: '/api/notifications/read-all', payload: {} })
    const ownerPage = (await as(app, owner.cookie)({ method: 'GET', url: '/api/notifications' })).json()
    expect(ownerPage.items.find((item: { id: string }) => item.id === target.id)).toMatchObject({
      is_read: false,
    })
  })

  it('answers 404 for an id that is not a UUID (it names nothing), and 400 for a forged cursor', async () => {
    const { cookie } = await signUp(app)
    const malformed = await as(app, cookie)({ method: 'DELETE', url: '/api/notifications/not-a-uuid' })
    expect(malformed.statusCode).toBe(404)
    expect(malformed.json().error).toEqual({ code: 'not_found', message: 'Notification not found.' })
    const forged = await as(app, cookie)({ method: 'GET', url: '/api/notifications?cursor=Zm9vfGJhcg' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.code).toBe('notifications.bad_cursor')
  })

  it('keeps only safe action URLs', async () => {
    const { userId } = await signUp(app)
    expect(
      (await notify(userId, { title: 'a', message: 'b', actionUrl: 'javascript:alert(1)' })).action_url,
    ).toBeNull()
    expect(
      (await notify(userId, { title: 'a', message: 'b', actionUrl: '//evil.example' })).action_url,
    ).toBeNull()
    expect((await notify(userId, { title: 'a', message: 'b', actionUrl: '/orders' })).action_url).toBe(
      '/orders',
    )
  })
})

describe('POST /dev/notifications (development only)', () => {
  it('notifies the signed-in user, and refuses guests', async () => {
    const { cookie } = await signUp(app)
    const created = await as(
      app,
      cookie,
    )({
      method: 'POST',
      url: '/dev/notifications',
      payload: { title: 'Demo', message: 'Hello', type: 'warning' },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ title: 'Demo', type: 'warning', is_read: false })
    expect(
      (await app.inject({ method: 'POST', url: '/dev/notifications', payload: { title: 'x', message: 'y' } }))
        .statusCode,
    ).toBe(401)
  })

  it('does not exist in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' })
    try {
      expect(
        (await production.inject({ method: 'POST', url: '/dev/notifications', payload: {} })).statusCode,
      ).toBe(404)
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })
})
