import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyTo,
  jobInput,
  makeAccount,
  makeGrantedEmployer,
  makeVendorEmployer,
  postJob,
  type Account,
} from '../../test/job-helpers'
import { buildTestApp } from '../../test/test-app'
import { serviceProviderProfiles } from '../providers/providers.table'
import { vendors } from '../vendors/vendors.table'
import { nairobiToday } from './jobs.service'
import { jobs } from './jobs.table'

// The employer's dashboard of docs/jobs-api.md and decision 023: who is an employer, their jobs, the
// applications to them and the moves of employerApplicationMoves, each told to the applicant.

let app: FastifyInstance
let employer: Account
let rival: Account
let customer: Account

const day = (offset: number) => nairobiToday(new Date(Date.now() + offset * 86_400_000))
const dashboard = (
  who: Account,
  path = '',
  init: { method?: 'GET' | 'POST' | 'PATCH'; payload?: object } = {},
) =>
  who.request({ method: init.method ?? 'GET', url: `/api/employer-dashboard${path}`, payload: init.payload })
const move = (who: Account, id: string, status: string) =>
  dashboard(who, `/applications/${id}/status`, { method: 'POST', payload: { status } })

beforeAll(async () => {
  app = await buildTestApp()
  employer = await makeVendorEmployer(app, 'Safari Tech Ltd')
  rival = await makeVendorEmployer(app, 'Rival Works')
  customer = await makeAccount(app, 'Plain Customer')
})
afterAll(async () => {
  await app.close()
})

describe('who is an employer', () => {
  it('is 401 signed out and 403 jobs.not_employer for a customer, before the body is read', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/employer-dashboard' })
    expect(guest.statusCode).toBe(401)
    const refused = await dashboard(customer)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('jobs.not_employer')
    // An invalid body is never looked at: still 403, not 400.
    const post = await dashboard(customer, '/jobs', { method: 'POST', payload: { title: 1 } })
    expect(post.statusCode).toBe(403)
    expect(post.json().error.code).toBe('jobs.not_employer')
  })

  it('is an approved active vendor, an approved active provider of any type, or an admin’s grant', async () => {
    expect((await dashboard(employer)).json().employer).toEqual({
      source: 'vendor',
      company: 'Safari Tech Ltd',
    })

    const provider = await makeAccount(app, 'Dr. Njoroge')
    await app.db.insert(serviceProviderProfiles).values({
      userId: provider.userId,
      providerType: 'medical_provider',
      verificationStatus: 'approved',
      businessName: 'Njoroge Clinic',
      isActive: true,
    })
    expect((await dashboard(provider)).json().employer).toEqual({
      source: 'provider',
      company: 'Njoroge Clinic',
    })

    const granted = await makeGrantedEmployer(app, 'Kilimo Bora Co-operative')
    expect((await dashboard(granted)).json().employer).toEqual({
      source: 'admin',
      company: 'Kilimo Bora Co-operative',
    })
  })

  it('is not a pending or inactive vendor, nor an inactive or unapproved provider', async () => {
    const pending = await makeAccount(app)
    await app.db.insert(vendors).values({
      userId: pending.userId,
      businessName: 'Pending Shop',
      verificationStatus: 'pending',
      isActive: true,
    })
    const inactive = await makeAccount(app)
    await app.db.insert(vendors).values({
      userId: inactive.userId,
      businessName: 'Shut Shop',
      verificationStatus: 'approved',
      isActive: false,
    })
    const paused = await makeAccount(app)
    await app.db.insert(serviceProviderProfiles).values({
      userId: paused.userId,
      providerType: 'service_provider',
      verificationStatus: 'approved',
      businessName: 'Paused Plumbing',
      isActive: false,
    })
    const unapproved = await makeAccount(app)
    await app.db.insert(serviceProviderProfiles).values({
      userId: unapproved.userId,
      providerType: 'event_promoter',
      verificationStatus: 'rejected',
      businessName: 'Rejected Events',
    })
    for (const who of [pending, inactive, paused, unapproved]) {
      expect((await dashboard(who)).statusCode).toBe(403)
    }
  })
})

