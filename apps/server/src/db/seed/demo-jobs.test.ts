import { buffer } from 'node:stream/consumers'
import { jobCategories, jobTypes } from '@soko/shared/jobs/jobs.constants'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../modules/auth/auth.table'
import { employers, jobApplications, jobs } from '../../modules/jobs/jobs.table'
import { createApplicationDocumentStore as createDocumentStore } from '../../modules/providers/application-documents'
import { userRoles } from '../../modules/users/users.table'
import { cookiesOf, signIn } from '../../test/auth-helpers'
import { testSeedContext } from '../../test/seed-context'
import { buildTestApp } from '../../test/test-app'
import type { SeedContext } from './seed-context'
import { demoEmployerAccount } from './data/jobs'
import { demoCommunitySeeder } from './demo-community.seeder'
import { demoJobsSeeder } from './demo-jobs.seeder'
import { DEMO_PASSWORD, demoUsersSeeder } from './demo-users.seeder'
import { runSeeds } from './run-seeds'

let app: FastifyInstance
let context: SeedContext
let remove: () => void

// Only what the jobs demo builds on (the admin and the demo customers, the community's members), not the whole world.
beforeAll(async () => {
  app = await buildTestApp()
  ;({ context, remove } = testSeedContext(app))
  await runSeeds(app.db, [demoUsersSeeder, demoCommunitySeeder, demoJobsSeeder], context)
}, 120_000)
afterAll(async () => {
  await app.close()
  remove()
})

const DAY = 24 * 60 * 60 * 1000
/** The Nairobi date `days` days from now. */
const nairobiDate = (days = 0) =>
  new Date(Date.now() + 3 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10)

