import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { employers } from '../modules/jobs/jobs.table'
import { userRoles } from '../modules/users/users.table'
import { vendors } from '../modules/vendors/vendors.table'
import { as, signUp } from './auth-helpers'
import { multipartForm } from './multipart'

let ip = 0
const nextIp = () => `10.46.${Math.floor(++ip / 200)}.${ip % 200}`

export type Account = Awaited<ReturnType<typeof makeAccount>>

/** A signed-up customer with a request function. */
export async function makeAccount(app: FastifyInstance, name = 'Amina Wanjiru') {
  const account = await signUp(app, { ip: nextIp(), name })
  return { ...account, request: as(app, account.cookie) }
}

/** An employer through an approved, active vendor record (the commonest kind). */
export async function makeVendorEmployer(app: FastifyInstance, businessName = 'Safari Tech Ltd') {
  const account = await makeAccount(app, 'Otieno Kamau')
  await app.db
    .insert(vendors)
    .values({ userId: account.userId, businessName, verificationStatus: 'approved', isActive: true })
  return account
}

/** An employer through an admin's grant (an `employers` row). */
export async function makeGrantedEmployer(app: FastifyInstance, company = 'Kilimo Bora Co-operative') {
  const account = await makeAccount(app, 'Wanjiku Njeri')
  await app.db.insert(employers).values({ userId: account.userId, company })
  return account
}

export async function makeJobsAdmin(app: FastifyInstance) {
  const account = await makeAccount(app, 'Achieng Admin')
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  return account
}

export const jobInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Junior Software Developer',
  company: 'Safari Tech Ltd',
  category: 'Technology',
  job_type: 'full_time',
  location: 'Westlands, Nairobi',
  salary: 'KSh 80,000 - 120,000 a month',
  description: 'Build and maintain our M-Pesa integrations and the web shop with a small, friendly team.',
  requirements: ['A degree or diploma in computer science', 'Some TypeScript'],
  how_to_apply: 'Apply here with your CV.',
  ...overrides,
})

/** Posts a job through the employer's dashboard; answers its id. */
export async function postJob(employer: Account, overrides: Record<string, unknown> = {}) {
  const response = await employer.request({
    method: 'POST',
    url: '/api/employer-dashboard/jobs',
    payload: jobInput(overrides),
  })
  if (response.statusCode !== 201) throw new Error(`job not posted: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

/** A small but real PDF. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
)

/** POST /api/jobs/:id/applications with a CV (field "cv") and, when given, a cover note, as a browser sends it. */
export function applyTo(
  applicant: Account,
  jobId: string,
  {
    bytes = pdfBytes,
    fileName = 'Amina Wanjiru CV.pdf',
    type = 'application/pdf',
    coverNote,
  }: { bytes?: Buffer; fileName?: string; type?: string; coverNote?: string } = {},
) {
  const form = multipartForm([
    ...(coverNote === undefined ? [] : [{ name: 'cover_note', value: coverNote }]),
    { name: 'cv', fileName, type, bytes },
  ])
  return applicant.request({
    method: 'POST',
    url: `/api/jobs/${jobId}/applications`,
    payload: form.body,
    headers: { 'content-type': form.contentType },
  })
}

/** How many files the private document store holds (DATA_DIR/documents). */
export function storedDocuments(app: FastifyInstance) {
  const dir = join(app.config.dataDir, 'documents')
  return existsSync(dir) ? readdirSync(dir).length : 0
}
