import {
  medicalDashboardSchema,
  medicalProviderPageSchema,
  providerAppointmentListSchema,
  providerAppointmentSchema,
} from '@soko/shared/medical/medical.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  book,
  expectError,
  insertAppointment,
  makeAdmin,
  makeCustomer,
  makeProvider,
  makeSpecialization,
  nairobiDay,
  noticesOf,
  type Customer,
  type Provider,
} from '../../test/medical-appointment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { orders } from '../orders/orders.table'
import { realEstateAgents } from '../real-estate/real-estate.table'
import { medicalAppointments, medicalProviders, medicationPrescriptions } from './medical.table'

// The provider's appointment dashboard (/api/medical-dashboard, docs/medical-api.md): who may use it (401, 403
// before the body), the figures, working hours, a day's appointments, attended and no-show; and the approved
// medical_provider application that opens it.

let app: FastifyInstance
let doctor: Provider
let patient: Customer

beforeAll(async () => {
  app = await buildTestApp()
  doctor = await makeProvider(app, {}, 'Dr. Wanjiku Kamau')
  patient = await makeCustomer(app, 'Baraka Patient')
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await app.close()
})

const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) })
const mark = (who: { request: Provider['request'] }, id: string, action: 'attended' | 'no-show') =>
  who.request({ method: 'POST', url: `/api/medical-dashboard/appointments/${id}/${action}` })
