import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { userRoles } from '../users/users.table'
import { queueJobs } from './queue.table'

let app: FastifyInstance
let admin: ReturnType<typeof as>
let customer: ReturnType<typeof as>
beforeAll(async () => {
  app = await buildTestApp()
  const account = await signUp(app)
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  admin = as(app, account.cookie)
  customer = as(app, (await signUp(app)).cookie)
})
afterAll(async () => {
  await app.close()
})

describe('/api/admin/queue', () => {
  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/queue' })).statusCode).toBe(401)
    expect((await customer({ method: 'GET', url: '/api/admin/queue' })).statusCode).toBe(403)
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/queue/${randomUUID()}/retry`,
      headers: { origin: TEST_ORIGIN },
    })
    expect(retry.statusCode).toBe(401)
    expect(
      (await customer({ method: 'POST', url: `/api/admin/queue/${randomUUID()}/retry` })).statusCode,
    ).toBe(403)
  })

  it('lists dead jobs with their last error and sends one back to run', async () => {
    // A receipt whose order is gone failed for the last time.
    const [dead] = await app.db
      .insert(queueJobs)
      .values({
        kind: 'order.receipt',
        payload: { orderId: randomUUID() },
        status: 'dead',
        attempts: 10,
        lastError: 'Order not found.',
      })
      .returning()
    const listed = await admin({ method: 'GET', url: '/api/admin/queue' })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().counts.dead).toBe(1)
    expect(listed.json().jobs).toEqual([
      expect.objectContaining({
        id: dead!.id,
        kind: 'order.receipt',
        status: 'dead',
        attempts: 10,
        max_attempts: 10,
        last_error: 'Order not found.',
      }),
    ])
    expect((await admin({ method: 'GET', url: '/api/admin/queue?status=lost' })).statusCode).toBe(400)

    const retried = await admin({ method: 'POST', url: `/api/admin/queue/${dead!.id}/retry` })
    expect(retried.statusCode, retried.body).toBe(202)
    await app.jobs.runOnce()
    // It ran again (and failed again: the order is still gone), with its attempts counted afresh.
    const [after] = await app.db.select().from(queueJobs).where(eq(queueJobs.id, dead!.id))
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Order not found.' })
    const again = await admin({ method: 'POST', url: `/api/admin/queue/${dead!.id}/retry` })
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('job_not_retryable')
  })
})
