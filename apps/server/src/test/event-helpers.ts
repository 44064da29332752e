import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { serviceProviderProfiles } from '../modules/providers/providers.table'
import { userRoles } from '../modules/users/users.table'
import { as, signUp } from './auth-helpers'

let ip = 0
const nextIp = () => `10.12.${Math.floor(++ip / 200)}.${ip % 200}`

/** 'YYYY-MM-DD' in Nairobi, `days` from today. */
export function dayFromToday(days: number) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' })
  return format.format(new Date(Date.now() + days * 86_400_000))
}

/** A signed-up user with an approved event_promoter profile (what the admin's approval gives). */
export async function makePromoter(app: FastifyInstance, businessName = 'Sauti Events') {
  const account = await signUp(app, { ip: nextIp() })
  const [profile] = await app.db
    .insert(serviceProviderProfiles)
    .values({
      userId: account.userId,
      providerType: 'event_promoter',
      verificationStatus: 'approved',
      businessName,
      phoneNumber: '254712000111',
      email: account.email,
    })
    .returning()
  return { ...account, profileId: profile!.id, request: as(app, account.cookie) }
}

export async function makeCustomer(app: FastifyInstance) {
  const account = await signUp(app, { ip: nextIp() })
  return { ...account, request: as(app, account.cookie) }
}

export async function makeAdmin(app: FastifyInstance) {
  const account = await signUp(app, { ip: nextIp() })
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  return { ...account, request: as(app, account.cookie) }
}

export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nairobi Jazz Night',
  description: 'Live jazz at the Alliance Française with Kenyan and guest musicians.',
  event_type: 'concert',
  date: dayFromToday(10),
  time: '19:00',
  location: 'Alliance Française, Nairobi',
  price: 1500,
  max_attendees: 100,
  is_active: true,
  ...overrides,
})

/** Creates an event through the promoter's own endpoint; answers its id. */
export async function createEvent(
  promoter: { request: ReturnType<typeof as> },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const response = await promoter.request({
    method: 'POST',
    url: '/api/event-dashboard/events',
    payload: eventInput(overrides),
  })
  if (response.statusCode !== 201)
    throw new Error(`event not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

export const booking = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '254712345678',
  tickets: 2,
  ...overrides,
})

export function book(
  customer: { request: ReturnType<typeof as> },
  eventId: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return customer.request({
    method: 'POST',
    url: `/api/events/${eventId}/bookings`,
    payload: booking(overrides),
    headers,
  })
}
