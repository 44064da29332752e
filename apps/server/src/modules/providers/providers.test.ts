import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp, TEST_PASSWORD } from '../../test/auth-helpers'
import { multipart } from '../../test/multipart'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { drivers } from '../drivers/drivers.table'
import { notifications } from '../notifications/notifications.table'
import { userRoles } from '../users/users.table'
import { vendors } from '../vendors/vendors.table'
import { applicationDocuments, serviceProviderProfiles } from './providers.table'

let app: FastifyInstance
let admin: ReturnType<typeof as>

type Account = Awaited<ReturnType<typeof signUp>> & { call: ReturnType<typeof as> }
async function account(name = 'Test User'): Promise<Account> {
  const created = await signUp(app, { name })
  return { ...created, call: as(app, created.cookie) }
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

async function upload(who: Account, fileName: string, type: string, bytes: Buffer) {
  const { body, contentType } = multipart(fileName, type, bytes)
  return app.inject({
    method: 'POST',
    url: '/api/provider-applications/documents',
    headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': contentType },
    payload: body,
  })
}

const application = (overrides: Record<string, unknown> = {}) => ({
  service_type: 'service_provider',
  business_name: 'Mwangi Plumbing Works',
  business_description: 'Leaks, blocked drains and new installations.',
  business_address: 'Kilimani, Nairobi',
  business_phone: '+254712345678',
  business_email: '',
  license_number: '',
  experience_years: 7,
  specialization: 'Plumbing',
  service_areas: ['Kilimani', 'Westlands', 'Kilimani'],
  document_ids: [],
  terms_accepted: true,
  ...overrides,
})

/** Applies and has the admin approve: an approved provider of the given category. */
async function approvedProvider(name: string, overrides: Record<string, unknown> = {}) {
  const who = await account(name)
  const submitted = await who.call({
    method: 'POST',
    url: '/api/provider-applications',
    payload: application({ business_name: `${name} Services`, ...overrides }),
  })
  expect(submitted.statusCode).toBe(201)
  const approved = await admin({
    method: 'POST',
    url: `/api/admin/service-applications/${submitted.json().id}/approve`,
  })
  expect(approved.statusCode).toBe(200)
  const [profile] = await app.db
    .select()
    .from(serviceProviderProfiles)
    .where(eq(serviceProviderProfiles.userId, who.userId))
  return { ...who, profileId: profile!.id }
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Akinyi Otieno',
  email: 'akinyi@example.co.ke',
  phone: '0722000111',
  address: 'Ngong Road, Nairobi',
  preferred_time: 'morning',
  service_description: 'Kitchen sink is leaking',
  urgency: 'high',
  ...overrides,
})

const notificationsOf = (userId: string) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId))

beforeAll(async () => {
  app = await buildTestApp()
  const boss = await signUp(app, { name: 'Achieng Admin' })
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, boss.userId))
  admin = as(app, boss.cookie)
})
afterAll(async () => {
  await app.close()
})

describe('access', () => {
  it('refuses every signed-in operation to a guest (401) and the portal and vendor operations to a customer (403)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const operations = Object.entries(document.paths)
      .filter(([path]) =>
        /^\/api\/(provider|provider-hub|provider-applications|bookings|vendor)(\/|$)/.test(path),
      )
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE',
          path,
          url: path.replace(/\{[^}]+\}/g, '01900000-0000-7000-8000-000000000000'),
        })),
      )
    expect(operations.length).toBeGreaterThanOrEqual(20)
    const customer = await account('Plain Customer')
    for (const operation of operations) {
      const guest = await app.inject({
        method: operation.method,
        url: operation.url,
        headers: { origin: TEST_ORIGIN },
        payload: {},
      })
      expect(guest.statusCode, `${operation.method} ${operation.url} as a guest`).toBe(401)
      expect(guest.json()).toMatchObject({ error: { code: 'unauthorized' } })
      // Reading one's own profiles is open to anyone signed in (the list is empty); every other portal call
      // needs an approved profile.
      const portal =
        operation.path.startsWith('/api/provider/') && operation.path !== '/api/provider/profiles'
      const vendor = operation.path.startsWith('/api/vendor/')
      if (!portal && !vendor) continue
      const asCustomer = await customer.call({ method: operation.method, url: operation.url, payload: {} })
      // The portal checks the body after access; both are refused before anything is read or written.
      expect([403, 400], `${operation.method} ${operation.url} as a customer`).toContain(
        asCustomer.statusCode,
      )
      if (operation.method === 'GET' || operation.method === 'DELETE')
        expect(asCustomer.json().error.code).toBe(
          portal ? 'provider_access_required' : 'vendor_access_required',
        )
    }
  })

  it('refuses approval and rejection to a customer (403) and a guest (401)', async () => {
    const applicant = await account('Eager Applicant')
    const submitted = await applicant.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application(),
    })
    const id = submitted.json().id as string
    for (const action of ['approve', 'reject']) {
      const url = `/api/admin/service-applications/${id}/${action}`
      expect((await applicant.call({ method: 'POST', url, payload: {} })).statusCode).toBe(403)
      expect(
        (await app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload: {} })).statusCode,
      ).toBe(401)
    }
    const [row] = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, applicant.userId))
    expect(row).toBeUndefined()
  })
})