const dayList = async (who: { request: Provider['request'] }, date?: string) => {
  const response = await who.request({
    method: 'GET',
    url: `/api/medical-dashboard/appointments${date ? `?date=${date}` : ''}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return providerAppointmentListSchema.parse(response.json())
}
const statusOf = async (id: string) =>
  (await app.db.select().from(medicalAppointments).where(eq(medicalAppointments.id, id)))[0]!.status

describe('access', () => {
  it('401 signed out; 403 medical.not_medical_provider for customers, other providers and unverified or inactive ones, before the body is read', async () => {
    const customer = await makeCustomer(app)
    const agent = await makeCustomer(app, 'Otieno Agent')
    await app.db.insert(realEstateAgents).values({
      userId: agent.userId,
      fullName: 'Otieno Agent',
      agencyName: 'Savannah Homes',
      isVerified: true,
    })
    const unverified = await makeProvider(app, { isVerified: false }, 'Dr. Pending')
    const inactive = await makeProvider(app, { isActive: false }, 'Dr. Resting')
    const id = '0190a4a0-0000-7000-8000-000000000000'
    const routes: { method: 'GET' | 'PUT' | 'POST'; url: string }[] = [
      { method: 'GET', url: '/api/medical-dashboard' },
      { method: 'PUT', url: '/api/medical-dashboard/hours' },
      { method: 'GET', url: '/api/medical-dashboard/appointments' },
      { method: 'POST', url: `/api/medical-dashboard/appointments/${id}/attended` },
      { method: 'POST', url: `/api/medical-dashboard/appointments/${id}/no-show` },
    ]
    for (const route of routes) {
      const label = `${route.method} ${route.url}`
      const signedOut = await app.inject({ ...route, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, label).toBe(401)
      for (const who of [customer, agent, unverified, inactive]) {
        // An invalid body: a 403 shows the guard ran before it was read.
        const refused = await who.request({ ...route, payload: { nonsense: true } })
        expect(refused.statusCode, label).toBe(403)
        expect(refused.json().error).toEqual({
          code: 'medical.not_medical_provider',
          message: 'Only approved medical providers can use the medical dashboard.',
        })
      }
    }
  })
})

describe('the overview', () => {
  it("counts today's booked appointments, the upcoming booked ones and the pharmacy's pending prescriptions", async () => {
    const provider = await makeProvider(app, { providerType: 'pharmacist' }, 'Bliss Pharmacy')
    const today = nairobiDay(0)
    at(`${today}T10:30:00+03:00`)
    const someone = (slot: string, date = today, status = 'booked') =>
      insertAppointment(app, {
        providerId: provider.providerId,
        patientId: patient.userId,
        date,
        slot,
        status,
      })
    await someone('09:00') // today, begun
    await someone('14:00') // today, to come
    await someone('15:00', today, 'cancelled')
    await someone('10:00', nairobiDay(1))
    await someone('11:00', nairobiDay(2), 'cancelled')
    await someone('11:00', nairobiDay(-1), 'attended')
    await insertAppointment(app, {
      providerId: doctor.providerId,
      patientId: patient.userId,
      date: today,
      slot: '16:00',
    })
    const order = async () =>
      (
        await app.db
          .insert(orders)
          .values({
            userId: patient.userId,
            totalAmountCents: 50_000,
            contactPhone: '0712345678',
            contactEmail: 'p@example.co.ke',
          })
          .returning()
      )[0]!.id
    for (const status of ['pending', 'pending', 'approved', 'awaiting_upload'])
      await app.db
        .insert(medicationPrescriptions)
        .values({ orderId: await order(), userId: patient.userId, pharmacyId: provider.providerId, status })
    await app.db.insert(medicationPrescriptions).values({
      orderId: await order(),
      userId: patient.userId,
      pharmacyId: doctor.providerId,
      status: 'pending',
    })

    const response = await provider.request({ method: 'GET', url: '/api/medical-dashboard' })
    expect(response.statusCode, response.body).toBe(200)
    const overview = medicalDashboardSchema.parse(response.json())
    expect(overview).toMatchObject({
      provider: { id: provider.providerId, full_name: 'Bliss Pharmacy', provider_type: 'pharmacist' },
      is_pharmacy: true,
      counts: { today: 2, upcoming: 2, pending_prescriptions: 2 },
    })
    const mine = medicalDashboardSchema.parse(
      (await doctor.request({ method: 'GET', url: '/api/medical-dashboard' })).json(),
    )
    expect(mine.is_pharmacy).toBe(false)
    expect(mine.counts).toEqual({ today: 1, upcoming: 1, pending_prescriptions: 1 })
  })
})

describe('working hours', () => {
  const put = (who: Provider, payload: Record<string, unknown>) =>
    who.request({ method: 'PUT', url: '/api/medical-dashboard/hours', payload })

  it('refuses no day, a repeated or unknown day, a first slot after the last, a slot not among the nine', async () => {
    const provider = await makeProvider(app, {}, 'Dr. Hours Check')
    const hoursInvalid = 'Choose at least one working day, and a first slot no later than the last one.'
    for (const payload of [
      { working_days: [], first_slot: '09:00', last_slot: '17:00' },
      { working_days: [1, 1], first_slot: '09:00', last_slot: '17:00' },
      { working_days: [1], first_slot: '15:00', last_slot: '10:00' },
    ]) {
      const response = await put(provider, payload)
      expectError(response, 400, 'validation_failed')
      expect(Object.values(response.json().error.fields ?? {})).toContain(hoursInvalid)
    }
    for (const payload of [
      { working_days: [0], first_slot: '09:00', last_slot: '17:00' },
      { working_days: [8], first_slot: '09:00', last_slot: '17:00' },
      { working_days: [1], first_slot: '08:00', last_slot: '17:00' },
      { working_days: [1], first_slot: '09:00', last_slot: '18:00' },
      { working_days: [1], first_slot: '09:00', last_slot: '17:00', consultation_fee_cents: -1 },
      { working_days: [1] },
    ])
      expectError(await put(provider, payload), 400, 'validation_failed')
    const row = (
      await app.db.select().from(medicalProviders).where(eq(medicalProviders.id, provider.providerId))
    )[0]!
    expect(row).toMatchObject({ firstSlot: '09:00', lastSlot: '17:00', workingDays: [1, 2, 3, 4, 5, 6, 7] })
  })

  it('saves the days (sorted), the hours and the fee; booked appointments stay booked; the slots follow', async () => {
    const provider = await makeProvider(app, {}, 'Dr. New Hours')
    const date = nairobiDay(3)
    const kept = (await book(patient, provider.providerId, { date, slot: '09:00' })).json().id
    const response = await put(provider, {
      working_days: [5, 1, 3, 2, 4, 6, 7],
      first_slot: '11:00',
      last_slot: '14:00',
      consultation_fee_cents: 300_000,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      id: provider.providerId,
      working_days: [1, 2, 3, 4, 5, 6, 7],
      first_slot: '11:00',
      last_slot: '14:00',
      consultation_fee_cents: 300_000,
    })
    expect(await statusOf(kept)).toBe('booked')
    const slots = (
      await app.inject({
        method: 'GET',
        url: `/api/medical/providers/${provider.providerId}/slots?date=${date}`,
      })
    ).json()
    expect(slots.slots.map((s: { state: string }) => s.state)).toEqual([
      'closed',
      'closed',
      'free',
      'free',
      'free',
      'free',
      'closed',
      'closed',
      'closed',
    ])
    expectError(
      await book(patient, provider.providerId, { date, slot: '15:00' }),
      400,
      'medical.outside_hours',
    )
    // The fee left out stays; null clears it.
    const same = await put(provider, { working_days: [1], first_slot: '09:00', last_slot: '09:00' })
    expect(same.json()).toMatchObject({ working_days: [1], consultation_fee_cents: 300_000 })
    const cleared = await put(provider, {
      working_days: [1],
      first_slot: '09:00',
      last_slot: '09:00',
      consultation_fee_cents: null,
    })
    expect(cleared.json().consultation_fee_cents).toBeNull()
  })
})

describe("a day's appointments", () => {
  it("shows only the provider's own of that day, by slot, with the patient's contact; default today", async () => {
    const provider = await makeProvider(app, {}, 'Dr. Day List')
    const other = await makeProvider(app, {}, 'Dr. Someone Else')
    const date = nairobiDay(4)
    const patientTwo = await makeCustomer(app, 'Zawadi Second')
    const late = (
      await book(patient, provider.providerId, { date, slot: '15:00', phone: '+254711000111' })
    ).json()
    const early = (
      await book(patientTwo, provider.providerId, { date, slot: '10:00', reason: 'Follow-up' })
    ).json()
    await book(patient, other.providerId, { date, slot: '12:00' })
    await book(patient, provider.providerId, { date: nairobiDay(5), slot: '12:00' })
    const list = await dayList(provider, date)
    expect(list.date).toBe(date)
    expect(list.items.map((item) => item.id)).toEqual([early.id, late.id])
    expect(list.items[0]).toMatchObject({
      slot: '10:00',
      status: 'booked',
      reason: 'Follow-up',
      patient: { name: 'Zawadi Second', email: patientTwo.email },
      can_mark: false,
    })
    expect(list.items[1]!.patient).toMatchObject({ name: 'Baraka Patient', phone: '+254711000111' })
    const today = await dayList(provider)
    expect(today.date).toBe(nairobiDay(0))
    expect(today.items).toEqual([])
    expectError(
      await provider.request({ method: 'GET', url: '/api/medical-dashboard/appointments?date=2030-13-01' }),
      400,
      'validation_failed',
    )
  })
})

describe('attended and no-show', () => {
  it('are marked once the slot has begun, only while booked; the patient is told', async () => {
    const date = nairobiDay(1)
    const first = (await book(patient, doctor.providerId, { date, slot: '10:00' })).json().id
    const second = (await book(patient, doctor.providerId, { date, slot: '11:00' })).json().id
    const cancelled = (await book(patient, doctor.providerId, { date, slot: '16:00' })).json().id
    expect(
      (await patient.request({ method: 'POST', url: `/api/medical/appointments/${cancelled}/cancel` }))
        .statusCode,
    ).toBe(200)
    at(`${date}T10:59:00+03:00`)
    const early = await mark(doctor, second, 'no-show')
    expectError(early, 409, 'medical.not_started')
    expect(early.json().error.message).toBe('The appointment has not started yet.')
    expect((await dayList(doctor, date)).items.find((item) => item.id === first)!.can_mark).toBe(true)

    const attended = await mark(doctor, first, 'attended')
    expect(attended.statusCode, attended.body).toBe(200)
    expect(providerAppointmentSchema.parse(attended.json())).toMatchObject({
      id: first,
      status: 'attended',
      can_mark: false,
    })
    const [thanks] = await noticesOf(patient)
    expect(thanks).toMatchObject({ title: 'Thank you for your visit', action_url: '/medical/appointments' })
    expect(thanks!.message).toContain('Dr. Wanjiku Kamau')
    const again = await mark(doctor, first, 'no-show')
    expectError(again, 409, 'medical.not_booked')
    expect(again.json().error.message).toBe('This appointment is no longer open.')
    expectError(await mark(doctor, cancelled, 'attended'), 409, 'medical.not_booked')

    at(`${date}T11:00:00+03:00`)
    const missed = await mark(doctor, second, 'no-show')
    expect(missed.statusCode, missed.body).toBe(200)
    expect(missed.json().status).toBe('no_show')
    expect(await statusOf(second)).toBe('no_show')
    expect((await noticesOf(patient))[0]).toMatchObject({ title: 'Missed appointment' })
    // The patient may now rate the attended one.
    const mine = (await patient.request({ method: 'GET', url: '/api/medical/appointments/mine' })).json()
    expect(mine.items.find((item: { id: string }) => item.id === first).can_review).toBe(true)
  })

  it("answers 404 for another provider's appointment, an unknown or a malformed id", async () => {
    const other = await makeProvider(app, {}, 'Dr. Other Clinic')
    const date = nairobiDay(0)
    const theirs = await insertAppointment(app, {
      providerId: other.providerId,
      patientId: patient.userId,
      date,
      slot: '09:00',
    })
    at(`${date}T12:00:00+03:00`)
    for (const id of [theirs.id, '0190a4a0-0000-7000-8000-000000000000', 'x1'])
      for (const action of ['attended', 'no-show'] as const) {
        const response = await mark(doctor, id, action)
        expectError(response, 404, 'medical.appointment_not_found')
      }
    expect(await statusOf(theirs.id)).toBe('booked')
    expect((await dayList(doctor, date)).items.map((item) => item.id)).not.toContain(theirs.id)
  })
})

describe('an approved medical_provider application', () => {
  const apply = (who: Customer, specialization: string) =>
    who.request({
      method: 'POST',
      url: '/api/provider-applications',
      payload: {
        service_type: 'medical_provider',
        business_name: `${who.name} Practice`,
        business_description: 'Consultations in Westlands.',
        business_address: 'Westlands, Nairobi',
        business_phone: '+254712345678',
        business_email: 'clinic@example.co.ke',
        license_number: 'KMPDC/12345',
        experience_years: 9,
        specialization,
        service_areas: ['Westlands'],
        document_ids: [],
        terms_accepted: true,
      },
    })

  it('makes a verified provider, listed and with the dashboard; the specialization types and links it', async () => {
    const admin = await makeAdmin(app)
    const specialization = await makeSpecialization(app, 'Gynaecology', true)
    const applicant = await makeCustomer(app, 'Dr. Faith Njoroge')
    const submitted = await apply(applicant, 'gynaecology')
    expect(submitted.statusCode, submitted.body).toBe(201)
    expect((await applicant.request({ method: 'GET', url: '/api/medical-dashboard' })).statusCode).toBe(403)
    const approve = (id: string) =>
      admin.request({ method: 'POST', url: `/api/admin/service-applications/${id}/approve` })
    const approved = await approve(submitted.json().id)
    expect(approved.statusCode, approved.body).toBe(200)

    const dashboard = await applicant.request({ method: 'GET', url: '/api/medical-dashboard' })
    expect(dashboard.statusCode, dashboard.body).toBe(200)
    expect(dashboard.json().provider).toMatchObject({
      full_name: 'Dr. Faith Njoroge',
      provider_type: 'doctor',
      specialization: { id: specialization.id, name: 'Gynaecology' },
      years_experience: 9,
      phone: '+254712345678',
      is_verified: true,
    })
    const listed = medicalProviderPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/medical/providers?search=Faith%20Njoroge' })).json(),
    )
    expect(listed.items.map((item) => item.id)).toEqual([dashboard.json().provider.id])

    const pharmacist = await makeCustomer(app, 'Mercy Chebet')
    expect((await approve((await apply(pharmacist, 'Community Pharmacy')).json().id)).statusCode).toBe(200)
    const pharmacy = (await pharmacist.request({ method: 'GET', url: '/api/medical-dashboard' })).json()
    expect(pharmacy).toMatchObject({
      is_pharmacy: true,
      provider: { provider_type: 'pharmacist', specialization: null },
    })
    const dentist = await makeCustomer(app, 'Dr. Tooth Mwangi')
    expect((await approve((await apply(dentist, 'Dental Surgery')).json().id)).statusCode).toBe(200)
    const rows = await app.db
      .select()
      .from(medicalProviders)
      .where(eq(medicalProviders.userId, dentist.userId))
    expect(rows.map((row) => [row.providerType, row.isVerified])).toEqual([['dentist', true]])
  })
})
