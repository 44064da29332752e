import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyTo,
  makeAccount,
  makeJobsAdmin,
  makeVendorEmployer,
  postJob,
  type Account,
} from '../../test/job-helpers'
import { buildTestApp } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { employers } from './jobs.table'

// The admin's side of docs/jobs-api.md: every job with its employer, closing and removing (audited), and the
// employers an admin grants and revokes (audited). Admins only: 401 signed out, 403 for anyone else.

let app: FastifyInstance
let admin: Account
let employer: Account
let customer: Account

const auditOf = async (action: string, entityId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))

beforeAll(async () => {
  app = await buildTestApp()
  admin = await makeJobsAdmin(app)
  employer = await makeVendorEmployer(app, 'Safari Tech Ltd')
  customer = await makeAccount(app, 'Plain Customer')
})
afterAll(async () => {
  await app.close()
})

describe('admin access', () => {
  it('is 401 signed out and 403 for a customer or an employer, on jobs and employers alike', async () => {
    const requests = [
      { method: 'GET', url: '/api/admin/jobs' },
      { method: 'POST', url: '/api/admin/jobs/00000000-0000-0000-0000-000000000000/close' },
      { method: 'DELETE', url: '/api/admin/jobs/00000000-0000-0000-0000-000000000000' },
      { method: 'GET', url: '/api/admin/employers' },
      { method: 'POST', url: '/api/admin/employers' },
      { method: 'DELETE', url: '/api/admin/employers/00000000-0000-0000-0000-000000000000' },
    ] as const
    for (const request of requests) {
      expect((await app.inject(request)).statusCode, request.url).toBe(401)
      expect((await customer.request(request)).statusCode, request.url).toBe(403)
      expect((await employer.request(request)).statusCode, request.url).toBe(403)
    }
  })
})

