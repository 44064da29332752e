import {
  brokerQuoteListSchema,
  brokerQuoteSchema,
  insuranceDashboardSchema,
  insuranceMessages,
  insurancePlanListSchema,
  insurancePlanSchema,
} from '@soko/shared/insurance/insurance.schema'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answerId,
  answerQuote,
  createPlan,
  makeAdmin,
  makeBroker,
  makeCustomer,
  noticesOf,
  planInput,
  quoteId,
  type BrokerAccount,
  type Customer,
} from '../../test/insurance-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { realEstateAgents } from '../real-estate/real-estate.table'
import { insurancePlans, insuranceQuoteRequests } from './insurance.table'

// The broker's dashboard (/api/insurance-dashboard, docs/insurance-api.md): who may use it, the types it serves,
// the requests routed to it and its answers (never another broker's), its plans; and the application that makes
// a broker.

let app: FastifyInstance
let customer: Customer

beforeAll(async () => {
  app = await buildTestApp()
  customer = await makeCustomer(app, 'Nyambura Customer')
})
afterAll(async () => {
  await app.close()
})

type Status = 'open' | 'answered' | 'accepted'
const quotesOf = async (broker: Pick<BrokerAccount, 'request'>, status?: Status) => {
  const response = await broker.request({
    method: 'GET',
    url: `/api/insurance-dashboard/quotes${status ? `?status=${status}` : ''}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return brokerQuoteListSchema.parse(response.json()).items
}
const idsOf = async (broker: Pick<BrokerAccount, 'request'>, status?: Status) =>
  (await quotesOf(broker, status)).map((item) => item.id)
const dashboardOf = async (broker: Pick<BrokerAccount, 'request'>) => {
  const response = await broker.request({ method: 'GET', url: '/api/insurance-dashboard' })
  expect(response.statusCode, response.body).toBe(200)
  return insuranceDashboardSchema.parse(response.json())
}
const accept = (who: Customer, id: string, answer: string) =>
  who.request({ method: 'POST', url: `/api/insurance/quotes/${id}/answers/${answer}/accept` })

describe('access', () => {
  it('401 signed out; 403 insurance.not_broker for a customer, an unverified broker and another category’s provider, before the body is read', async () => {
    const unverified = await makeBroker(app, { verified: false, name: 'Unverified Broker' })
    const agent = await makeCustomer(app, 'Estate Agent')
    await app.db
      .insert(realEstateAgents)
      .values({ userId: agent.userId, fullName: 'Estate Agent', agencyName: 'Homes Ltd', isVerified: true })
    const id = '00000000-0000-7000-8000-000000000000'
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; url: string }[] = [
      { method: 'GET', url: '/api/insurance-dashboard' },
      { method: 'PUT', url: '/api/insurance-dashboard/types' },
      { method: 'GET', url: '/api/insurance-dashboard/quotes' },
      { method: 'POST', url: `/api/insurance-dashboard/quotes/${id}/answer` },
      { method: 'GET', url: '/api/insurance-dashboard/plans' },
      { method: 'POST', url: '/api/insurance-dashboard/plans' },
      { method: 'PATCH', url: `/api/insurance-dashboard/plans/${id}` },
    ]
    for (const route of routes) {
      const label = `${route.method} ${route.url}`
      const signedOut = await app.inject({ ...route, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode, label).toBe(401)
      // An invalid body: a 403 shows the guard ran before it was read.
      for (const who of [customer, unverified, agent]) {
        const refused = await who.request({ ...route, payload: { nonsense: true } })
        expect(refused.statusCode, label).toBe(403)
        expect(refused.json().error).toEqual({
          code: 'insurance.not_broker',
          message: insuranceMessages.notBroker,
        })
      }
    }
  })

  it('an approved insurance_broker application opens the dashboard, with the types its specialization names', async () => {
    const admin = await makeAdmin(app)
    const apply = async (name: string, specialization: string) => {
      const applicant = await makeCustomer(app, name)
      const submitted = await applicant.request({
        method: 'POST',
        url: '/api/provider-applications',
        payload: {
          service_type: 'insurance_broker',
          business_name: `${name} Insurance Agency`,
          business_description: 'Cover for families and small businesses.',
          business_address: 'Upper Hill, Nairobi',
          business_phone: '+254711222333',
          business_email: 'agency@example.co.ke',
          license_number: 'IRA/05/1234',
          experience_years: 6,
          specialization,
          service_areas: [],
          document_ids: [],
          terms_accepted: true,
        },
      })
      expect(submitted.statusCode, submitted.body).toBe(201)
      const before = await applicant.request({ method: 'GET', url: '/api/insurance-dashboard' })
      expect(before.statusCode).toBe(403)
      const approved = await admin.request({
        method: 'POST',
        url: `/api/admin/service-applications/${submitted.json().id}/approve`,
      })
      expect(approved.statusCode, approved.body).toBe(200)
      return applicant
    }

    const named = await apply('Wekesa', 'Motor and health')
    expect(await dashboardOf(named)).toEqual({
      broker: {
        id: expect.any(String),
        business_name: 'Wekesa Insurance Agency',
        insurance_types: ['health', 'motor'],
        phone: '+254711222333',
        email: 'agency@example.co.ke',
        is_verified: true,
      },
      counts: { open_requests: 0, answered: 0, accepted: 0, active_plans: 0 },
    })
    const unnamed = await apply('Chebet', 'Family cover')
    expect((await dashboardOf(unnamed)).broker.insurance_types).toEqual([
      'health',
      'motor',
      'home',
      'business',
      'life',
    ])
  })
})

describe('types', () => {
  it('changes the types served (card order), at least one', async () => {
    const broker = await makeBroker(app, { name: 'Typing Broker' })
    const response = await broker.request({
      method: 'PUT',
      url: '/api/insurance-dashboard/types',
      payload: { insurance_types: ['life', 'health', 'life'] },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ insurance_types: ['health', 'life'] })
    const empty = await broker.request({
      method: 'PUT',
      url: '/api/insurance-dashboard/types',
      payload: { insurance_types: [] },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Choose at least one type of insurance.')
    const unknown = await broker.request({
      method: 'PUT',
      url: '/api/insurance-dashboard/types',
      payload: { insurance_types: ['pets'] },
    })
    expect(unknown.statusCode).toBe(400)
    expect((await dashboardOf(broker)).broker.insurance_types).toEqual(['health', 'life'])

    // A motor request no longer reaches it; a life request does.
    const motor = await quoteId(customer, { insurance_type: 'motor' })
    const life = await quoteId(customer, { insurance_type: 'life' })
    const open = await idsOf(broker)
    expect(open).toContain(life)
    expect(open).not.toContain(motor)
  })
})

describe('the requests routed to me', () => {
  it('open, answered and accepted lists; never my own request; never another broker’s answer', async () => {
    const mine = await makeBroker(app, { name: 'Listing Broker', business: 'Listing Cover', types: ['home'] })
    const rival = await makeBroker(app, { name: 'Rival Listing Broker', business: 'Rival', types: ['home'] })
    const buyer = await makeCustomer(app, 'Home Buyer')
    const first = await quoteId(buyer, { insurance_type: 'home' })
    const second = await quoteId(buyer, { insurance_type: 'home' })
    const notMine = await quoteId(buyer, { insurance_type: 'business' })
    // A request the broker makes for itself never shows to it.
    const own = await quoteId(mine, { insurance_type: 'home' })

    const open = await idsOf(mine)
    expect(open.indexOf(second)).toBeLessThan(open.indexOf(first))
    expect(open.indexOf(second)).toBeGreaterThanOrEqual(0)
    expect(open).not.toContain(notMine)
    expect(open).not.toContain(own)
    expect(await idsOf(mine, 'open')).toEqual(open)
    expect(await idsOf(rival)).toContain(own)

    const rivalTerms = 'Rival secret terms: 10 percent off for the first year of cover.'
    await answerId(rival, first, { monthly_premium_cents: 410_000, terms: rivalTerms })
    // Answered by another broker only: still open for me, with the count and no answer of theirs.
    const seen = (await quotesOf(mine)).find((item) => item.id === first)!
    expect(seen).toMatchObject({ status: 'answered', answer_count: 1, my_answer: null })
    expect(JSON.stringify(await quotesOf(mine))).not.toContain(rivalTerms)

    const answered = await answerQuote(mine, first, { monthly_premium_cents: 395_000 })
    expect(answered.statusCode, answered.body).toBe(201)
    expect(brokerQuoteSchema.parse(answered.json())).toMatchObject({
      id: first,
      status: 'answered',
      answer_count: 2,
      my_answer: {
        broker: { id: mine.brokerId, name: 'Listing Cover' },
        monthly_premium_cents: 395_000,
        status: 'offered',
      },
    })
    expect(await idsOf(mine)).not.toContain(first)
    const myAnswered = await quotesOf(mine, 'answered')
    expect(myAnswered.map((item) => item.id)).toEqual([first])
    expect(myAnswered[0]!.my_answer!.monthly_premium_cents).toBe(395_000)
    expect(JSON.stringify(myAnswered)).not.toContain(rivalTerms)
    expect((await quotesOf(rival, 'answered')).map((item) => item.my_answer!.monthly_premium_cents)).toEqual([
      410_000,
    ])
    expect(await dashboardOf(mine)).toMatchObject({
      counts: { answered: 1, accepted: 0, open_requests: open.length - 1 },
    })

    const myAnswer = myAnswered[0]!.my_answer!.id
    expect((await accept(buyer, first, myAnswer)).statusCode).toBe(200)
    const accepted = await quotesOf(mine, 'accepted')
    expect(accepted.map((item) => [item.id, item.status, item.my_answer!.status])).toEqual([
      [first, 'accepted', 'accepted'],
    ])
    expect(await idsOf(mine, 'answered')).toEqual([])
    expect(await idsOf(rival, 'answered')).toEqual([])
    expect(await idsOf(rival, 'accepted')).toEqual([])
    // Taken: no longer open to anyone.
    expect(await idsOf(rival)).not.toContain(first)
    expect((await dashboardOf(mine)).counts).toMatchObject({ answered: 0, accepted: 1 })
  })
})

describe('answering', () => {
  it('a request not routed to me is 404; twice is 409; the customer is told', async () => {
    const broker = await makeBroker(app, {
      name: 'Answering Broker',
      business: 'Savanna Brokers',
      types: ['motor'],
    })
    const buyer = await makeCustomer(app, 'Motorist')
    const health = await quoteId(buyer, { insurance_type: 'health' })
    for (const id of [health, '00000000-0000-7000-8000-000000000000', 'nope']) {
      const response = await answerQuote(broker, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error.code).toBe('insurance.quote_not_found')
    }
    const motor = await quoteId(buyer, { insurance_type: 'motor' })
    const bad = await answerQuote(broker, motor, { terms: 'short' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Please describe the cover and its terms.')
    const answered = await answerQuote(broker, motor, { monthly_premium_cents: 725_050 })
    expect(answered.statusCode, answered.body).toBe(201)
    const twice = await answerQuote(broker, motor)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toEqual({
      code: 'insurance.already_answered',
      message: insuranceMessages.alreadyAnswered,
    })
    expect((await noticesOf(buyer))[0]).toMatchObject({
      title: 'Your insurance quote is ready',
      message: 'Savanna Brokers offers cover at KSh 7,250.50 per month. Compare and accept it in My quotes.',
      action_url: '/insurance/quotes',
    })
    const [row] = await app.db
      .select()
      .from(insuranceQuoteRequests)
      .where(eq(insuranceQuoteRequests.id, motor))
    expect(row!.status).toBe('answered')
  })

  it("naming a plan: another broker's or an inactive one is 404, one of another type 400", async () => {
    const broker = await makeBroker(app, { name: 'Plan Naming Broker', types: ['health', 'motor'] })
    const other = await makeBroker(app, { name: 'Other Plan Broker', types: ['health'] })
    const theirs = await createPlan(other, { name: 'Their Health Plan' })
    const inactive = await createPlan(broker, { name: 'My Inactive Plan', is_active: false })
    const motorPlan = await createPlan(broker, { name: 'My Motor Plan', plan_type: 'motor' })
    const healthPlan = await createPlan(broker, { name: 'My Health Plan' })
    const id = await quoteId(customer, { insurance_type: 'health' })
    for (const planId of [theirs, inactive, '00000000-0000-7000-8000-000000000000']) {
      const response = await answerQuote(broker, id, { plan_id: planId })
      expect(response.statusCode, planId).toBe(404)
      expect(response.json().error.code).toBe('insurance.plan_not_found')
    }
    const mismatch = await answerQuote(broker, id, { plan_id: motorPlan })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error.code).toBe('insurance.plan_type_mismatch')
    const ok = await answerQuote(broker, id, { plan_id: healthPlan })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().my_answer.plan).toEqual({ id: healthPlan, name: 'My Health Plan' })
  })

  it('a cancelled or accepted request is 409 insurance.quote_closed; a plan’s request reaches its broker', async () => {
    const broker = await makeBroker(app, { name: 'Closing Broker', types: ['life'] })
    const other = await makeBroker(app, { name: 'Closing Rival', types: ['life'] })
    const buyer = await makeCustomer(app, 'Closing Customer')
    const cancelled = await quoteId(buyer, { insurance_type: 'life' })
    await buyer.request({ method: 'POST', url: `/api/insurance/quotes/${cancelled}/cancel` })
    const taken = await quoteId(buyer, { insurance_type: 'life' })
    expect((await accept(buyer, taken, await answerId(other, taken))).statusCode).toBe(200)
    for (const id of [cancelled, taken]) {
      const response = await answerQuote(broker, id)
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        code: 'insurance.quote_closed',
        message: insuranceMessages.quoteClosed,
      })
    }

    // A broker not serving health still gets (and may answer) the requests of its health plan.
    const planBroker = await makeBroker(app, { name: 'Health Plan Owner', types: ['health'] })
    const planId = await createPlan(planBroker, { name: 'Owner Health Plan' })
    await planBroker.request({
      method: 'PUT',
      url: '/api/insurance-dashboard/types',
      payload: { insurance_types: ['business'] },
    })
    const fromPlan = await quoteId(buyer, { plan_id: planId })
    const fromNoPlan = await quoteId(buyer, { insurance_type: 'health' })
    const open = await idsOf(planBroker)
    expect(open).toContain(fromPlan)
    expect(open).not.toContain(fromNoPlan)
    expect((await answerQuote(planBroker, fromPlan, { plan_id: planId })).statusCode).toBe(201)
    expect((await answerQuote(planBroker, fromNoPlan)).statusCode).toBe(404)
  })
})

describe('plans', () => {
  it('creates plans of the types served, lists my own (active or not) newest first, changes only what is sent', async () => {
    const broker = await makeBroker(app, {
      name: 'Planning Broker',
      business: 'Planners',
      types: ['health', 'home'],
    })
    const created = await broker.request({
      method: 'POST',
      url: '/api/insurance-dashboard/plans',
      payload: planInput({ name: 'Starter Health Plan' }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const plan = insurancePlanSchema.parse(created.json())
    expect(plan).toMatchObject({
      name: 'Starter Health Plan',
      plan_type: 'health',
      broker: { id: broker.brokerId, name: 'Planners' },
      rating: null,
      review_count: 0,
      is_active: true,
      features: [
        'Outpatient cover',
        'Inpatient cover',
        'Emergency care',
        'Nationwide hospitals',
        'Chronic care',
      ],
    })
    const unserved = await broker.request({
      method: 'POST',
      url: '/api/insurance-dashboard/plans',
      payload: planInput({ plan_type: 'motor' }),
    })
    expect(unserved.statusCode).toBe(400)
    expect(unserved.json().error).toEqual({
      code: 'insurance.type_not_served',
      message: insuranceMessages.typeNotServed,
    })
    const invalid = await broker.request({
      method: 'POST',
      url: '/api/insurance-dashboard/plans',
      payload: planInput({ monthly_premium_cents: -5 }),
    })
    expect(invalid.statusCode).toBe(400)

    const hidden = await createPlan(broker, { name: 'Hidden Home Plan', plan_type: 'home', is_active: false })
    const listed = await broker.request({ method: 'GET', url: '/api/insurance-dashboard/plans' })
    expect(insurancePlanListSchema.parse(listed.json()).items.map((item) => item.id)).toEqual([
      hidden,
      plan.id,
    ])

    const renamed = await broker.request({
      method: 'PATCH',
      url: `/api/insurance-dashboard/plans/${plan.id}`,
      payload: { name: 'Starter Health Plan Plus', monthly_premium_cents: 550_000 },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    // Not sent: unchanged (no defaults on an update).
    expect(renamed.json()).toMatchObject({
      name: 'Starter Health Plan Plus',
      monthly_premium_cents: 550_000,
      description: plan.description,
      features: plan.features,
      is_active: true,
    })
    const retyped = await broker.request({
      method: 'PATCH',
      url: `/api/insurance-dashboard/plans/${plan.id}`,
      payload: { plan_type: 'life' },
    })
    expect(retyped.statusCode).toBe(400)
    expect(retyped.json().error.code).toBe('insurance.type_not_served')
    expect((await dashboardOf(broker)).counts.active_plans).toBe(1)
  })

  it("another broker's plan, an unknown or a malformed id is 404", async () => {
    const broker = await makeBroker(app, { name: 'Guarding Broker' })
    const other = await makeBroker(app, { name: 'Guarded Broker' })
    const theirs = await createPlan(other, { name: 'Guarded Plan' })
    for (const id of [theirs, '00000000-0000-7000-8000-000000000000', 'nope']) {
      const response = await broker.request({
        method: 'PATCH',
        url: `/api/insurance-dashboard/plans/${id}`,
        payload: { name: 'Taken over plan' },
      })
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error.code).toBe('insurance.plan_not_found')
    }
    const [row] = await app.db.select().from(insurancePlans).where(eq(insurancePlans.id, theirs))
    expect(row!.name).toBe('Guarded Plan')
    const list = await broker.request({ method: 'GET', url: '/api/insurance-dashboard/plans' })
    expect(list.json().items).toEqual([])
  })
})