describe('applications', () => {
  it('takes PDF and image documents and refuses other types and oversized files with a clear message', async () => {
    const who = await account()
    const good = await upload(who, '../../etc/license.pdf', 'application/pdf', pdf)
    expect(good.statusCode).toBe(201)
    expect(good.json()).toMatchObject({ file_name: 'license.pdf', content_type: 'application/pdf' })

    const html = await upload(
      who,
      'cv.pdf',
      'application/pdf',
      Buffer.from('<html><script>x</script></html>'),
    )
    expect(html.statusCode).toBe(400)
    expect(html.json().error).toEqual({
      code: 'document_type',
      message: 'Documents must be PDF, JPEG, PNG or WebP files.',
    })

    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)])
    const tooLarge = await upload(who, 'big.pdf', 'application/pdf', big)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error).toEqual({
      code: 'document_too_large',
      message: 'Each document must be at most 5 MB.',
    })
  })

  it('forgets documents never attached to an application once they are a day old', async () => {
    const who = await account()
    const stale = (await upload(who, 'old.pdf', 'application/pdf', pdf)).json()
    const fresh = (await upload(who, 'new.pdf', 'application/pdf', pdf)).json()
    await app.db
      .update(applicationDocuments)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(applicationDocuments.id, stale.id))
    await app.jobs.runOnce()
    const left = await app.db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.userId, who.userId))
    expect(left).toEqual([{ id: fresh.id }])
  })

  it("deleting the account erases the applicant's document files, attached or not (Privacy Notice)", async () => {
    const who = await account()
    const attached = (await upload(who, 'id.pdf', 'application/pdf', pdf)).json()
    await upload(who, 'draft.pdf', 'application/pdf', pdf)
    const submitted = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application({ document_ids: [attached.id] }),
    })
    expect(submitted.statusCode, submitted.body).toBe(201)
    const files = (
      await app.db
        .select({ key: applicationDocuments.storageKey })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.userId, who.userId))
    ).map(({ key }) => join(app.config.dataDir, 'documents', key))
    expect(files).toHaveLength(2)
    expect(files.every((file) => existsSync(file))).toBe(true)

    const deleted = await who.call({
      method: 'POST',
      url: '/api/auth/delete-user',
      payload: { password: TEST_PASSWORD },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(files.filter((file) => existsSync(file))).toEqual([])
  })

  it('submits with documents, refuses a second open one in the category, lists it on the hub', async () => {
    const who = await account('Wambui Njeri')
    const doc = (await upload(who, 'id.pdf', 'application/pdf', pdf)).json()
    const submitted = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application({ document_ids: [doc.id], status: 'approved' }),
    })
    expect(submitted.statusCode).toBe(201)
    expect(submitted.json()).toMatchObject({
      status: 'pending',
      business_email: null,
      license_number: null,
      service_areas: ['Kilimani', 'Westlands'],
      documents: [{ id: doc.id, file_name: 'id.pdf' }],
    })

    const again = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application(),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('application_pending')

    // A document cannot be attached twice, nor someone else's.
    const other = await account()
    const stolen = await other.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application({ document_ids: [doc.id] }),
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.code).toBe('document_not_found')

    const hub = (await who.call({ method: 'GET', url: '/api/provider-hub' })).json()
    expect(hub.stats).toEqual({ active_services: 0, pending_applications: 1, categories_available: 7 })
    expect(hub.categories).toHaveLength(7)
    expect(
      hub.categories.find((c: { service_type: string }) => c.service_type === 'service_provider').status,
    ).toBe('pending')
    expect(hub.categories.find((c: { service_type: string }) => c.service_type === 'vendor').status).toBe(
      'none',
    )
  })

  it('validates: required fields, the license number of licensed categories, experience 0-50, terms', async () => {
    const who = await account()
    const cases: [Record<string, unknown>, string][] = [
      [{ business_name: '  ' }, 'business_name'],
      [{ business_phone: '' }, 'business_phone'],
      [{ service_type: 'driver', license_number: ' ' }, 'license_number'],
      [{ experience_years: 51 }, 'experience_years'],
      [{ terms_accepted: false }, 'terms_accepted'],
      [{ service_areas: ['Mombasa'] }, 'service_areas'],
    ]
    for (const [overrides, field] of cases) {
      const response = await who.call({
        method: 'POST',
        url: '/api/provider-applications',
        payload: application(overrides),
      })
      expect(response.statusCode, field).toBe(400)
      expect(Object.keys(response.json().error.fields ?? {}).join(), field).toContain(field)
    }
    const missing = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application({ service_type: 'medical_provider', license_number: null }),
    })
    expect(missing.json().error.fields.license_number).toBe('License number is required for this category.')
  })

  it('two submissions at the same moment leave one pending application', async () => {
    const who = await account()
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        who.call({ method: 'POST', url: '/api/provider-applications', payload: application() }),
      ),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
  })
})

