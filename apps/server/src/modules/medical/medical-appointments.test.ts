import { activityPageSchema } from '@soko/shared/activity/activity.schema'
import { appointmentListSchema, appointmentSchema } from '@soko/shared/medical/medical.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  book,
  expectError,
  insertAppointment,
  listedProvider,
  makeCustomer,
  makeProvider,
  makeSpecialization,
  nairobiDay,
  noticesOf,
  weekdayOf,
  type Customer,
  type Provider,
} from '../../test/medical-appointment-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { medicalAppointments, medicalProviders } from './medical.table'

// Appointments (docs/medical-api.md "Appointments"): booking with its date and slot rules (Nairobi time), the race
// for a slot decided by the unique index, My appointments, cancelling up to 2 hours ahead, rating an attended visit.

let app: FastifyInstance
let doctor: Provider
let patient: Customer

beforeAll(async () => {
  app = await buildTestApp()
  const specialization = await makeSpecialization(app, 'Cardiology', true)
  doctor = await makeProvider(
    app,
    { specializationId: specialization.id, phone: '+254700111222' },
    'Dr. Achieng Odhiambo',
  )
  patient = await makeCustomer(app, 'Kamau Mwangi')
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await app.close()
})

const at = (instant: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) })
const cancel = (who: Customer, id: string) =>
  who.request({ method: 'POST', url: `/api/medical/appointments/${id}/cancel` })
const review = (who: Customer, id: string, body: Record<string, unknown>) =>
  who.request({ method: 'POST', url: `/api/medical/appointments/${id}/review`, payload: body })
const rowOf = async (id: string) =>
  (await app.db.select().from(medicalAppointments).where(eq(medicalAppointments.id, id)))[0]!
const providerRow = async (id: string) =>
  (await app.db.select().from(medicalProviders).where(eq(medicalProviders.id, id)))[0]!

