import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerId, makeBroker, makeCustomer, quoteId } from '../../test/insurance-helpers'
import { buildTestApp } from '../../test/test-app'
import { insuranceQuoteAnswers, insuranceQuoteRequests } from './insurance.table'

// The acceptance race on PostgreSQL (TEST_DATABASE_URL): the acceptances run in concurrent transactions on
// several connections, where PGlite would run them one at a time. Each move is conditional on the state it
// leaves (the request answered -> accepted, the answer offered -> accepted), so exactly one acceptance wins.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

describe('the acceptance race', { timeout: 120_000 }, () => {
  it('five brokers’ answers accepted at once: exactly one accepted, the others declined, 4 get 409', async () => {
    const customer = await makeCustomer(app)
    const brokers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        makeBroker(app, { name: `Race Broker ${index}`, types: ['motor'] }),
      ),
    )
    const id = await quoteId(customer, { insurance_type: 'motor' })
    const answers: string[] = []
    for (const broker of brokers) answers.push(await answerId(broker, id))

    const responses = await Promise.all(
      answers.map((answer) =>
        customer.request({ method: 'POST', url: `/api/insurance/quotes/${id}/answers/${answer}/accept` }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(4)
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().error.code).toBe('insurance.quote_closed')

    const rows = await app.db
      .select()
      .from(insuranceQuoteAnswers)
      .where(eq(insuranceQuoteAnswers.requestId, id))
    const winner = answers[statuses.indexOf(200)]
    expect(rows.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual([winner])
    expect(rows.filter((row) => row.status === 'declined')).toHaveLength(4)
    const [request] = await app.db
      .select()
      .from(insuranceQuoteRequests)
      .where(eq(insuranceQuoteRequests.id, id))
    expect(request!.status).toBe('accepted')
  })

  it('accepted and cancelled at once: one wins, the other is 409 quote_closed', async () => {
    const customer = await makeCustomer(app)
    const broker = await makeBroker(app, { types: ['life'] })
    const id = await quoteId(customer, { insurance_type: 'life' })
    const answer = await answerId(broker, id)
    const responses = await Promise.all([
      customer.request({ method: 'POST', url: `/api/insurance/quotes/${id}/answers/${answer}/accept` }),
      customer.request({ method: 'POST', url: `/api/insurance/quotes/${id}/cancel` }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const [row] = await app.db
      .select()
      .from(insuranceQuoteAnswers)
      .where(eq(insuranceQuoteAnswers.id, answer))
    const [request] = await app.db
      .select()
      .from(insuranceQuoteRequests)
      .where(eq(insuranceQuoteRequests.id, id))
    expect([request!.status, row!.status]).toEqual(
      responses[0]!.statusCode === 200 ? ['accepted', 'accepted'] : ['cancelled', 'declined'],
    )
  })
})
