import {
  insurancePlanListSchema,
  insuranceMessages,
  planDetailSchema,
  quoteListSchema,
  quoteSchema,
} from '@soko/shared/insurance/insurance.schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answerId,
  createPlan,
  makeBroker,
  makeCustomer,
  noticesOf,
  quoteId,
  requestQuote,
  type BrokerAccount,
  type Customer,
} from '../../test/insurance-helpers'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'
import { typesOfSpecialization } from './insurance.service'

// The public and customer side of insurance (docs/insurance-api.md): plans, their reviews and ratings, quote
// requests routed to brokers, My quotes, accepting and cancelling, My activity.

let app: FastifyInstance
let broker: BrokerAccount
let customer: Customer

beforeAll(async () => {
  app = await buildTestApp()
  broker = await makeBroker(app, { name: 'Njoroge Broker', business: 'Mlima Insurance Agency' })
  customer = await makeCustomer(app, 'Atieno Customer')
})
afterAll(async () => {
  await app.close()
})

const publicGet = (url: string) => app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } })
const listIds = async (query = '') => {
  const response = await publicGet(`/api/insurance/plans${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return insurancePlanListSchema.parse(response.json()).items.map((plan) => plan.id)
}
const detailOf = async (id: string, who?: { request: Customer['request'] }) => {
  const response = who
    ? await who.request({ method: 'GET', url: `/api/insurance/plans/${id}` })
    : await publicGet(`/api/insurance/plans/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return planDetailSchema.parse(response.json())
}
const review = (who: Customer, id: string, rating: number, comment?: string) =>
  who.request({ method: 'POST', url: `/api/insurance/plans/${id}/reviews`, payload: { rating, comment } })
const accept = (who: Customer, id: string, answer: string) =>
  who.request({ method: 'POST', url: `/api/insurance/quotes/${id}/answers/${answer}/accept` })
const cancel = (who: Customer, id: string) =>
  who.request({ method: 'POST', url: `/api/insurance/quotes/${id}/cancel` })
const mine = async (who: Customer) => {
  const response = await who.request({ method: 'GET', url: '/api/insurance/quotes/mine' })
  expect(response.statusCode, response.body).toBe(200)
  return quoteListSchema.parse(response.json()).items
}

/** A customer whose quote for the plan the broker answered and the customer accepted. */
async function acceptedCustomer(planId: string, name: string, naming: 'request' | 'answer' = 'request') {
  const buyer = await makeCustomer(app, name)
  const id = await quoteId(buyer, naming === 'request' ? { plan_id: planId } : {})
  const answer = await answerId(broker, id, naming === 'answer' ? { plan_id: planId } : {})
  expect((await accept(buyer, id, answer)).statusCode).toBe(200)
  return buyer
}

describe('plans', () => {
  it('lists active plans only, newest first', async () => {
    const older = await createPlan(broker, { name: 'Older Health Plan' })
    const newer = await createPlan(broker, { name: 'Newer Health Plan' })
    const hidden = await createPlan(broker, { name: 'Withdrawn Health Plan' })
    const hide = await broker.request({
      method: 'PATCH',
      url: `/api/insurance-dashboard/plans/${hidden}`,
      payload: { is_active: false },
    })
    expect(hide.statusCode, hide.body).toBe(200)
    const ids = await listIds()
    expect(ids).not.toContain(hidden)
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    const response = await publicGet('/api/insurance/plans')
    const plan = insurancePlanListSchema.parse(response.json()).items.find((item) => item.id === newer)!
    expect(plan).toMatchObject({
      name: 'Newer Health Plan',
      plan_type: 'health',
      monthly_premium_cents: 500_000,
      broker: { id: broker.brokerId, name: 'Mlima Insurance Agency' },
      rating: null,
      review_count: 0,
      is_active: true,
    })
  })

  it('searches name, description, type and broker, case-insensitively, and filters by type', async () => {
    const other = await makeBroker(app, { name: 'Kiprop Broker', business: 'Rift Valley Assurance' })
    const motor = await createPlan(other, {
      name: 'Comprehensive Motor Cover',
      plan_type: 'motor',
      description: 'Accident, theft and fire for private cars.',
    })
    const life = await createPlan(other, { name: 'Family Life Cover', plan_type: 'life' })
    expect(await listIds('?search=comprehensive')).toEqual([motor])
    expect(await listIds('?search=THEFT%20AND')).toEqual([motor])
    expect(await listIds('?search=rift%20valley')).toEqual([life, motor])
    expect(await listIds('?search=zzz-nothing')).toEqual([])
    // The user's wildcards are taken literally.
    expect(await listIds('?search=%25')).toEqual([])
    const motors = await listIds('?plan_type=motor')
    expect(motors).toContain(motor)
    expect(motors).not.toContain(life)
    expect(await listIds('?plan_type=life&search=rift')).toEqual([life])
    expect((await listIds('?plan_type=all')).length).toBeGreaterThanOrEqual(2)
    expect((await publicGet('/api/insurance/plans?plan_type=pets')).statusCode).toBe(400)
  })

  it('answers 404 insurance.plan_not_found for an inactive, unknown or malformed plan', async () => {
    const inactive = await createPlan(broker, { name: 'Retired Plan', is_active: false })
    for (const id of [inactive, '00000000-0000-7000-8000-000000000000', 'not-a-plan']) {
      const response = await publicGet(`/api/insurance/plans/${id}`)
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error).toEqual({
        code: 'insurance.plan_not_found',
        message: insuranceMessages.planNotFound,
      })
    }
  })
})

