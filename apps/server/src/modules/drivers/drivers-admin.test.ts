import { adminDriverSchema } from '@soko/shared/rides/rides.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, signUp } from '../../test/auth-helpers'
import { makeAdmin } from '../../test/event-helpers'
import { connectRealtime } from '../../test/realtime-client'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { auditLog } from '../admin/audit.table'
import { driverPositions, drivers } from './drivers.table'

let app: FastifyInstance
let admin: Awaited<ReturnType<typeof makeAdmin>>
let customer: Awaited<ReturnType<typeof signUp>>
let realtimeUrl: string

beforeAll(async () => {
  app = await buildTestApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  realtimeUrl = `ws://127.0.0.1:${address.port}/api/realtime`
  admin = await makeAdmin(app)
  customer = await signUp(app, { name: 'Wanjiru Rider', ip: '10.44.0.1' })
})
afterAll(async () => {
  await app.close()
})

const listSchema = z.object({ items: z.array(adminDriverSchema), total: z.number().int() })
const list = async (query = '') => {
  const response = await admin.request({ method: 'GET', url: `/api/admin/drivers${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return listSchema.parse(response.json())
}
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)
const auditOf = (id: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id)
const rowOf = async (id: string) => (await app.db.select().from(drivers).where(eq(drivers.id, id)))[0]!

let serial = 0
async function addDriver(values: Partial<typeof drivers.$inferInsert> = {}) {
  serial += 1
  const [row] = await app.db
    .insert(drivers)
    .values({
      fullName: `Kamau Driver ${serial}`,
      licensePlate: `KDB ${String(200 + serial)}C`,
      vehicleType: 'taxi',
      ...values,
    })
    .returning()
  return row!
}

describe('access', () => {
  it('answers 401 signed out and 403 to a customer, before reading the body', async () => {
    const driver = await addDriver()
    for (const [method, url] of [
      ['GET', '/api/admin/drivers'],
      ['POST', `/api/admin/drivers/${driver.id}/verify`],
      ['POST', `/api/admin/drivers/${driver.id}/suspend`],
      ['POST', `/api/admin/drivers/${driver.id}/restore`],
    ] as const) {
      const guest = await app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload: {} })
      expect(guest.statusCode, `${method} ${url}`).toBe(401)
      expect(guest.json().error.code).toBe('unauthorized')
      const asCustomer = await as(app, customer.cookie)({ method, url, payload: {} })
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403)
      expect(asCustomer.json().error.code).toBe('forbidden')
    }
    expect(await auditOf(driver.id)).toEqual([])
  })
})

describe('the list', () => {
  it('shows every driver with the account, newest first; searches name, plate and e-mail; filters by standing', async () => {
    const account = await signUp(app, { name: 'Otieno Onyango', ip: '10.44.0.2' })
    const withAccount = await addDriver({
      userId: account.userId,
      fullName: null,
      licensePlate: 'KDH 777X',
      isVerified: true,
      vehicleType: 'motorbike',
      vehicleMake: 'Boxer',
      rating: 4.6,
      totalRides: 12,
      isOnline: true,
    })
    await app.db.insert(driverPositions).values({ driverId: withAccount.id, lat: -1.29, lng: 36.79 })
    const unverified = await addDriver({ fullName: 'Njeri Unverified' })
    const suspended = await addDriver({
      fullName: 'Mwangi Suspended',
      isVerified: true,
      isActive: false,
      suspendedReason: 'Reckless driving',
    })

    const all = await list()
    expect(all.total).toBe(all.items.length)
    expect(ids(all).slice(0, 3)).toEqual([suspended.id, unverified.id, withAccount.id])
    const shown = all.items.find((item) => item.id === withAccount.id)!
    expect(shown).toMatchObject({
      user_id: account.userId,
      // The driver record has no name: the account's.
      full_name: 'Otieno Onyango',
      email: account.email,
      vehicle_type: 'motorbike',
      vehicle_make: 'Boxer',
      license_plate: 'KDH 777X',
      rating: 4.6,
      total_rides: 12,
      is_online: true,
      is_active: true,
      is_verified: true,
      status: 'available',
      position: { lat: -1.29, lng: 36.79 },
    })

    expect(ids(await list('?q=onyango'))).toEqual([withAccount.id])
    expect(ids(await list('?q=kdh777'))).toEqual([withAccount.id])
    expect(ids(await list(`?q=${encodeURIComponent(account.email.toUpperCase())}`))).toEqual([withAccount.id])
    expect(ids(await list('?q=100%25'))).toEqual([])
    const verifiedOnes = ids(await list('?status=verified'))
    expect(verifiedOnes).toContain(withAccount.id)
    expect(verifiedOnes).not.toContain(suspended.id)
    expect(verifiedOnes).not.toContain(unverified.id)
    const unverifiedOnes = ids(await list('?status=unverified'))
    expect(unverifiedOnes).toContain(unverified.id)
    expect(unverifiedOnes).not.toContain(withAccount.id)
    expect(ids(await list('?status=suspended'))).toEqual([suspended.id])
    expect((await list('?q=mwangi&status=verified')).total).toBe(0)
  })

  it('refuses an unknown status (400 with a code and message)', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/admin/drivers?status=banned' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message: expect.any(String) },
    })
  })
})

describe('verify, suspend, restore', () => {
  it('verifies a driver (active), audited, and tells the admins; again changes nothing', async () => {
    const driver = await addDriver({ fullName: 'Achieng Newdriver', isActive: false })
    const live = connectRealtime(realtimeUrl, admin.cookie)
    await live.next((event) => event.type === 'ready', 3000)
    const response = await admin.request({ method: 'POST', url: `/api/admin/drivers/${driver.id}/verify` })
    expect(response.statusCode, response.body).toBe(200)
    expect(adminDriverSchema.parse(response.json())).toMatchObject({
      id: driver.id,
      is_verified: true,
      is_active: true,
    })
    await live.next((event) => event.type === 'admin.notice' && event.kind === 'driver_verified', 3000)
    live.socket.close()
    const [entry] = await auditOf(driver.id)
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: 'driver.verify',
      entityType: 'driver',
      summary: 'Verified driver "Achieng Newdriver"',
      before: { is_verified: false, is_active: false, is_online: false, suspended_reason: null },
      after: { is_verified: true, is_active: true, is_online: false, suspended_reason: null },
    })
    expect(
      (await admin.request({ method: 'POST', url: `/api/admin/drivers/${driver.id}/verify` })).statusCode,
    ).toBe(200)
    expect(await auditOf(driver.id)).toHaveLength(1)
  })

  it('suspends with a reason (inactive, offline, off the riders list), then restores; each audited', async () => {
    const driver = await addDriver({ fullName: 'Kiprop Online', isVerified: true, isOnline: true })
    await app.db.insert(driverPositions).values({ driverId: driver.id, lat: -1.2921, lng: 36.8219 })
    const listedForRiders = async () =>
      (await app.inject({ method: 'GET', url: '/api/rides/drivers?vehicle_type=taxi' }))
        .json()
        .drivers.some((item: { id: string }) => item.id === driver.id)
    expect(await listedForRiders()).toBe(true)

    const suspended = await admin.request({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/suspend`,
      payload: { reason: '  Rider complaints about overcharging  ' },
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({ is_active: false, is_online: false, is_verified: true })
    expect(await rowOf(driver.id)).toMatchObject({
      suspendedReason: 'Rider complaints about overcharging',
      isActive: false,
      isOnline: false,
    })
    expect(await listedForRiders()).toBe(false)
    expect(ids(await list('?status=suspended'))).toContain(driver.id)

    const restored = await admin.request({ method: 'POST', url: `/api/admin/drivers/${driver.id}/restore` })
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ is_active: true, is_online: false })
    expect(await rowOf(driver.id)).toMatchObject({ suspendedReason: null, isActive: true })
    // Restoring a driver who is not suspended changes nothing.
    await admin.request({ method: 'POST', url: `/api/admin/drivers/${driver.id}/restore` })

    const entries = await auditOf(driver.id)
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['driver.suspend', 'Suspended driver "Kiprop Online": Rider complaints about overcharging'],
      ['driver.restore', 'Restored driver "Kiprop Online"'],
    ])
    expect(entries[0]).toMatchObject({
      before: { is_active: true, is_online: true, suspended_reason: null },
      after: { is_active: false, is_online: false, suspended_reason: 'Rider complaints about overcharging' },
    })
    expect(entries[1]).toMatchObject({ after: { is_active: true, suspended_reason: null } })
  })

  it('refuses a suspension without a reason (400 with a code and message), changing nothing', async () => {
    const driver = await addDriver({ isVerified: true })
    for (const payload of [{}, { reason: 'no' }, { reason: 42 }]) {
      const response = await admin.request({
        method: 'POST',
        url: `/api/admin/drivers/${driver.id}/suspend`,
        payload,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toMatchObject({
        error: { code: 'validation_failed', message: expect.any(String) },
      })
    }
    expect(await rowOf(driver.id)).toMatchObject({ suspendedReason: null, isActive: true })
    expect(await auditOf(driver.id)).toEqual([])
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['01900000-0000-7000-8000-000000000000', 'not-a-uuid']) {
      for (const [action, payload] of [
        ['verify', undefined],
        ['suspend', { reason: 'Unknown driver' }],
        ['restore', undefined],
      ] as const) {
        const response = await admin.request({
          method: 'POST',
          url: `/api/admin/drivers/${id}/${action}`,
          ...(payload ? { payload } : {}),
        })
        expect(response.statusCode, `${action} ${id}`).toBe(404)
        expect(response.json().error.code).toMatch(/^(drivers\.)?not_found$/)
      }
    }
  })
})