describe("the employer's jobs", () => {
  it('posts an open job, refuses a deadline before today or not a real day', async () => {
    const response = await dashboard(employer, '/jobs', {
      method: 'POST',
      payload: jobInput({ deadline: day(0) }),
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      status: 'open',
      deadline: day(0),
      salary: 'KSh 80,000 - 120,000 a month',
      applications_count: 0,
      new_applications: 0,
    })
    const past = await dashboard(employer, '/jobs', {
      method: 'POST',
      payload: jobInput({ deadline: day(-1) }),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().error).toEqual({
      code: 'jobs.deadline_past',
      message: 'The deadline cannot be before today.',
    })
    const impossible = await dashboard(employer, '/jobs', {
      method: 'POST',
      payload: jobInput({ deadline: '2031-02-30' }),
    })
    expect(impossible.statusCode).toBe(400)
    expect(impossible.json().error.code).toBe('validation_failed')
  })

  it('edits only the fields sent, and only its own jobs (404 otherwise)', async () => {
    const id = await postJob(employer)
    const edited = await dashboard(employer, `/jobs/${id}`, {
      method: 'PATCH',
      payload: { title: 'Senior Software Developer', salary: null },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Senior Software Developer',
      salary: null,
      requirements: ['A degree or diploma in computer science', 'Some TypeScript'],
      company: 'Safari Tech Ltd',
    })
    const late = await dashboard(employer, `/jobs/${id}`, { method: 'PATCH', payload: { deadline: day(-2) } })
    expect(late.json().error.code).toBe('jobs.deadline_past')
    for (const target of [id, 'not-an-id']) {
      const theirs = await dashboard(rival, `/jobs/${target}`, {
        method: 'PATCH',
        payload: { title: 'Taken over' },
      })
      expect(theirs.statusCode).toBe(404)
      expect(theirs.json().error.code).toBe('jobs.not_found')
    }
  })

  it('lists its own jobs newest first, closes (idempotently) and reopens them', async () => {
    const first = await postJob(employer, { title: 'First Posting' })
    const second = await postJob(employer, { title: 'Second Posting' })
    await postJob(rival, { title: 'Rival Posting' })
    const items = (await dashboard(employer, '/jobs')).json().items as { id: string; title: string }[]
    expect(items.map((item) => item.id).slice(0, 2)).toEqual([second, first])
    expect(items.some((item) => item.title === 'Rival Posting')).toBe(false)

    for (let i = 0; i < 2; i++) {
      const closed = await dashboard(employer, `/jobs/${first}/close`, { method: 'POST' })
      expect(closed.statusCode).toBe(200)
      expect(closed.json().status).toBe('closed')
    }
    expect((await dashboard(rival, `/jobs/${second}/close`, { method: 'POST' })).statusCode).toBe(404)
    const reopened = await dashboard(employer, `/jobs/${first}/reopen`, { method: 'POST' })
    expect(reopened.json().status).toBe('open')
  })

  it('refuses to reopen past the deadline or after an admin removed it (409), hides removed ones', async () => {
    const expired = await postJob(employer)
    await app.db
      .update(jobs)
      .set({ status: 'closed', deadline: day(-1) })
      .where(eq(jobs.id, expired))
    const late = await dashboard(employer, `/jobs/${expired}/reopen`, { method: 'POST' })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({
      code: 'jobs.cannot_reopen',
      message: 'Set a deadline in the future before reopening this job.',
    })
    // With a new deadline it may open again.
    await dashboard(employer, `/jobs/${expired}`, { method: 'PATCH', payload: { deadline: day(7) } })
    expect((await dashboard(employer, `/jobs/${expired}/reopen`, { method: 'POST' })).json().status).toBe(
      'open',
    )

    const removed = await postJob(employer)
    await app.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, removed))
    expect((await dashboard(employer, `/jobs/${removed}/reopen`, { method: 'POST' })).json().error.code).toBe(
      'jobs.cannot_reopen',
    )
    const listed = (await dashboard(employer, '/jobs')).json().items as { id: string }[]
    expect(listed.some((item) => item.id === removed)).toBe(false)
    expect((await dashboard(employer, `/jobs/${removed}/close`, { method: 'POST' })).statusCode).toBe(404)
    expect((await dashboard(rival, `/jobs/${expired}/reopen`, { method: 'POST' })).statusCode).toBe(404)
  })
})