describe('reviews and ratings', () => {
  it('rating is null with no reviews, then the average to one decimal; a second review replaces the first', async () => {
    const planId = await createPlan(broker, { name: 'Premium Health Plan', monthly_premium_cents: 1_200_000 })
    const fresh = await detailOf(planId)
    expect(fresh).toMatchObject({ rating: null, review_count: 0, reviews: [], can_review: false })

    const first = await acceptedCustomer(planId, 'Mercy Reviewer')
    expect((await detailOf(planId, first)).can_review).toBe(true)
    const reviewed = await review(first, planId, 4, 'Quick claims at Aga Khan.')
    expect(reviewed.statusCode, reviewed.body).toBe(201)
    expect(planDetailSchema.parse(reviewed.json())).toMatchObject({ rating: 4, review_count: 1 })

    // Accepted an answer naming the plan (the request came from no plan).
    const second = await acceptedCustomer(planId, 'Brian Reviewer', 'answer')
    expect((await review(second, planId, 5)).statusCode).toBe(201)
    const third = await acceptedCustomer(planId, 'Faith Reviewer')
    expect((await review(third, planId, 5)).statusCode).toBe(201)
    // (4 + 5 + 5) / 3 = 4.67
    expect(await detailOf(planId)).toMatchObject({ rating: 4.7, review_count: 3 })

    const replaced = await review(first, planId, 2, 'Slower the second time.')
    expect(replaced.statusCode).toBe(201)
    const after = planDetailSchema.parse(replaced.json())
    // (2 + 5 + 5) / 3 = 4
    expect(after).toMatchObject({ rating: 4, review_count: 3 })
    expect(after.reviews).toHaveLength(3)
    expect(after.reviews[0]).toMatchObject({
      rating: 2,
      comment: 'Slower the second time.',
      author: 'Mercy Reviewer',
    })
    // The plan card in the list says the same.
    const card = insurancePlanListSchema
      .parse((await publicGet('/api/insurance/plans?search=premium%20health')).json())
      .items.find((plan) => plan.id === planId)
    expect(card).toMatchObject({ rating: 4, review_count: 3 })
  })

  it('only a customer with an accepted answer for the plan may review it (403), signed out 401', async () => {
    const planId = await createPlan(broker, { name: 'Reviewed Only By Buyers' })
    const stranger = await makeCustomer(app, 'Stranger Customer')
    const refused = await review(stranger, planId, 5)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toEqual({
      code: 'insurance.review_not_allowed',
      message: insuranceMessages.reviewNotAllowed,
    })
    // An offered (not accepted) answer is not enough.
    const waiting = await makeCustomer(app, 'Waiting Customer')
    const id = await quoteId(waiting, { plan_id: planId })
    await answerId(broker, id)
    expect((await review(waiting, planId, 5)).statusCode).toBe(403)
    expect((await detailOf(planId, waiting)).can_review).toBe(false)
    // The plan's own broker never reviews it.
    expect((await review(broker, planId, 5)).statusCode).toBe(403)

    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/insurance/plans/${planId}/reviews`,
      headers: { origin: TEST_ORIGIN },
      payload: { rating: 5 },
    })
    expect(signedOut.statusCode).toBe(401)
    const bad = await review(stranger, planId, 9)
    expect(bad.statusCode).toBe(400)
    expect((await review(stranger, '00000000-0000-7000-8000-000000000000', 5)).statusCode).toBe(404)
    expect((await detailOf(planId)).review_count).toBe(0)
  })
})

describe('quote requests', () => {
  it('401 signed out, before the body is read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/insurance/quotes',
      headers: { origin: TEST_ORIGIN },
      payload: { nonsense: true },
    })
    expect(response.statusCode).toBe(401)
    for (const url of ['/api/insurance/quotes/mine']) {
      const signedOut = await app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN } })
      expect(signedOut.statusCode).toBe(401)
    }
  })

  it('missing required fields answer 400 "Missing Information: Please fill in all required fields."', async () => {
    const cases: Record<string, unknown>[] = [
      { full_name: undefined },
      { full_name: '   ' },
      { email: undefined },
      { email: '' },
      { phone: undefined },
      { phone: '' },
      { insurance_type: undefined },
      { insurance_type: '' },
      { full_name: '', email: '', phone: '', insurance_type: '' },
    ]
    for (const overrides of cases) {
      const response = await requestQuote(customer, overrides)
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
      expect(response.json().error.message).toBe('Missing Information: Please fill in all required fields.')
    }
    const badEmail = await requestQuote(customer, { email: 'not-an-email' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().error.message).toBe('Email is invalid')
    expect(await mine(customer)).toEqual([])
  })

  it('stores the request open, with coverage in cents; optional fields may be left out', async () => {
    const response = await requestQuote(customer, { insurance_type: 'home', coverage_amount: 2_500_000 })
    expect(response.statusCode, response.body).toBe(201)
    expect(quoteSchema.parse(response.json())).toMatchObject({
      full_name: 'Wanjiru Kamau',
      email: 'wanjiru@example.co.ke',
      insurance_type: 'home',
      coverage_amount_cents: 250_000_000,
      plan: null,
      status: 'open',
      answers: [],
    })
    const bare = await customer.request({
      method: 'POST',
      url: '/api/insurance/quotes',
      payload: {
        full_name: 'Otieno',
        email: 'OTIENO@Example.co.ke',
        phone: '0700000001',
        insurance_type: 'life',
        coverage_amount: '',
      },
    })
    expect(bare.statusCode, bare.body).toBe(201)
    expect(bare.json()).toMatchObject({
      email: 'otieno@example.co.ke',
      coverage_amount_cents: null,
      additional_info: null,
    })
  })

  it("a plan's request: unknown or inactive plan 404, a plan of another type 400", async () => {
    const planId = await createPlan(broker, { name: 'Quoted Health Plan' })
    const inactive = await createPlan(broker, { name: 'Inactive Quoted Plan', is_active: false })
    for (const id of ['00000000-0000-7000-8000-000000000000', inactive]) {
      const response = await requestQuote(customer, { plan_id: id })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('insurance.plan_not_found')
    }
    const mismatch = await requestQuote(customer, { plan_id: planId, insurance_type: 'motor' })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error).toEqual({
      code: 'insurance.plan_type_mismatch',
      message: insuranceMessages.planTypeMismatch,
    })
    const ok = await requestQuote(customer, { plan_id: planId })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().plan).toEqual({ id: planId, name: 'Quoted Health Plan' })
  })

  it('reaches every verified broker of its type and the plan’s broker, never others nor the requester', async () => {
    const health = await makeBroker(app, { name: 'Health Broker', types: ['health', 'life'] })
    const motorOnly = await makeBroker(app, { name: 'Motor Broker', types: ['motor'] })
    const unverified = await makeBroker(app, { name: 'Pending Broker', types: ['health'], verified: false })
    // The plan's broker has since stopped serving health: the plan's requests still reach it.
    const planBroker = await makeBroker(app, { name: 'Plan Broker', types: ['health'] })
    const planId = await createPlan(planBroker, { name: 'Routed Health Plan' })
    const retyped = await planBroker.request({
      method: 'PUT',
      url: '/api/insurance-dashboard/types',
      payload: { insurance_types: ['life'] },
    })
    expect(retyped.statusCode).toBe(200)
    // A health broker asking for their own cover is not told of it.
    const requester = await makeBroker(app, { name: 'Requesting Broker', types: ['health'] })

    const newRequests = async (who: { request: Customer['request'] }) =>
      (await noticesOf(who)).filter((notice) => notice.title === 'New quote request')
    const before = {
      health: (await newRequests(health)).length,
      motor: (await newRequests(motorOnly)).length,
      unverified: (await newRequests(unverified)).length,
      plan: (await newRequests(planBroker)).length,
      requester: (await newRequests(requester)).length,
    }
    expect((await requestQuote(requester, { plan_id: planId, coverage_amount: 750_000 })).statusCode).toBe(
      201,
    )

    const healthNotices = await newRequests(health)
    expect(healthNotices.length).toBe(before.health + 1)
    expect(healthNotices[0]).toMatchObject({
      message: 'Health Insurance, coverage KSh 750,000. Answer it in your dashboard.',
      action_url: '/insurance-dashboard',
    })
    expect((await newRequests(planBroker)).length).toBe(before.plan + 1)
    expect((await newRequests(motorOnly)).length).toBe(before.motor)
    expect((await newRequests(unverified)).length).toBe(before.unverified)
    expect((await newRequests(requester)).length).toBe(before.requester)

    // A request from no plan does not reach the plan's broker any more.
    expect((await requestQuote(customer)).statusCode).toBe(201)
    expect((await newRequests(planBroker)).length).toBe(before.plan + 1)
    expect((await newRequests(health)).length).toBe(before.health + 2)
  })
})

describe('my quotes, accepting and cancelling', () => {
  it('lists my requests newest first with every answer; never another user’s', async () => {
    const me = await makeCustomer(app, 'Listing Customer')
    const first = await quoteId(me, { insurance_type: 'motor' })
    const second = await quoteId(me, { insurance_type: 'life' })
    const other = await makeBroker(app, { name: 'Second Answering Broker', business: 'Pwani Brokers' })
    await answerId(broker, first, { monthly_premium_cents: 300_000 })
    await answerId(other, first, { monthly_premium_cents: 280_000 })
    const items = await mine(me)
    expect(items.map((item) => item.id)).toEqual([second, first])
    expect(items[0]).toMatchObject({ status: 'open', answers: [] })
    expect(items[1]!.status).toBe('answered')
    expect(
      items[1]!.answers.map((answer) => [answer.broker.name, answer.monthly_premium_cents, answer.status]),
    ).toEqual([
      ['Mlima Insurance Agency', 300_000, 'offered'],
      ['Pwani Brokers', 280_000, 'offered'],
    ])
    expect(items[1]!.answers[0]!.broker).toMatchObject({
      phone: '+254722000111',
      email: 'cover@example.co.ke',
    })
    const someoneElse = await makeCustomer(app, 'Other Customer')
    expect(await mine(someoneElse)).toEqual([])
  })

  it('accepting one answer declines the others and tells each broker; a second acceptance is 409', async () => {
    const me = await makeCustomer(app, 'Accepting Customer')
    const planId = await createPlan(broker, { name: 'Accepted Motor Plan', plan_type: 'motor' })
    const rival = await makeBroker(app, { name: 'Rival Broker', business: 'Rival Cover', types: ['motor'] })
    const id = await quoteId(me, {
      insurance_type: 'motor',
      full_name: 'Achieng Otieno',
      phone: '0722333444',
    })
    const mineAnswer = await answerId(broker, id, { plan_id: planId })
    const rivalAnswer = await answerId(rival, id)

    const accepted = await accept(me, id, mineAnswer)
    expect(accepted.statusCode, accepted.body).toBe(200)
    const quote = quoteSchema.parse(accepted.json())
    expect(quote.status).toBe('accepted')
    expect(Object.fromEntries(quote.answers.map((answer) => [answer.id, answer.status]))).toEqual({
      [mineAnswer]: 'accepted',
      [rivalAnswer]: 'declined',
    })
    expect((await noticesOf(broker))[0]).toMatchObject({
      title: 'Quote accepted',
      message:
        'Achieng Otieno (0722333444) accepted your quote for Accepted Motor Plan. Contact them to complete the cover.',
      action_url: '/insurance-dashboard',
    })
    expect((await noticesOf(rival))[0]).toMatchObject({ title: 'Quote not taken' })

    for (const answer of [mineAnswer, rivalAnswer]) {
      const again = await accept(me, id, answer)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toEqual({
        code: 'insurance.quote_closed',
        message: insuranceMessages.quoteClosed,
      })
    }
    // The customer was told of both answers.
    const told = (await noticesOf(me)).filter((notice) => notice.title === 'Your insurance quote is ready')
    expect(told.map((notice) => notice.message)).toContain(
      'Rival Cover offers cover at KSh 6,500 per month. Compare and accept it in My quotes.',
    )
  })

  it('an answer of another request, or another user’s quote, is 404', async () => {
    const me = await makeCustomer(app, 'Careful Customer')
    const id = await quoteId(me)
    const elsewhere = await quoteId(me, { insurance_type: 'life' })
    const foreign = await answerId(broker, elsewhere)
    await answerId(broker, id)
    for (const answer of [foreign, '00000000-0000-7000-8000-000000000000', 'nope']) {
      const response = await accept(me, id, answer)
      expect(response.statusCode, answer).toBe(404)
      expect(response.json().error.code).toBe('insurance.answer_not_found')
    }
    const thief = await makeCustomer(app, 'Thief Customer')
    const [own] = (await mine(me)).filter((quote) => quote.id === id)
    for (const response of [
      await accept(thief, id, own!.answers[0]!.id),
      await cancel(thief, id),
      await cancel(me, 'nope'),
      await cancel(me, '00000000-0000-7000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('insurance.quote_not_found')
    }
    expect((await mine(me)).find((quote) => quote.id === id)!.status).toBe('answered')
  })

  it('cancels an open or answered request (answers declined, their brokers told), never an accepted one', async () => {
    const me = await makeCustomer(app, 'Cancelling Customer')
    const open = await quoteId(me)
    const cancelled = await cancel(me, open)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().status).toBe('cancelled')
    expect((await cancel(me, open)).statusCode).toBe(409)

    const answered = await quoteId(me, { insurance_type: 'business' })
    const answer = await answerId(broker, answered)
    const withAnswer = await cancel(me, answered)
    expect(withAnswer.statusCode).toBe(200)
    expect(withAnswer.json().answers.map((item: { status: string }) => item.status)).toEqual(['declined'])
    expect((await noticesOf(broker))[0]).toMatchObject({ title: 'Quote request cancelled' })
    expect((await accept(me, answered, answer)).statusCode).toBe(409)

    const taken = await quoteId(me, { insurance_type: 'life' })
    expect((await accept(me, taken, await answerId(broker, taken))).statusCode).toBe(200)
    const refused = await cancel(me, taken)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('insurance.quote_closed')
  })
})

describe('my activity', () => {
  it('shows each request: "Motor Insurance quote", the plan or the number of answers, its status', async () => {
    const me = await makeCustomer(app, 'Active Customer')
    const planId = await createPlan(broker, { name: 'Activity Health Plan' })
    const fromPlan = await quoteId(me, { plan_id: planId })
    const motor = await quoteId(me, { insurance_type: 'motor' })
    await answerId(broker, motor)
    const response = await me.request({ method: 'GET', url: '/api/activity' })
    expect(response.statusCode, response.body).toBe(200)
    const items = (response.json().items as { kind: string; id: string }[]).filter(
      (item) => item.kind === 'insurance_quote',
    )
    expect(items).toEqual([
      expect.objectContaining({
        id: motor,
        title: 'Motor Insurance quote',
        subtitle: '1 answer',
        status: 'answered',
        href: '/insurance/quotes',
      }),
      expect.objectContaining({
        id: fromPlan,
        title: 'Health Insurance quote',
        subtitle: 'Activity Health Plan',
        status: 'open',
      }),
    ])
    // Pages: one at a time, the cursor leads to the older one.
    const page = await me.request({ method: 'GET', url: '/api/activity?limit=1' })
    expect(page.json().items.map((item: { id: string }) => item.id)).toEqual([motor])
    const next = await me.request({
      method: 'GET',
      url: `/api/activity?limit=1&cursor=${page.json().next_cursor}`,
    })
    expect(next.json().items.map((item: { id: string }) => item.id)).toEqual([fromPlan])
  })
})

describe('the types of an application', () => {
  it('are the type words its specialization names, else all five', () => {
    expect(typesOfSpecialization('Motor and health')).toEqual(['health', 'motor'])
    expect(typesOfSpecialization('LIFE, business & Home cover')).toEqual(['home', 'business', 'life'])
    expect(typesOfSpecialization('Lifestyle products')).toEqual([
      'health',
      'motor',
      'home',
      'business',
      'life',
    ])
    expect(typesOfSpecialization(null)).toEqual(['health', 'motor', 'home', 'business', 'life'])
  })
})
