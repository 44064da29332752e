import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import {
  medicalAppointments,
  medicalProviders,
  medicalSpecializations,
} from '../modules/medical/medical.table'
import { userRoles } from '../modules/users/users.table'
import { as, signUp } from './auth-helpers'

// Medical directory and appointments (docs/medical-api.md): customers, providers (with an account or only
// listed), specializations, and the patient's calls.

let ip = 0
const nextIp = () => `10.71.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>

/** A signed-up customer. */
export async function makeCustomer(app: FastifyInstance, name = 'Wanjiru Patient') {
  const account = await signUp(app, { ip: nextIp(), name })
  return { ...account, name, request: as(app, account.cookie) }
}
export type Customer = Awaited<ReturnType<typeof makeCustomer>>

let specializationCount = 0
/** A specialization with a unique name (`name` and a counter unless `exact`). */
export async function makeSpecialization(app: FastifyInstance, name = 'Cardiology', exact = false) {
  const [row] = await app.db
    .insert(medicalSpecializations)
    .values({ name: exact ? name : `${name} ${++specializationCount}` })
    .returning()
  return row!
}

type ProviderOptions = Partial<typeof medicalProviders.$inferInsert>

/** A provider only listed (no account): verified, active, every day of the week unless told otherwise. */
export async function listedProvider(app: FastifyInstance, values: ProviderOptions = {}) {
  const [row] = await app.db
    .insert(medicalProviders)
    .values({
      fullName: 'Dr. Amina Hassan',
      isVerified: true,
      isActive: true,
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      ...values,
    })
    .returning()
  return row!
}

/** A signed-up user with a provider record (what an approved application gives). */
export async function makeProvider(
  app: FastifyInstance,
  values: ProviderOptions = {},
  name = 'Dr. Kipchoge Otieno',
) {
  const account = await makeCustomer(app, name)
  const provider = await listedProvider(app, { fullName: name, userId: account.userId, ...values })
  return { ...account, providerId: provider.id, provider }
}
export type Provider = Awaited<ReturnType<typeof makeProvider>>

/** The Nairobi date `days` from today (or from `from`), 'YYYY-MM-DD'. */
export const nairobiDay = (days: number, from = Date.now()) =>
  new Date(from + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** The ISO weekday (1 Monday ... 7 Sunday) of a date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7

/** POST /api/medical/providers/:id/appointments as the patient. */
export const book = (
  patient: { request: Request },
  providerId: string,
  body: Record<string, unknown> = { date: nairobiDay(1), slot: '10:00' },
) =>
  patient.request({ method: 'POST', url: `/api/medical/providers/${providerId}/appointments`, payload: body })

/** An appointment written straight into the table (any date, any status). */
export async function insertAppointment(
  app: FastifyInstance,
  values: typeof medicalAppointments.$inferInsert,
) {
  const [row] = await app.db.insert(medicalAppointments).values(values).returning()
  return row!
}

/** The user's notifications, newest first. */
export const noticesOf = async (user: { request: Request }) =>
  (await user.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string | null
  }[]

export const expectError = (
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status)
  expect((response.json() as { error: { code: string } }).error.code).toBe(code)
}

/** A signed-up admin (approves provider applications). */
export async function makeAdmin(app: FastifyInstance) {
  const account = await makeCustomer(app, 'Achieng Admin')
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  return account
}
