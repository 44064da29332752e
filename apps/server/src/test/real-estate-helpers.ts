import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { userRoles } from '../modules/users/users.table'
import { realEstateAgents } from '../modules/real-estate/real-estate.table'
import { as, signUp } from './auth-helpers'

let ip = 0
const nextIp = () => `10.61.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>

/** A signed-up customer. */
export async function makeCustomer(app: FastifyInstance, name = 'Wanjiku Customer') {
  const account = await signUp(app, { ip: nextIp(), name })
  return { ...account, name, request: as(app, account.cookie) }
}
export type Customer = Awaited<ReturnType<typeof makeCustomer>>

/** A signed-up user with a real-estate agent record (what an approved application gives), verified or not. */
export async function makeAgent(
  app: FastifyInstance,
  { verified = true, name = 'Otieno Agent', agency = 'Savannah Homes' } = {},
) {
  const account = await makeCustomer(app, name)
  const [agent] = await app.db
    .insert(realEstateAgents)
    .values({ userId: account.userId, fullName: name, agencyName: agency, isVerified: verified })
    .returning()
  return { ...account, agentId: agent!.id }
}
export type Agent = Awaited<ReturnType<typeof makeAgent>>

export async function makeAdmin(app: FastifyInstance) {
  const account = await makeCustomer(app, 'Achieng Admin')
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  return account
}

export const listingInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Two-bedroom apartment in Kilimani',
  description: 'Bright apartment with a balcony, borehole water and a backup generator.',
  listing_type: 'rent',
  property_type: 'apartment',
  price: 85_000,
  bedrooms: 2,
  bathrooms: 2,
  area_sqm: 110,
  location_address: 'Argwings Kodhek Road, Kilimani',
  county: 'Nairobi',
  city: 'Nairobi',
  amenities: ['Parking', 'Borehole'],
  features: ['Open-plan kitchen'],
  ...overrides,
})

/** A draft through the agent's own endpoint; answers its id. */
export async function createListing(agent: { request: Request }, overrides: Record<string, unknown> = {}) {
  const response = await agent.request({
    method: 'POST',
    url: '/api/real-estate-dashboard/listings',
    payload: listingInput(overrides),
  })
  if (response.statusCode !== 201)
    throw new Error(`listing not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

/** Moves the agent's listing (POST /listings/:id/status). */
export const moveListing = (agent: { request: Request }, id: string, status: string) =>
  agent.request({
    method: 'POST',
    url: `/api/real-estate-dashboard/listings/${id}/status`,
    payload: { status },
  })

/** A listed (available) property of the agent; answers its id. */
export async function listedProperty(agent: { request: Request }, overrides: Record<string, unknown> = {}) {
  const id = await createListing(agent, overrides)
  const response = await moveListing(agent, id, 'available')
  if (response.statusCode !== 200)
    throw new Error(`listing not published: ${response.statusCode} ${response.body}`)
  return id
}

/** The Nairobi date `days` from today, 'YYYY-MM-DD'. */
export const nairobiDay = (days: number, from = Date.now()) =>
  new Date(from + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** POST /api/properties/:id/viewings as the customer. */
export const requestViewing = (
  customer: { request: Request },
  propertyId: string,
  body: Record<string, unknown> = { date: nairobiDay(1), slot: '10:00' },
) => customer.request({ method: 'POST', url: `/api/properties/${propertyId}/viewings`, payload: body })

/** The user's notifications, newest first. */
export const noticesOf = async (user: { request: Request }) =>
  (await user.request({ method: 'GET', url: '/api/notifications' })).json().items as {
    title: string
    message: string
    action_url: string | null
  }[]