describe('admin review', () => {
  it('lists with stats, search and filters, serves documents to admins only', async () => {
    const who = await account('Baraka Otieno')
    const doc = (await upload(who, 'permit.pdf', 'application/pdf', pdf)).json()
    const submitted = (
      await who.call({
        method: 'POST',
        url: '/api/provider-applications',
        payload: application({
          service_type: 'insurance_broker',
          business_name: 'Baraka Cover Brokers',
          business_email: 'HELLO@baraka.co.ke',
          license_number: 'IRA/2024/118',
          document_ids: [doc.id],
        }),
      })
    ).json()
    const list = await admin({
      method: 'GET',
      url: '/api/admin/service-applications?search=baraka.co&status=pending&service_type=insurance_broker',
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().applications).toHaveLength(1)
    expect(list.json().applications[0]).toMatchObject({
      id: submitted.id,
      applicant_email: who.email,
      applicant_name: 'Baraka Otieno',
      business_email: 'hello@baraka.co.ke',
    })
    expect(list.json().stats.pending).toBeGreaterThanOrEqual(1)
    const byEmail = await admin({ method: 'GET', url: `/api/admin/service-applications?search=${who.email}` })
    expect(byEmail.json().applications.map((a: { id: string }) => a.id)).toEqual([submitted.id])

    const url = `/api/admin/service-applications/${submitted.id}/documents/${doc.id}`
    const file = await admin({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe('attachment; filename="permit.pdf"')
    expect(file.rawPayload.equals(pdf)).toBe(true)
    expect((await who.call({ method: 'GET', url })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: `/uploads/../documents/${doc.id}` })).statusCode).toBe(404)
  })

  it('approves in one go: profile, role, audit, notice; approving twice makes no second profile', async () => {
    const who = await account('Kamau Fundi')
    const id = (
      await who.call({ method: 'POST', url: '/api/provider-applications', payload: application() })
    ).json().id as string
    const approved = await admin({ method: 'POST', url: `/api/admin/service-applications/${id}/approve` })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved' })
    const again = await admin({ method: 'POST', url: `/api/admin/service-applications/${id}/approve` })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('application_not_pending')

    const profiles = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, who.userId))
    expect(profiles).toHaveLength(1)
    expect(profiles[0]).toMatchObject({
      providerType: 'service_provider',
      verificationStatus: 'approved',
      businessName: 'Mwangi Plumbing Works',
      serviceAreas: ['Kilimani', 'Westlands'],
    })
    const [role] = await app.db.select().from(userRoles).where(eq(userRoles.userId, who.userId))
    expect(role?.role).toBe('service_provider')
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((row) => row.action)).toEqual(['application.approve'])
    const notes = await notificationsOf(who.userId)
    expect(notes.find((n) => n.title === 'Application Approved')?.actionUrl).toBe('/services-dashboard')

    const hub = (await who.call({ method: 'GET', url: '/api/provider-hub' })).json()
    expect(hub.stats.active_services).toBe(1)
    const reapply = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application(),
    })
    expect(reapply.json().error.code).toBe('already_approved')
  })

  it('two admins approving at the same moment: one approval, one profile (real PostgreSQL shows the race)', async () => {
    const who = await account()
    const id = (
      await who.call({ method: 'POST', url: '/api/provider-applications', payload: application() })
    ).json().id as string
    const responses = await Promise.all(
      [1, 2].map(() => admin({ method: 'POST', url: `/api/admin/service-applications/${id}/approve` })),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const rows = await app.db
      .select()
      .from(serviceProviderProfiles)
      .where(eq(serviceProviderProfiles.userId, who.userId))
    expect(rows).toHaveLength(1)
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit).toHaveLength(1)
  })

  it("creates the category's own record: a vendor for vendor, a verified driver for driver", async () => {
    const seller = await approvedProvider('Duka Owner', { service_type: 'vendor', specialization: null })
    const [vendor] = await app.db.select().from(vendors).where(eq(vendors.userId, seller.userId))
    expect(vendor).toMatchObject({ verificationStatus: 'approved', businessName: 'Duka Owner Services' })
    const rider = await approvedProvider('Boda Rider', {
      service_type: 'driver',
      license_number: 'DL-99812',
      specialization: 'Boda Boda (Motorbike)',
    })
    const [driver] = await app.db.select().from(drivers).where(eq(drivers.userId, rider.userId))
    expect(driver).toMatchObject({ isVerified: true, licenseNumber: 'DL-99812', vehicleType: 'motorbike' })
    const overview = await seller.call({ method: 'GET', url: '/api/vendor/overview' })
    expect(overview.statusCode).toBe(200)
  })

  it('rejects with the reason, tells the applicant, and lets them reapply', async () => {
    const who = await account()
    const id = (
      await who.call({ method: 'POST', url: '/api/provider-applications', payload: application() })
    ).json().id as string
    const rejected = await admin({
      method: 'POST',
      url: `/api/admin/service-applications/${id}/reject`,
      payload: { admin_notes: 'Please attach your business permit.' },
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      admin_notes: 'Please attach your business permit.',
    })
    const notes = await notificationsOf(who.userId)
    expect(notes.find((n) => n.title === 'Application Rejected')?.message).toContain(
      'Reason: Please attach your business permit.',
    )
    expect(
      (await admin({ method: 'POST', url: `/api/admin/service-applications/${id}/approve` })).statusCode,
    ).toBe(409)
    const hub = (await who.call({ method: 'GET', url: '/api/provider-hub' })).json()
    expect(
      hub.categories.find((c: { service_type: string }) => c.service_type === 'service_provider'),
    ).toMatchObject({
      status: 'rejected',
      application: { admin_notes: 'Please attach your business permit.' },
    })
    const reapply = await who.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application(),
    })
    expect(reapply.statusCode).toBe(201)
  })
})