describe('the jobs demo seed', () => {
  it('lists 40+ open jobs across every category and job type, in Kenyan towns and remote', async () => {
    const rows = await app.db.select().from(jobs)
    const open = rows.filter((row) => row.status === 'open')
    expect(open.length).toBeGreaterThanOrEqual(40)
    expect(new Set(open.map((row) => row.category))).toEqual(new Set(jobCategories))
    expect(new Set(open.map((row) => row.jobType))).toEqual(new Set(jobTypes))
    for (const place of ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Remote'])
      expect(open.filter((row) => row.location!.includes(place)).length, place).toBeGreaterThan(0)
    expect(new Set(rows.map((row) => row.company)).size).toBeGreaterThanOrEqual(15)
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length)
  })

  it('gives each job a salary, a description of several paragraphs, 3 to 6 requirements and a deadline 1 to 6 weeks ahead', async () => {
    const rows = await app.db.select().from(jobs)
    const now = Date.now()
    for (const row of rows) {
      expect(row.salary, row.title).toMatch(/^KSh \d{1,3}(,\d{3})*( - \d{1,3}(,\d{3})*)? (a|an) /)
      const paragraphs = row.description.split('\n\n')
      expect(paragraphs.length, row.title).toBeGreaterThanOrEqual(3)
      expect(row.description.length).toBeGreaterThan(300)
      expect(row.requirements.length, row.title).toBeGreaterThanOrEqual(3)
      expect(row.requirements.length, row.title).toBeLessThanOrEqual(6)
      expect(row.howToApply).toMatch(/Soko/)
      expect(row.createdAt.getTime()).toBeLessThan(now)
      expect(now - row.createdAt.getTime()).toBeLessThan(60 * DAY)
    }
    const open = rows.filter((row) => row.status === 'open')
    const withDeadline = open.filter((row) => row.deadline !== null)
    expect(open.length - withDeadline.length).toBeGreaterThanOrEqual(2)
    expect(open.length - withDeadline.length).toBeLessThanOrEqual(6)
    for (const row of withDeadline) {
      expect(row.deadline! >= nairobiDate(7), row.title).toBe(true)
      expect(row.deadline! <= nairobiDate(42), row.title).toBe(true)
      expect(row.closedAt).toBeNull()
    }
    // A few closed by the deadline sweep: their deadline has passed.
    const closed = rows.filter((row) => row.status === 'closed')
    expect(closed.length).toBeGreaterThanOrEqual(2)
    expect(closed.length).toBeLessThanOrEqual(6)
    for (const row of closed) {
      expect(row.deadline! < nairobiDate(), row.title).toBe(true)
      expect(row.closedAt!.getTime()).toBeLessThan(now)
      expect(row.closedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime())
    }
    expect(rows.filter((row) => row.status === 'removed')).toEqual([])
  })

  it('posts every job from an employer the admin made one (an employers row each)', async () => {
    const rows = await app.db.select().from(jobs)
    const granted = await app.db.select().from(employers)
    const [admin] = await app.db.select().from(users).where(eq(users.email, 'admin@soko.demo'))
    const byUser = new Map(granted.map((row) => [row.userId, row]))
    for (const row of rows) {
      const employer = byUser.get(row.employerId!)
      expect(employer?.company, row.title).toBe(row.company)
    }
    for (const row of granted) expect(row.grantedBy).toBe(admin!.id)
    // Granted employers stay customers (decision 023: the row, not a role, makes them employers).
    const roles = await app.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(
        inArray(
          userRoles.userId,
          granted.map((row) => row.userId),
        ),
      )
    expect(new Set(roles.map((row) => row.role))).toEqual(new Set(['customer']))
  })

  it('makes employer@soko.demo an employer who signs in, with 8 jobs and applications with stored CVs', async () => {
    const response = await signIn(app, demoEmployerAccount.email, DEMO_PASSWORD)
    expect(response.statusCode).toBe(200)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesOf(response) } })
    expect(me.json()).toMatchObject({ role: 'customer', profile: { full_name: demoEmployerAccount.name } })

    const [user] = await app.db.select().from(users).where(eq(users.email, demoEmployerAccount.email))
    const [grant] = await app.db.select().from(employers).where(eq(employers.userId, user!.id))
    expect(grant).toMatchObject({ company: 'Savanna Tech Solutions' })
    const own = await app.db.select().from(jobs).where(eq(jobs.employerId, user!.id))
    expect(own.length).toBeGreaterThanOrEqual(7)
    expect(own.length).toBeLessThanOrEqual(9)
    expect(own.filter((row) => row.status === 'open').length).toBeGreaterThanOrEqual(6)

    const applications = await app.db
      .select({ application: jobApplications, role: userRoles.role, email: users.email })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.applicantId))
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        inArray(
          jobApplications.jobId,
          own.map((row) => row.id),
        ),
      )
    expect(applications.length).toBeGreaterThanOrEqual(5)
    expect(new Set(applications.map((row) => row.application.status))).toEqual(
      new Set(['received', 'shortlisted', 'interview', 'rejected']),
    )
    expect(applications.map((row) => row.email)).toContain('wanjiku@soko.demo')
    expect(applications.map((row) => row.email)).toContain('otieno@soko.demo')
    const documents = createDocumentStore(context.storage)
    for (const { application, role } of applications) {
      expect(role).toBe('customer')
      expect(own.find((row) => row.id === application.jobId)!.status).toBe('open')
      expect(application.createdAt.getTime()).toBeGreaterThan(
        own.find((row) => row.id === application.jobId)!.createdAt.getTime(),
      )
      expect(application).toMatchObject({ cvContentType: 'application/pdf' })
      expect(application.cvFileName).toMatch(/^[A-Za-z_]+_CV\.pdf$/)
      expect(application.coverNote!.length).toBeGreaterThan(20)
      // The CV is in the private document store, a PDF of the stored size.
      const stream = await documents.open(application.cvStorageKey)
      expect(stream, application.cvStorageKey).not.toBeNull()
      const bytes = await buffer(stream!)
      expect(bytes.length).toBe(application.cvSizeBytes)
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n')
    }
    // Wanjiku applied elsewhere too, so her own list has more than one.
    const [wanjiku] = await app.db.select().from(users).where(eq(users.email, 'wanjiku@soko.demo'))
    expect(
      (await app.db.select().from(jobApplications).where(eq(jobApplications.applicantId, wanjiku!.id)))
        .length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('adds nothing when asked to seed again', async () => {
    const count = async () => ({
      jobs: (await app.db.select().from(jobs)).length,
      employers: (await app.db.select().from(employers)).length,
      applications: (await app.db.select().from(jobApplications)).length,
    })
    const before = await count()
    await demoJobsSeeder.run(app.db, context)
    expect(await count()).toEqual(before)
  })
})
