import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { book, listedProvider, makeCustomer, nairobiDay } from '../../test/medical-appointment-helpers'
import { buildTestApp } from '../../test/test-app'
import { medicalAppointments } from './medical.table'

// The booking race on PostgreSQL (TEST_DATABASE_URL): the bookings run as concurrent inserts on several
// connections, where PGlite would run them one at a time. The partial unique index
// medical_appointments_one_per_slot decides: one live appointment per provider, date and slot.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the booking race', { timeout: 120_000 }, () => {
  it('20 patients book one slot at once: exactly one 201, nineteen 409 medical.slot_taken, one row', async () => {
    const provider = await listedProvider(app)
    const date = nairobiDay(3)
    const patients = await Promise.all(
      Array.from({ length: 20 }, (_, index) => makeCustomer(app, `Racing Patient ${index + 1}`)),
    )

    const responses = await Promise.all(
      patients.map((patient) => book(patient, provider.id, { date, slot: '11:00' })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('medical.slot_taken')

    const rows = await app.db
      .select()
      .from(medicalAppointments)
      .where(and(eq(medicalAppointments.providerId, provider.id), eq(medicalAppointments.date, date)))
    expect(rows).toHaveLength(1)
    const winner = responses[statuses.indexOf(201)]!.json()
    expect(rows[0]).toMatchObject({
      id: winner.id,
      slot: '11:00',
      status: 'booked',
      patientId: patients[statuses.indexOf(201)]!.userId,
    })
  })
})