describe('directory and bookings', () => {
  it('shows approved, active providers with search, category, rating and rate filters; paused ones disappear', async () => {
    const fundi = await approvedProvider('Zawadi Electric', { specialization: 'Electrical' })
    await fundi.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: { hourly_rate_min: 800, hourly_rate_max: 2500 },
    })
    const found = await app.inject({ method: 'GET', url: '/api/services?search=zawadi%20electric' })
    expect(found.json().providers.map((p: { id: string }) => p.id)).toEqual([fundi.profileId])
    expect(found.json().providers[0]).toMatchObject({
      hourly_rate_min: 800,
      hourly_rate_max: 2500,
      average_rating: null,
      verification_status: 'approved',
    })
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/services?${query}` }))
        .json()
        .providers.map((p: { id: string }) => p.id)
    expect(await ids('search=zawadi&category=service_provider')).toContain(fundi.profileId)
    expect(await ids('search=zawadi&category=vendor')).not.toContain(fundi.profileId)
    expect(await ids('search=zawadi&rate_max=2000')).not.toContain(fundi.profileId)
    expect(await ids('search=zawadi&rate_min=500&rate_max=3000')).toContain(fundi.profileId)
    expect(await ids('search=zawadi&min_rating=4')).not.toContain(fundi.profileId)
    expect((await app.inject({ method: 'GET', url: '/api/services?sort=cheapest' })).statusCode).toBe(400)

    const pending = await account()
    await pending.call({
      method: 'POST',
      url: '/api/provider-applications',
      payload: application({ business_name: 'Zawadi Pending' }),
    })
    expect(await ids('search=zawadi%20pending')).toEqual([])

    await fundi.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: { is_active: false },
    })
    expect(await ids('search=zawadi%20electric')).toEqual([])
    expect((await app.inject({ method: 'GET', url: `/api/services/${fundi.profileId}` })).statusCode).toBe(
      404,
    )
    const customer = await account()
    const paused = await customer.call({
      method: 'POST',
      url: `/api/services/${fundi.profileId}/bookings`,
      payload: booking(),
    })
    expect(paused.json().error.code).toBe('provider_unavailable')
  })

  it('books, moves through the statuses with notes and notices, and each side touches only its own rows', async () => {
    const fundi = await approvedProvider('Juma Plumbing')
    const rival = await approvedProvider('Rival Plumbing')
    const customer = await account('Akinyi Otieno')
    const stranger = await account()

    const missing = await customer.call({
      method: 'POST',
      url: `/api/services/${fundi.profileId}/bookings`,
      payload: booking({ address: ' ' }),
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields.address).toBe('Please fill in all required fields.')
    const past = await customer.call({
      method: 'POST',
      url: `/api/services/${fundi.profileId}/bookings`,
      payload: booking({ preferred_date: '2020-01-01' }),
    })
    expect(past.statusCode).toBe(400)
    const self = await fundi.call({
      method: 'POST',
      url: `/api/services/${fundi.profileId}/bookings`,
      payload: booking(),
    })
    expect(self.json().error.code).toBe('cannot_book_self')

    const created = await customer.call({
      method: 'POST',
      url: `/api/services/${fundi.profileId}/bookings`,
      payload: booking({ status: 'completed', total_amount: 1 }),
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect(created.json()).toMatchObject({
      status: 'pending',
      total_amount: 0,
      booking_time: '08:00',
      service_type: 'Plumbing',
      booking_address: 'Ngong Road, Nairobi',
      provider: { id: fundi.profileId, business_name: 'Juma Plumbing Services' },
    })
    expect((await notificationsOf(fundi.userId)).some((n) => n.title === 'New booking request')).toBe(true)

    // A reference people can read aloud, the same on both sides.
    const reference = created.json().reference as string
    expect(reference).toMatch(/^SK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/)
    const theirs = await fundi.call({ method: 'GET', url: '/api/provider/bookings' })
    expect(theirs.json().bookings.map((b: { id: string }) => b.id)).toEqual([id])
    expect(theirs.json().bookings[0].reference).toBe(reference)
    expect((await rival.call({ method: 'GET', url: '/api/provider/bookings' })).json().bookings).toEqual([])
    const rivalAccept = await rival.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'confirmed' },
    })
    expect(rivalAccept.statusCode).toBe(404)
    const customerAccept = await customer.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'confirmed' },
    })
    expect(customerAccept.statusCode).toBe(403)
    expect((await stranger.call({ method: 'POST', url: `/api/bookings/${id}/cancel` })).statusCode).toBe(404)

    const skip = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'completed' },
    })
    expect(skip.statusCode).toBe(409)
    const accepted = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'confirmed' },
    })
    expect(accepted.json()).toMatchObject({
      status: 'confirmed',
      notes: 'Booking accepted by service provider',
    })
    expect((await notificationsOf(customer.userId)).some((n) => n.title === 'Booking Confirmed')).toBe(true)
    const mine = (await customer.call({ method: 'GET', url: '/api/bookings' })).json().bookings
    expect(mine).toMatchObject([{ id, status: 'confirmed' }])
    expect((await stranger.call({ method: 'GET', url: '/api/bookings' })).json().bookings).toEqual([])

    // Not reviewable until completed.
    const early = await customer.call({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      payload: { rating: 5 },
    })
    expect(early.json().error.code).toBe('review_not_allowed')
    await fundi.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'in_progress' },
    })
    const done = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${id}`,
      payload: { status: 'completed', total_amount: 3500 },
    })
    expect(done.json()).toMatchObject({ status: 'completed', total_amount: 3500 })
    expect((await customer.call({ method: 'POST', url: `/api/bookings/${id}/cancel` })).statusCode).toBe(409)

    const dashboard = (await fundi.call({ method: 'GET', url: '/api/provider/dashboard' })).json()
    expect(dashboard.stats).toMatchObject({
      total_bookings: 1,
      completed_jobs: 1,
      pending_requests: 0,
      active_bookings: 0,
      total_clients: 1,
      total_earnings: 3500,
      monthly_revenue: 3500,
      average_rating: null,
    })
    const analytics = (await fundi.call({ method: 'GET', url: '/api/provider/analytics?weeks=4' })).json()
    expect(analytics.weeks).toHaveLength(4)
    expect(analytics.weeks.at(-1)).toMatchObject({ bookings: 1, completed: 1, revenue: 3500 })

    const review = await customer.call({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      payload: { rating: 4, comment: 'Fixed quickly.' },
    })
    expect(review.statusCode).toBe(201)
    expect(review.json().review).toEqual({ rating: 4, comment: 'Fixed quickly.' })
    const twice = await customer.call({
      method: 'POST',
      url: `/api/bookings/${id}/review`,
      payload: { rating: 1 },
    })
    expect(twice.json().error.code).toBe('already_reviewed')
    const page = (await app.inject({ method: 'GET', url: `/api/services/${fundi.profileId}` })).json()
    expect(page).toMatchObject({ average_rating: 4, total_reviews: 1, completed_bookings: 1 })
    expect(page.reviews).toMatchObject([{ rating: 4, comment: 'Fixed quickly.', reviewer_name: 'Akinyi O.' }])
  })

  it('declines with the note, and a customer can cancel a pending booking', async () => {
    const fundi = await approvedProvider('Neema Cleaners', { specialization: 'Cleaning' })
    const customer = await account()
    const first = (
      await customer.call({
        method: 'POST',
        url: `/api/services/${fundi.profileId}/bookings`,
        payload: booking(),
      })
    ).json()
    const declined = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/bookings/${first.id}`,
      payload: { status: 'rejected' },
    })
    expect(declined.json()).toMatchObject({
      status: 'rejected',
      notes: 'Booking declined by service provider',
    })
    const second = (
      await customer.call({
        method: 'POST',
        url: `/api/services/${fundi.profileId}/bookings`,
        payload: booking(),
      })
    ).json()
    const cancelled = await customer.call({ method: 'POST', url: `/api/bookings/${second.id}/cancel` })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    const pending = await fundi.call({ method: 'GET', url: '/api/provider/bookings?status=pending' })
    expect(pending.json().bookings).toEqual([])
  })

  it("edits only the provider's own profile and keeps the rate range valid", async () => {
    const fundi = await approvedProvider('Rate Keeper')
    const other = await approvedProvider('Other Keeper')
    const theirs = await other.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: { business_name: 'Hijacked' },
    })
    expect(theirs.statusCode).toBe(404)
    await fundi.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: { hourly_rate_min: 1000, hourly_rate_max: 2000 },
    })
    const bad = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: { hourly_rate_min: 3000 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('rate_range')
    const saved = await fundi.call({
      method: 'PATCH',
      url: `/api/provider/profiles/${fundi.profileId}`,
      payload: {
        availability: { days: ['mon', 'tue'], start: '08:00', end: '17:00' },
        service_areas: ['Karen'],
        location_address: '',
      },
    })
    expect(saved.json()).toMatchObject({
      business_name: 'Rate Keeper Services',
      hourly_rate_min: 1000,
      service_areas: ['Karen'],
      location_address: null,
      availability: { days: ['mon', 'tue'] },
    })
  })
})

describe('vendor dashboard', () => {
  it("manages only the vendor's own products", async () => {
    const seller = await approvedProvider('Shop One', { service_type: 'vendor' })
    const rival = await approvedProvider('Shop Two', { service_type: 'vendor' })
    const created = await seller.call({
      method: 'POST',
      url: '/api/vendor/products',
      payload: { name: 'Kiondo Basket', price: 1450.5, stock_quantity: 3, category: 'Home & Garden' },
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect(created.json()).toMatchObject({ vendor_name: 'Shop One Services', price: 1450.5, in_stock: true })
    expect(
      (
        await rival.call({
          method: 'PATCH',
          url: `/api/vendor/products/${id}`,
          payload: { stock_quantity: 0 },
        })
      ).statusCode,
    ).toBe(404)
    expect((await rival.call({ method: 'DELETE', url: `/api/vendor/products/${id}` })).statusCode).toBe(404)
    const restocked = await seller.call({
      method: 'PATCH',
      url: `/api/vendor/products/${id}`,
      payload: { stock_quantity: 0 },
    })
    expect(restocked.json()).toMatchObject({ stock_quantity: 0, in_stock: false })
    const overview = (await seller.call({ method: 'GET', url: '/api/vendor/overview' })).json()
    expect(overview.stats).toMatchObject({ products: 1, out_of_stock: 1 })
    expect((await rival.call({ method: 'GET', url: '/api/vendor/products' })).json().products).toEqual([])
    expect((await seller.call({ method: 'DELETE', url: `/api/vendor/products/${id}` })).statusCode).toBe(204)
    const rows = await app.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.userId, seller.userId)))
    expect(rows).toHaveLength(1)
  })
})