describe('applications and moves', () => {
  let jobId: string
  let first: { id: string; applicant: Account }
  let second: { id: string; applicant: Account }

  beforeAll(async () => {
    jobId = await postJob(employer, { title: 'Data Analyst', company: 'Safari Tech Ltd' })
    const amina = await makeAccount(app, 'Amina Wanjiru')
    const baraka = await makeAccount(app, 'Baraka Mwangi')
    // Baraka reads Soko in Swahili: his notices come in Swahili.
    await baraka.request({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${baraka.cookie}; soko_language=sw` },
    })
    first = { id: (await applyTo(amina, jobId, { coverNote: 'Hello' })).json().id, applicant: amina }
    second = { id: (await applyTo(baraka, jobId)).json().id, applicant: baraka }
    await applyTo(amina, await postJob(rival, { title: 'Rival Analyst' }))
  })

  it("lists a job's applications oldest first with the applicant's contact, to its employer only", async () => {
    const response = await dashboard(employer, `/jobs/${jobId}/applications`)
    expect(response.statusCode).toBe(200)
    const items = response.json().items
    expect(items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id])
    expect(items[0]).toMatchObject({
      job_id: jobId,
      job_title: 'Data Analyst',
      status: 'received',
      cover_note: 'Hello',
      cv_url: `/api/job-applications/${first.id}/cv`,
      applicant: { id: first.applicant.userId, full_name: 'Amina Wanjiru', email: first.applicant.email },
    })
    expect((await dashboard(rival, `/jobs/${jobId}/applications`)).statusCode).toBe(404)
  })

  it('lists applications across its own jobs only, newest first, by status', async () => {
    const all = (await dashboard(employer, '/applications')).json().items as {
      id: string
      job_title: string
    }[]
    expect(all.map((item) => item.id).slice(0, 2)).toEqual([second.id, first.id])
    expect(all.some((item) => item.job_title === 'Rival Analyst')).toBe(false)
    const rivals = (await dashboard(rival, '/applications')).json().items as { job_title: string }[]
    expect(rivals.map((item) => item.job_title)).toEqual(['Rival Analyst'])
    expect((await dashboard(employer, '/applications?status=shortlisted')).json().items).toEqual([])
    expect((await dashboard(employer, '/applications?status=hired')).statusCode).toBe(400)
  })

  it('moves an application only along employerApplicationMoves (409 otherwise), telling the applicant', async () => {
    const skip = await move(employer, first.id, 'interview')
    expect(skip.statusCode).toBe(409)
    expect(skip.json().error).toEqual({
      code: 'jobs.bad_move',
      message: 'This application cannot move to that status.',
    })
    expect((await move(employer, first.id, 'withdrawn')).statusCode).toBe(409)
    expect((await move(employer, first.id, 'received')).statusCode).toBe(409)

    for (const status of ['shortlisted', 'interview', 'offered']) {
      const moved = await move(employer, first.id, status)
      expect(moved.statusCode, moved.body).toBe(200)
      expect(moved.json()).toMatchObject({ id: first.id, status })
    }
    expect((await move(employer, first.id, 'rejected')).json().error.code).toBe('jobs.bad_move')

    const titles = (await first.applicant.request({ method: 'GET', url: '/api/notifications' }))
      .json()
      .items.map((item: { title: string }) => item.title)
    expect(titles.slice(0, 3)).toEqual([
      'Your application for Data Analyst: Offered',
      'Your application for Data Analyst: Interview',
      'Your application for Data Analyst: Shortlisted',
    ])
    const mine = (await first.applicant.request({ method: 'GET', url: '/api/job-applications/mine' })).json()
    expect(mine.items.find((item: { id: string }) => item.id === first.id).status).toBe('offered')
  })

  it('tells the applicant in their language', async () => {
    expect((await move(employer, second.id, 'rejected')).statusCode).toBe(200)
    const [notice] = (await second.applicant.request({ method: 'GET', url: '/api/notifications' })).json()
      .items
    expect(notice).toMatchObject({
      title: 'Ombi lako la kazi ya Data Analyst: Halikufanikiwa',
      action_url: '/jobs/applications',
    })
  })

  it("answers 404 for another employer's application and a malformed id", async () => {
    const fresh = (await applyTo(await makeAccount(app), jobId)).json().id
    for (const id of [fresh, 'zzz']) {
      const response = await move(rival, id, 'shortlisted')
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('jobs.application_not_found')
    }
    expect((await move(employer, fresh, 'astronaut')).statusCode).toBe(400)
  })

  it('counts open jobs, applications and new ones on the dashboard', async () => {
    const fresh = await makeVendorEmployer(app, 'Counting Co')
    const open = await postJob(fresh)
    const closed = await postJob(fresh)
    await dashboard(fresh, `/jobs/${closed}/close`, { method: 'POST' })
    const a = (await applyTo(await makeAccount(app), open)).json().id
    await applyTo(await makeAccount(app), open)
    await move(fresh, a, 'shortlisted')
    expect((await dashboard(fresh)).json().stats).toEqual({
      open_jobs: 1,
      applications: 2,
      new_applications: 1,
    })
  })
})