describe('jobs', () => {
  const tag = `adm${Date.now().toString(36)}`
  let open: string
  let other: string

  beforeAll(async () => {
    open = await postJob(employer, { title: `${tag} Site Engineer`, company: 'Jenga Builders' })
    other = await postJob(employer, { title: `${tag} Storekeeper` })
    await applyTo(customer, open)
  })

  it('lists every job newest first with its employer and applications, searchable and by status', async () => {
    const response = await admin.request({ method: 'GET', url: `/api/admin/jobs?search=${tag}` })
    expect(response.statusCode).toBe(200)
    const list = response.json()
    expect(list.total).toBe(2)
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([other, open])
    expect(list.items[1]).toMatchObject({
      title: `${tag} Site Engineer`,
      company: 'Jenga Builders',
      employer_name: 'Otieno Kamau',
      employer_email: employer.email,
      applications_count: 1,
      status: 'open',
    })
    const byEmail = (
      await admin.request({ method: 'GET', url: `/api/admin/jobs?search=${employer.email}` })
    ).json()
    expect(byEmail.items.length).toBeGreaterThanOrEqual(2)
    expect(
      (await admin.request({ method: 'GET', url: `/api/admin/jobs?search=${tag}&status=closed` })).json()
        .total,
    ).toBe(0)
  })

  it('closes a job, audited once (closing again changes nothing)', async () => {
    const closed = await admin.request({ method: 'POST', url: `/api/admin/jobs/${other}/close` })
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ id: other, status: 'closed' })
    expect((await admin.request({ method: 'POST', url: `/api/admin/jobs/${other}/close` })).statusCode).toBe(
      200,
    )
    const entries = await auditOf('job.close', other)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: admin.userId,
      entityType: 'job',
      before: { status: 'open' },
      after: { status: 'closed' },
    })
    expect(entries[0]!.summary).toContain(`${tag} Storekeeper`)
    const listed = (await app.inject({ method: 'GET', url: `/api/jobs?search=${tag}` })).json()
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([open])
  })

  it('removes a job: off the board, its page 404 but for admins, its applications kept; audited', async () => {
    const removed = await admin.request({ method: 'DELETE', url: `/api/admin/jobs/${open}` })
    expect(removed.statusCode).toBe(204)
    expect(await auditOf('job.remove', open)).toHaveLength(1)
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${open}` })).statusCode).toBe(404)
    expect((await admin.request({ method: 'GET', url: `/api/jobs/${open}` })).json().status).toBe('removed')
    expect((await app.inject({ method: 'GET', url: `/api/jobs?search=${tag}` })).json().items).toEqual([])
    const mine = (await customer.request({ method: 'GET', url: '/api/job-applications/mine' })).json()
    expect(mine.items.map((item: { job_id: string }) => item.job_id)).toContain(open)
    // Removing again is a no-op; unknown and malformed ids are 404.
    expect((await admin.request({ method: 'DELETE', url: `/api/admin/jobs/${open}` })).statusCode).toBe(204)
    expect(await auditOf('job.remove', open)).toHaveLength(1)
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      expect((await admin.request({ method: 'DELETE', url: `/api/admin/jobs/${id}` })).statusCode).toBe(404)
      expect((await admin.request({ method: 'POST', url: `/api/admin/jobs/${id}/close` })).statusCode).toBe(
        404,
      )
    }
  })
})

describe('employers', () => {
  it('grants by e-mail (any case), audited; the account then has the dashboard', async () => {
    const future = await makeAccount(app, 'Wanjiku Njeri')
    expect((await future.request({ method: 'GET', url: '/api/employer-dashboard' })).statusCode).toBe(403)
    const granted = await admin.request({
      method: 'POST',
      url: '/api/admin/employers',
      payload: { email: future.email.toUpperCase(), company: 'Kilimo Bora Co-operative' },
    })
    expect(granted.statusCode, granted.body).toBe(201)
    expect(granted.json()).toMatchObject({
      user_id: future.userId,
      full_name: 'Wanjiku Njeri',
      email: future.email,
      company: 'Kilimo Bora Co-operative',
    })
    const [entry] = await auditOf('employer.grant', future.userId)
    expect(entry).toMatchObject({
      actorId: admin.userId,
      entityType: 'employer',
      after: { company: 'Kilimo Bora Co-operative' },
    })
    const dashboard = await future.request({ method: 'GET', url: '/api/employer-dashboard' })
    expect(dashboard.json().employer).toEqual({ source: 'admin', company: 'Kilimo Bora Co-operative' })

    const list = (await admin.request({ method: 'GET', url: '/api/admin/employers' })).json()
    expect(list.items[0]).toMatchObject({ user_id: future.userId, company: 'Kilimo Bora Co-operative' })
  })

  it('answers 404 jobs.employer_not_found for an e-mail no account uses, 400 for a bad body', async () => {
    const unknown = await admin.request({
      method: 'POST',
      url: '/api/admin/employers',
      payload: { email: 'nobody@example.co.ke', company: 'Ghost Ltd' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toEqual({
      code: 'jobs.employer_not_found',
      message: 'No account uses that e-mail address.',
    })
    const bad = await admin.request({ method: 'POST', url: '/api/admin/employers', payload: { email: 'x' } })
    expect(bad.statusCode).toBe(400)
  })

  it('revokes a grant, audited; the dashboard is 403 again; revoking again is 404', async () => {
    const leaving = await makeAccount(app, 'Leaving Employer')
    await admin.request({
      method: 'POST',
      url: '/api/admin/employers',
      payload: { email: leaving.email, company: 'Short Lived Ltd' },
    })
    const revoked = await admin.request({ method: 'DELETE', url: `/api/admin/employers/${leaving.userId}` })
    expect(revoked.statusCode).toBe(204)
    expect(await app.db.select().from(employers).where(eq(employers.userId, leaving.userId))).toEqual([])
    const [entry] = await auditOf('employer.revoke', leaving.userId)
    expect(entry).toMatchObject({ before: { company: 'Short Lived Ltd' }, after: null })
    const dashboard = await leaving.request({ method: 'GET', url: '/api/employer-dashboard' })
    expect(dashboard.json().error.code).toBe('jobs.not_employer')
    for (const id of [leaving.userId, 'nope']) {
      expect((await admin.request({ method: 'DELETE', url: `/api/admin/employers/${id}` })).statusCode).toBe(
        404,
      )
    }
  })
})