/** '2026-12-12' as the notices and My activity write it: "12 Dec 2026". */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayLabel = (date: string) => {
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTHS[month! - 1]} ${year}`
}

describe('booking an appointment', () => {
  it('books a free slot, tells the provider, and shows it in My appointments and My activity', async () => {
    const date = nairobiDay(2)
    const response = await book(patient, doctor.providerId, {
      date,
      slot: '10:00',
      reason: '  Chest pains after running  ',
      phone: '+254722333444',
    })
    expect(response.statusCode, response.body).toBe(201)
    const appointment = appointmentSchema.parse(response.json())
    expect(appointment).toMatchObject({
      provider: {
        id: doctor.providerId,
        full_name: 'Dr. Achieng Odhiambo',
        provider_type: 'doctor',
        specialization: 'Cardiology',
        phone: '+254700111222',
      },
      date,
      slot: '10:00',
      starts_at: new Date(`${date}T10:00:00+03:00`).toISOString(),
      status: 'booked',
      reason: 'Chest pains after running',
      cancellable: true,
      can_review: false,
      rating: null,
    })
    expect((await rowOf(appointment.id)).patientPhone).toBe('+254722333444')
    const [notice] = await noticesOf(doctor)
    expect(notice).toMatchObject({
      title: 'New appointment',
      message: `Kamau Mwangi booked an appointment with you on ${dayLabel(date)}, 10:00.`,
      action_url: '/medical-dashboard',
    })
    const mine = appointmentListSchema.parse(
      (await patient.request({ method: 'GET', url: '/api/medical/appointments/mine' })).json(),
    )
    expect(mine.items.map((item) => item.id)).toContain(appointment.id)
    const activity = activityPageSchema.parse(
      (await patient.request({ method: 'GET', url: '/api/activity' })).json(),
    )
    expect(activity.items.find((item) => item.id === appointment.id)).toEqual({
      kind: 'appointment',
      id: appointment.id,
      title: 'Dr. Achieng Odhiambo',
      subtitle: `Cardiology · ${dayLabel(date)}, 10:00`,
      status: 'booked',
      date: appointment.created_at,
      amount_cents: null,
      href: '/medical/appointments',
      ticket_count: null,
    })
  })

  it('needs sign-in (401) for booking, My appointments, cancel and review', async () => {
    const id = '0190a4a0-0000-7000-8000-000000000000'
    for (const [method, url] of [
      ['POST', `/api/medical/providers/${doctor.providerId}/appointments`],
      ['GET', '/api/medical/appointments/mine'],
      ['POST', `/api/medical/appointments/${id}/cancel`],
      ['POST', `/api/medical/appointments/${id}/review`],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: TEST_ORIGIN }, payload: {} })
      expect(response.statusCode, url).toBe(401)
    }
  })

  it('refuses a date before today, more than 60 days ahead, a bad date or a slot not among the nine', async () => {
    const provider = await listedProvider(app)
    const yesterday = await book(patient, provider.id, { date: nairobiDay(-1), slot: '12:00' })
    expectError(yesterday, 400, 'medical.past_date')
    expect(yesterday.json().error.message).toBe('The date cannot be before today.')
    const far = await book(patient, provider.id, { date: nairobiDay(61), slot: '12:00' })
    expectError(far, 400, 'medical.too_far')
    expect(far.json().error.message).toBe('Appointments can be booked up to 60 days ahead.')
    for (const body of [
      { date: '2030-02-30', slot: '12:00' },
      { date: '14/03/2030', slot: '12:00' },
      { slot: '12:00' },
      { date: nairobiDay(1) },
      { date: nairobiDay(1), slot: '12:30' },
      { date: nairobiDay(1), slot: '08:00' },
    ])
      expectError(await book(patient, provider.id, body), 400, 'validation_failed')
    const slot = await book(patient, provider.id, { date: nairobiDay(1), slot: '18:00' })
    expect(slot.json().error.message).toBe('Please choose one of the available time slots.')
    expect((await book(patient, provider.id, { date: nairobiDay(60), slot: '17:00' })).statusCode).toBe(201)
  })

  it("refuses today's slot once it has begun, and takes a later one", async () => {
    const provider = await listedProvider(app)
    const today = nairobiDay(0)
    at(`${today}T11:30:00+03:00`)
    for (const slot of ['09:00', '11:00']) {
      const begun = await book(patient, provider.id, { date: today, slot })
      expectError(begun, 400, 'medical.past_slot')
      expect(begun.json().error.message).toBe(
        'That time has already passed today. Please choose a later slot.',
      )
    }
    expect((await book(patient, provider.id, { date: today, slot: '12:00' })).statusCode).toBe(201)
  })

  it("refuses a day the provider does not work, and a slot outside the provider's hours", async () => {
    const date = nairobiDay(3)
    const provider = await listedProvider(app, {
      workingDays: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== weekdayOf(date)),
      firstSlot: '10:00',
      lastSlot: '15:00',
    })
    const closed = await book(patient, provider.id, { date, slot: '11:00' })
    expectError(closed, 400, 'medical.closed_day')
    expect(closed.json().error.message).toBe(
      'The provider does not see patients on that day. Please choose another date.',
    )
    const other = nairobiDay(4)
    for (const slot of ['09:00', '16:00', '17:00']) {
      const outside = await book(patient, provider.id, { date: other, slot })
      expectError(outside, 400, 'medical.outside_hours')
      expect(outside.json().error.message).toBe(
        "That time is outside the provider's working hours. Please choose another slot.",
      )
    }
    for (const slot of ['10:00', '15:00'])
      expect((await book(patient, provider.id, { date: other, slot })).statusCode).toBe(201)
  })

  it('refuses booking oneself (409 own_appointment) and an unlisted provider (404)', async () => {
    const own = await book(doctor, doctor.providerId, { date: nairobiDay(1), slot: '13:00' })
    expectError(own, 409, 'medical.own_appointment')
    expect(own.json().error.message).toBe('You cannot book an appointment with yourself.')
    const hidden = await listedProvider(app, { isVerified: false })
    for (const id of [hidden.id, '0190a4a0-0000-7000-8000-000000000000', 'nope'])
      expectError(
        await book(patient, id, { date: nairobiDay(1), slot: '13:00' }),
        404,
        'medical.provider_not_found',
      )
  })

  it('answers 409 slot_taken for a slot another patient holds; a cancelled one frees it', async () => {
    const provider = await listedProvider(app)
    const date = nairobiDay(5)
    const first = await book(patient, provider.id, { date, slot: '14:00' })
    expect(first.statusCode).toBe(201)
    const other = await makeCustomer(app, 'Otieno Second')
    const taken = await book(other, provider.id, { date, slot: '14:00' })
    expectError(taken, 409, 'medical.slot_taken')
    expect(taken.json().error.message).toBe(
      'That time has just been booked by another patient. Please choose another slot.',
    )
    expect((await cancel(patient, first.json().id)).statusCode).toBe(200)
    const slots = (
      await app.inject({ method: 'GET', url: `/api/medical/providers/${provider.id}/slots?date=${date}` })
    ).json()
    expect(slots.slots.find((s: { slot: string }) => s.slot === '14:00').state).toBe('free')
    expect((await book(other, provider.id, { date, slot: '14:00' })).statusCode).toBe(201)
  })
})

describe('My appointments', () => {
  it('lists upcoming booked ones first (soonest first), then the rest newest first; only my own', async () => {
    const provider = await listedProvider(app)
    const me = await makeCustomer(app, 'Order Patient')
    const later = (await book(me, provider.id, { date: nairobiDay(9), slot: '10:00' })).json().id
    const sooner = (await book(me, provider.id, { date: nairobiDay(7), slot: '16:00' })).json().id
    const cancelled = (await book(me, provider.id, { date: nairobiDay(8), slot: '10:00' })).json().id
    expect((await cancel(me, cancelled)).statusCode).toBe(200)
    const past = await insertAppointment(app, {
      providerId: provider.id,
      patientId: me.userId,
      date: nairobiDay(-3),
      slot: '09:00',
      status: 'attended',
    })
    await book(patient, provider.id, { date: nairobiDay(7), slot: '09:00' })
    const mine = appointmentListSchema.parse(
      (await me.request({ method: 'GET', url: '/api/medical/appointments/mine' })).json(),
    )
    expect(mine.items.map((item) => item.id)).toEqual([sooner, later, past.id, cancelled])
    expect(mine.items[2]).toMatchObject({ can_review: true, cancellable: false })
  })
})

describe('cancelling', () => {
  it('is possible more than 2 hours before the start only; the provider is told and the slot freed', async () => {
    const date = nairobiDay(1)
    const early = (await book(patient, doctor.providerId, { date, slot: '11:00' })).json().id
    const late = (await book(patient, doctor.providerId, { date, slot: '12:00' })).json().id
    at(`${date}T09:00:00+03:00`)
    // Exactly 2 hours before: too late.
    const refused = await cancel(patient, early)
    expectError(refused, 409, 'medical.cannot_cancel')
    expect(refused.json().error.message).toBe(
      'Appointments can be cancelled up to 2 hours before they start.',
    )
    const mine = (await patient.request({ method: 'GET', url: '/api/medical/appointments/mine' })).json()
    expect(mine.items.find((i: { id: string }) => i.id === early).cancellable).toBe(false)
    expect(mine.items.find((i: { id: string }) => i.id === late).cancellable).toBe(true)
    const done = await cancel(patient, late)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ id: late, status: 'cancelled', cancellable: false })
    expect((await rowOf(late)).cancelledAt).not.toBeNull()
    const [notice] = await noticesOf(doctor)
    expect(notice).toMatchObject({
      title: 'Appointment cancelled',
      message: `Kamau Mwangi cancelled the appointment on ${dayLabel(date)}, 12:00. The slot is free again.`,
      action_url: '/medical-dashboard',
    })
    expectError(await cancel(patient, late), 409, 'medical.cannot_cancel')
  })

  it("answers 404 for another user's appointment, an unknown or a malformed id", async () => {
    const mine = (await book(patient, doctor.providerId, { date: nairobiDay(6), slot: '15:00' })).json().id
    const stranger = await makeCustomer(app, 'Stranger')
    for (const id of [mine, '0190a4a0-0000-7000-8000-000000000000', 'abc']) {
      const response = await cancel(stranger, id)
      expectError(response, 404, 'medical.appointment_not_found')
      expect(response.json().error.message).toBe('Appointment not found.')
    }
    expect((await rowOf(mine)).status).toBe('booked')
  })
})

describe('rating an appointment', () => {
  it('is for an attended appointment, once; it adds to the provider rating sum and count', async () => {
    const provider = await listedProvider(app, { fullName: 'Dr. Rated', ratingSum: 4, ratingCount: 1 })
    const booked = (await book(patient, provider.id, { date: nairobiDay(2), slot: '09:00' })).json().id
    expectError(await review(patient, booked, { rating: 5 }), 409, 'medical.cannot_review')
    const attended = await insertAppointment(app, {
      providerId: provider.id,
      patientId: patient.userId,
      date: nairobiDay(-1),
      slot: '10:00',
      status: 'attended',
    })
    const noShow = await insertAppointment(app, {
      providerId: provider.id,
      patientId: patient.userId,
      date: nairobiDay(-1),
      slot: '11:00',
      status: 'no_show',
    })
    expectError(await review(patient, noShow.id, { rating: 3 }), 409, 'medical.cannot_review')
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}])
      expectError(await review(patient, attended.id, body), 400, 'validation_failed')
    const stranger = await makeCustomer(app)
    expectError(await review(stranger, attended.id, { rating: 1 }), 404, 'medical.appointment_not_found')

    const rated = await review(patient, attended.id, { rating: 5, comment: '  Very thorough.  ' })
    expect(rated.statusCode, rated.body).toBe(200)
    expect(rated.json()).toMatchObject({ status: 'attended', rating: 5, can_review: false })
    expect(await rowOf(attended.id)).toMatchObject({ rating: 5, review: 'Very thorough.' })
    expect(await providerRow(provider.id)).toMatchObject({ ratingSum: 9, ratingCount: 2 })
    const page = (await app.inject({ method: 'GET', url: `/api/medical/providers/${provider.id}` })).json()
    expect(page).toMatchObject({ rating: 4.5, review_count: 2 })

    expectError(await review(patient, attended.id, { rating: 1 }), 409, 'medical.cannot_review')
    expect(await providerRow(provider.id)).toMatchObject({ ratingSum: 9, ratingCount: 2 })
  })
})
