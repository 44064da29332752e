import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PASSWORD } from '../../test/auth-helpers'
import {
  applyTo,
  makeAccount,
  makeJobsAdmin,
  makeVendorEmployer,
  pdfBytes,
  postJob,
  storedDocuments,
  type Account,
} from '../../test/job-helpers'
import { buildTestApp } from '../../test/test-app'
import { minimalDocx } from '../../test/zip'
import { nairobiToday } from './jobs.service'
import { jobApplications, jobs } from './jobs.table'

// The public board and the applicant's side of docs/jobs-api.md: the list and a posting, applying with a CV
// (sniffed, size-limited, private), My applications, withdrawing, the CV download, the deadline sweep, and the
// job sources of My activity and the billboard.

let app: FastifyInstance
let employer: Account
let admin: Account
let applicant: Account
let stranger: Account

const day = (offset: number) => nairobiToday(new Date(Date.now() + offset * 86_400_000))
const setJob = (id: string, values: Partial<typeof jobs.$inferInsert>) =>
  app.db.update(jobs).set(values).where(eq(jobs.id, id))
const jobRow = async (id: string) => (await app.db.select().from(jobs).where(eq(jobs.id, id)))[0]!
const notices = async (account: Account) =>
  (await account.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string | null
  }[]

beforeAll(async () => {
  app = await buildTestApp()
  employer = await makeVendorEmployer(app)
  admin = await makeJobsAdmin(app)
  applicant = await makeAccount(app, 'Amina Wanjiru')
  stranger = await makeAccount(app, 'Baraka Mwangi')
})
afterAll(async () => {
  await app.close()
})

describe('the public list', () => {
  const tag = `qz${Date.now().toString(36)}`
  const ids = {} as Record<'dev' | 'nurse' | 'driver' | 'closed' | 'expired' | 'removed' | 'today', string>
  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/jobs?${query}` })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as {
      items: { id: string; title: string; summary: string; company: string }[]
      total: number
      page: number
      page_size: number
    }
  }
  beforeAll(async () => {
    ids.dev = await postJob(employer, { title: `${tag} Backend Developer`, description: 'x'.repeat(300) })
    ids.nurse = await postJob(employer, {
      title: `${tag} Ward Nurse`,
      company: 'Aga Khan Hospital',
      category: 'Healthcare',
      job_type: 'contract',
      location: 'Parklands, Nairobi',
    })
    ids.driver = await postJob(employer, {
      title: `${tag} Delivery Rider`,
      company: 'Haraka Logistics',
      category: 'Logistics & Transport',
      job_type: 'part_time',
      location: 'Mombasa Road',
    })
    ids.today = await postJob(employer, { title: `${tag} Till Operator`, deadline: day(0) })
    ids.closed = await postJob(employer, { title: `${tag} Closed Cashier` })
    await setJob(ids.closed, { status: 'closed' })
    ids.expired = await postJob(employer, { title: `${tag} Expired Clerk` })
    await setJob(ids.expired, { deadline: day(-1) })
    ids.removed = await postJob(employer, { title: `${tag} Removed Guard` })
    await setJob(ids.removed, { status: 'removed' })
  })

  it('lists open jobs whose deadline has not passed (Nairobi), newest first, with a 200-character summary', async () => {
    const page = await list(`search=${tag}`)
    expect(page.items.map((item) => item.id)).toEqual([ids.today, ids.driver, ids.nurse, ids.dev])
    expect(page.total).toBe(4)
    expect(page.items.find((item) => item.id === ids.dev)!.summary).toHaveLength(200)
  })

  it('searches title, company and category, case-insensitively and in part', async () => {
    expect((await list(`search=${tag.toUpperCase()}%20ward`)).items.map((item) => item.id)).toEqual([
      ids.nurse,
    ])
    expect((await list(`search=haraka%20LOGI`)).items.map((item) => item.id)).toEqual([ids.driver])
    const healthcare = (await list('search=healthc')).items.map((item) => item.id)
    expect(healthcare).toContain(ids.nurse)
    expect(healthcare).not.toContain(ids.dev)
    // The user's own wildcards are taken literally.
    expect((await list(`search=${tag}%25nurse`)).items).toEqual([])
  })

  it('filters by type, category and place (in part), and pages', async () => {
    expect((await list(`search=${tag}&job_type=contract`)).items.map((item) => item.id)).toEqual([ids.nurse])
    expect(
      (await list(`search=${tag}&category=Logistics%20%26%20Transport`)).items.map((item) => item.id),
    ).toEqual([ids.driver])
    expect((await list(`search=${tag}&location=parkl`)).items.map((item) => item.id)).toEqual([ids.nurse])
    expect((await list(`search=${tag}&job_type=all&category=`)).total).toBe(4)
    const second = await list(`search=${tag}&page=2&page_size=3`)
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 })
    expect(second.items.map((item) => item.id)).toEqual([ids.dev])
    expect((await app.inject({ method: 'GET', url: '/api/jobs?job_type=astronaut' })).statusCode).toBe(400)
  })

  it('opens open and closed postings to anyone, removed ones to admins only (404 otherwise)', async () => {
    const open = await app.inject({ method: 'GET', url: `/api/jobs/${ids.nurse}` })
    expect(open.statusCode).toBe(200)
    expect(open.json()).toMatchObject({
      id: ids.nurse,
      company: 'Aga Khan Hospital',
      requirements: ['A degree or diploma in computer science', 'Some TypeScript'],
      how_to_apply: 'Apply here with your CV.',
      applications_count: null,
      is_owner: false,
      my_application: null,
    })
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${ids.closed}` })).json().status).toBe('closed')
    const url = `/api/jobs/${ids.removed}`
    for (const removed of [
      await app.inject({ method: 'GET', url }),
      await stranger.request({ method: 'GET', url }),
      await employer.request({ method: 'GET', url }),
    ]) {
      expect(removed.statusCode).toBe(404)
      expect(removed.json().error.code).toBe('jobs.not_found')
    }
    const asAdmin = await admin.request({ method: 'GET', url: `/api/jobs/${ids.removed}` })
    expect(asAdmin.statusCode).toBe(200)
    expect(asAdmin.json()).toMatchObject({ status: 'removed', applications_count: 0 })
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await app.inject({ method: 'GET', url: `/api/jobs/${id}` })).json().error.code).toBe(
        'jobs.not_found',
      )
    }
  })

  it('tells the poster it is theirs, with the number of applications', async () => {
    const own = (await employer.request({ method: 'GET', url: `/api/jobs/${ids.dev}` })).json()
    expect(own).toMatchObject({ is_owner: true, applications_count: 0 })
  })

  it('closes open jobs whose last day has passed in the sweep, and only those', async () => {
    expect((await jobRow(ids.expired)).status).toBe('open')
    const results = await app.jobs.runOnce()
    expect(results.closedExpiredJobs).toBeGreaterThanOrEqual(1)
    const expired = await jobRow(ids.expired)
    expect(expired.status).toBe('closed')
    expect(expired.closedAt).toBeInstanceOf(Date)
    expect((await jobRow(ids.today)).status).toBe('open')
    expect((await jobRow(ids.removed)).status).toBe('removed')
    expect((await app.jobs.runOnce()).closedExpiredJobs).toBe(0)
  })
})

