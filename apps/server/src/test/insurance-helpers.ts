import type { InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { insuranceBrokers } from '../modules/insurance/insurance.table'
import { userRoles } from '../modules/users/users.table'
import { as, signUp } from './auth-helpers'

let ip = 0
const nextIp = () => `10.71.${Math.floor(++ip / 200)}.${ip % 200}`

type Request = ReturnType<typeof as>

/** A signed-up customer. */
export async function makeCustomer(app: FastifyInstance, name = 'Wanjiru Customer') {
  const account = await signUp(app, { ip: nextIp(), name })
  return { ...account, name, request: as(app, account.cookie) }
}
export type Customer = Awaited<ReturnType<typeof makeCustomer>>

/** A signed-up user with an insurance broker record (what an approved application gives), verified or not. */
export async function makeBroker(
  app: FastifyInstance,
  {
    verified = true,
    name = 'Kamau Broker',
    business = 'Jubilee Cover Brokers',
    types = ['health', 'motor', 'home', 'business', 'life'] as InsuranceType[],
  } = {},
) {
  const account = await makeCustomer(app, name)
  const [broker] = await app.db
    .insert(insuranceBrokers)
    .values({
      userId: account.userId,
      businessName: business,
      insuranceTypes: types,
      phone: '+254722000111',
      email: 'cover@example.co.ke',
      isVerified: verified,
    })
    .returning()
  return { ...account, brokerId: broker!.id, business }
}
export type BrokerAccount = Awaited<ReturnType<typeof makeBroker>>

export async function makeAdmin(app: FastifyInstance) {
  const account = await makeCustomer(app, 'Akinyi Admin')
  await app.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, account.userId))
  return account
}

const allCovered = {
  outpatient: true,
  inpatient: true,
  emergency: true,
  specialist_consultations: false,
  dental: false,
  maternity: false,
}

export const planInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Basic Health Plan',
  plan_type: 'health',
  description: 'Outpatient and inpatient cover for one person across Kenya.',
  monthly_premium_cents: 500_000,
  coverage_amount_cents: 50_000_000,
  features: ['Outpatient cover', 'Inpatient cover', 'Emergency care', 'Nationwide hospitals', 'Chronic care'],
  covers: allCovered,
  ...overrides,
})

/** A plan through the broker's own endpoint; answers its id. */
export async function createPlan(broker: { request: Request }, overrides: Record<string, unknown> = {}) {
  const response = await broker.request({
    method: 'POST',
    url: '/api/insurance-dashboard/plans',
    payload: planInput(overrides),
  })
  if (response.statusCode !== 201)
    throw new Error(`plan not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

export const quoteInput = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '0712345678',
  insurance_type: 'health',
  coverage_amount: 500_000,
  additional_info: 'Family of four in Nairobi.',
  ...overrides,
})

/** POST /api/insurance/quotes as the customer. */
export const requestQuote = (customer: { request: Request }, overrides: Record<string, unknown> = {}) =>
  customer.request({ method: 'POST', url: '/api/insurance/quotes', payload: quoteInput(overrides) })

/** A quote request that must be created; answers its id. */
export async function quoteId(customer: { request: Request }, overrides: Record<string, unknown> = {}) {
  const response = await requestQuote(customer, overrides)
  if (response.statusCode !== 201)
    throw new Error(`quote not created: ${response.statusCode} ${response.body}`)
  return (response.json() as { id: string }).id
}

/** POST /api/insurance-dashboard/quotes/:id/answer as the broker. */
export const answerQuote = (
  broker: { request: Request },
  id: string,
  overrides: Record<string, unknown> = {},
) =>
  broker.request({
    method: 'POST',
    url: `/api/insurance-dashboard/quotes/${id}/answer`,
    payload: {
      monthly_premium_cents: 650_000,
      terms: 'Cover starts on payment of the first premium; 30-day waiting period for illnesses.',
      ...overrides,
    },
  })

/** An answer that must be created; answers the answer's id. */
export async function answerId(
  broker: { request: Request },
  id: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await answerQuote(broker, id, overrides)
  if (response.statusCode !== 201) throw new Error(`not answered: ${response.statusCode} ${response.body}`)
  return (response.json() as { my_answer: { id: string } }).my_answer.id
}

/** The user's notifications, newest first. */
export const noticesOf = async (user: { request: Request }) =>
  (await user.request({ method: 'GET', url: '/api/notifications?limit=50' })).json().items as {
    title: string
    message: string
    action_url: string | null
  }[]
