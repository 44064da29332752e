import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app'
import { newsletterSubscriptions } from './newsletter.table'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const subscribe = (payload: unknown, ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions',
    payload: payload as object,
    remoteAddress: ip,
  })

describe('POST /api/newsletter/subscriptions', () => {
  it('stores a new address trimmed and lower-cased and answers 201', async () => {
    const res = await subscribe({ email: '  Achieng@Example.co.ke ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ email: 'achieng@example.co.ke', alreadySubscribed: false })
    const rows = await app.db.select().from(newsletterSubscriptions)
    expect(rows.map((row) => row.email)).toContain('achieng@example.co.ke')
  })

  it('answers a repeated address, in any case, with 200 alreadySubscribed and stores one row', async () => {
    await subscribe({ email: 'otieno@example.com' }, '10.0.0.2')
    const res = await subscribe({ email: 'OTIENO@example.com' }, '10.0.0.2')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: 'otieno@example.com', alreadySubscribed: true })
    const rows = await app.db.select().from(newsletterSubscriptions)
    expect(rows.filter((row) => row.email === 'otieno@example.com')).toHaveLength(1)
  })

  it.each([
    [{ email: 'not-an-email' }, 'Email is invalid'],
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
  ])('rejects %j with 400 and the field message "%s"', async (payload, message) => {
    const res = await subscribe(payload, '10.0.0.3')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message, fields: { email: message } } })
  })

  it('limits one address to 10 subscribe calls a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await subscribe({ email: `p${i}@example.com` }, '10.0.0.9')).statusCode)
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    const limited = await subscribe({ email: 'late@example.com' }, '10.0.0.9')
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    })
    // Another client is not affected.
    expect((await subscribe({ email: 'other@example.com' }, '10.0.0.10')).statusCode).toBe(201)
  })
})