describe('applying', () => {
  it('takes a real PDF with a cover note, keeps it privately and tells the employer', async () => {
    const jobId = await postJob(employer, { title: 'Customer Care Agent', company: 'Safari Tech Ltd' })
    const before = storedDocuments(app)
    const response = await applyTo(applicant, jobId, {
      coverNote: '  I have three years at a call centre.  ',
    })
    expect(response.statusCode, response.body).toBe(201)
    const application = response.json()
    expect(application).toMatchObject({
      job_id: jobId,
      job_title: 'Customer Care Agent',
      company: 'Safari Tech Ltd',
      status: 'received',
      cover_note: 'I have three years at a call centre.',
      cv_file_name: 'Amina Wanjiru CV.pdf',
      cv_url: `/api/job-applications/${application.id}/cv`,
    })
    expect(storedDocuments(app)).toBe(before + 1)
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, application.id))
    expect(row).toMatchObject({ cvContentType: 'application/pdf', cvSizeBytes: pdfBytes.length })
    expect(existsSync(join(app.config.dataDir, 'documents', row!.cvStorageKey))).toBe(true)

    expect((await notices(employer))[0]).toMatchObject({
      title: 'New application: Customer Care Agent',
      action_url: '/employer-dashboard',
    })
    const detail = (await applicant.request({ method: 'GET', url: `/api/jobs/${jobId}` })).json()
    expect(detail.my_application).toMatchObject({ id: application.id, status: 'received' })
    const mine = (await applicant.request({ method: 'GET', url: '/api/job-applications/mine' })).json()
    expect(mine.items[0]).toMatchObject({ id: application.id, job_title: 'Customer Care Agent' })
  })

  it('takes a .docx and a Word 97-2003 file, the type read from the bytes whatever the name says', async () => {
    const docx = await applyTo(applicant, await postJob(employer), {
      bytes: minimalDocx(),
      fileName: 'cv.bin',
      type: 'application/octet-stream',
    })
    expect(docx.statusCode, docx.body).toBe(201)
    const [docxRow] = await app.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, docx.json().id))
    expect(docxRow!.cvContentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(docxRow!.cvStorageKey).toMatch(/\.docx$/)
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024),
    ])
    const doc = await applyTo(applicant, await postJob(employer), { bytes: ole, fileName: 'cv.doc' })
    expect(doc.statusCode, doc.body).toBe(201)
  })

  it('refuses a file named .pdf that is not one, a 6 MB file while it streams, and a missing CV; nothing is kept', async () => {
    const jobId = await postJob(employer)
    const before = storedDocuments(app)
    const fake = await applyTo(applicant, jobId, {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      fileName: 'cv.pdf',
    })
    expect(fake.statusCode).toBe(400)
    expect(fake.json().error).toEqual({
      code: 'jobs.cv_type',
      message: 'Your CV must be a PDF or Word document.',
    })

    const large = await applyTo(applicant, jobId, {
      bytes: Buffer.concat([pdfBytes, Buffer.alloc(6 * 1024 * 1024)]),
    })
    expect(large.statusCode).toBe(413)
    expect(large.json().error).toEqual({
      code: 'jobs.cv_too_large',
      message: 'Your CV must be 5 MB or smaller.',
    })

    const none = await applicant.request({
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { cover_note: 'no file' },
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.code).toBe('jobs.cv_missing')
    const empty = await applyTo(applicant, jobId, { bytes: Buffer.alloc(0) })
    expect(empty.json().error.code).toBe('jobs.cv_missing')

    const longNote = await applyTo(applicant, jobId, { coverNote: 'x'.repeat(3001) })
    expect(longNote.statusCode).toBe(400)
    expect(longNote.json().error.fields).toHaveProperty('cover_note')

    expect(storedDocuments(app)).toBe(before)
    expect(await app.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId))).toEqual([])
  })

  it('answers a broken or hostile multipart body with a 4xx, never a 5xx', async () => {
    const jobId = await postJob(employer)
    const url = `/api/jobs/${jobId}/applications`
    const send = (contentType: string, payload: string | Buffer) =>
      applicant.request({
        method: 'POST',
        url,
        payload: Buffer.from(payload),
        headers: { 'content-type': contentType },
      })
    const cv = (name: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`
    const answers = [
      await send('multipart/form-data', 'no boundary at all'),
      await send('multipart/form-data; boundary=b', `${cv('cv')}`),
      await send('multipart/form-data; boundary=b', `${cv('cv')}${cv('cv')}--b--\r\n`),
      await send('multipart/form-data; boundary=b', `${cv('constructor')}--b--\r\n`),
      await send('multipart/form-data; boundary=b', '--b--\r\n'),
    ]
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode, answer.body).toBeLessThan(500)
    }
  })

  it('refuses a second application to the same job (409) and removes its stored file again', async () => {
    const jobId = await postJob(employer)
    expect((await applyTo(applicant, jobId)).statusCode).toBe(201)
    const before = storedDocuments(app)
    const again = await applyTo(applicant, jobId, { bytes: minimalDocx(), fileName: 'new.docx' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'jobs.already_applied',
      message: 'You have already applied for this job.',
    })
    expect(storedDocuments(app)).toBe(before)
  })

  it('refuses closed jobs, past deadlines and one’s own job (409), removed and unknown ones (404), guests (401)', async () => {
    const closed = await postJob(employer)
    await setJob(closed, { status: 'closed' })
    const late = await postJob(employer)
    await setJob(late, { deadline: day(-1) })
    const removed = await postJob(employer)
    await setJob(removed, { status: 'removed' })
    const before = storedDocuments(app)
    for (const id of [closed, late]) {
      const response = await applyTo(applicant, id)
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('jobs.closed')
    }
    const own = await applyTo(employer, await postJob(employer))
    expect(own.statusCode).toBe(409)
    expect(own.json().error).toEqual({ code: 'jobs.own_job', message: 'You cannot apply to your own job.' })
    for (const id of [removed, '00000000-0000-0000-0000-000000000000', 'nope']) {
      expect((await applyTo(applicant, id)).json().error.code).toBe('jobs.not_found')
    }
    const guest = await app.inject({ method: 'POST', url: `/api/jobs/${closed}/applications` })
    expect(guest.statusCode).toBe(401)
    expect(storedDocuments(app)).toBe(before)
  })
})

describe('the CV download', () => {
  let applicationId: string
  beforeAll(async () => {
    const jobId = await postJob(employer, { title: 'Accountant' })
    applicationId = (await applyTo(applicant, jobId, { fileName: 'Amina: CV*.pdf' })).json().id
  })

  it('gives the file to the applicant, the job’s employer and admins, as a private attachment', async () => {
    for (const who of [applicant, employer, admin]) {
      const response = await who.request({ method: 'GET', url: `/api/job-applications/${applicationId}/cv` })
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload).toEqual(pdfBytes)
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Amina_ CV_.pdf"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      })
    }
  })

  it('is 404 to anyone else (another employer too), 401 signed out', async () => {
    const otherEmployer = await makeVendorEmployer(app, 'Another Co')
    for (const who of [stranger, otherEmployer]) {
      const response = await who.request({ method: 'GET', url: `/api/job-applications/${applicationId}/cv` })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('jobs.application_not_found')
    }
    expect((await stranger.request({ method: 'GET', url: '/api/job-applications/zzz/cv' })).statusCode).toBe(
      404,
    )
    expect(
      (await app.inject({ method: 'GET', url: `/api/job-applications/${applicationId}/cv` })).statusCode,
    ).toBe(401)
  })
})

describe('withdrawing', () => {
  it('lets the applicant withdraw their own application while it is considered, and tells the employer', async () => {
    const jobId = await postJob(employer, { title: 'Sales Executive' })
    const { id } = (await applyTo(applicant, jobId)).json()
    const notMine = await stranger.request({ method: 'POST', url: `/api/job-applications/${id}/withdraw` })
    expect(notMine.statusCode).toBe(404)
    expect(notMine.json().error.code).toBe('jobs.application_not_found')

    const moved = await employer.request({
      method: 'POST',
      url: `/api/employer-dashboard/applications/${id}/status`,
      payload: { status: 'shortlisted' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const withdrawn = await applicant.request({ method: 'POST', url: `/api/job-applications/${id}/withdraw` })
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json()).toMatchObject({ id, status: 'withdrawn' })
    expect((await notices(employer))[0]).toMatchObject({ title: 'Application withdrawn: Sales Executive' })

    const again = await applicant.request({ method: 'POST', url: `/api/job-applications/${id}/withdraw` })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('jobs.cannot_withdraw')
  })

  it('refuses once an offer was made', async () => {
    const { id } = (await applyTo(applicant, await postJob(employer))).json()
    for (const status of ['shortlisted', 'offered']) {
      await employer.request({
        method: 'POST',
        url: `/api/employer-dashboard/applications/${id}/status`,
        payload: { status },
      })
    }
    const response = await applicant.request({ method: 'POST', url: `/api/job-applications/${id}/withdraw` })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('jobs.cannot_withdraw')
  })
})

describe('elsewhere', () => {
  it('lists applications in My activity', async () => {
    const jobId = await postJob(employer, { title: 'Graphic Designer', company: 'Kijani Creative' })
    const { id } = (await applyTo(applicant, jobId)).json()
    const items = (await applicant.request({ method: 'GET', url: '/api/activity' })).json().items
    expect(items[0]).toEqual({
      kind: 'job_application',
      id,
      title: 'Graphic Designer',
      subtitle: 'Kijani Creative',
      status: 'received',
      date: expect.any(String),
      amount_cents: null,
      href: '/jobs/applications',
      ticket_count: null,
    })
  })

  it('puts open jobs on the billboard as services linking to the posting', async () => {
    const jobId = await postJob(employer, { title: 'Billboard Job '.repeat(6), company: 'Advert Co' })
    const items = (await app.inject({ method: 'GET', url: '/api/adverts' })).json().items as {
      id: string
      type: string
      title: string
      vendor: string
      price: number | null
      link: string
    }[]
    const job = items.find((item) => item.id === jobId)
    expect(job).toMatchObject({ type: 'service', vendor: 'Advert Co', price: null, link: `/jobs/${jobId}` })
    expect(job!.title.length).toBeLessThanOrEqual(60)
    expect(items.every((item) => item.type !== 'service' || item.link.startsWith('/jobs/'))).toBe(true)
  })

  it("erases the applicant's CV files when the account is deleted", async () => {
    const leaving = await makeAccount(app, 'Leaving Applicant')
    const { id } = (await applyTo(leaving, await postJob(employer))).json()
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, id))
    const file = join(app.config.dataDir, 'documents', row!.cvStorageKey)
    expect(existsSync(file)).toBe(true)
    const deleted = await leaving.request({
      method: 'POST',
      url: '/api/auth/delete-user',
      payload: { password: TEST_PASSWORD },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(existsSync(file)).toBe(false)
  })
})
