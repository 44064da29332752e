import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/auth-helpers'
import { checkoutDetails } from '../../test/order-helpers'
import {
  attemptByCheckoutId,
  eventually,
  mailTo,
  payMpesa,
  postCallback,
  successCallback,
} from '../../test/payment-helpers'
import { buildTestApp } from '../../test/test-app'
import type { OrderLineKind } from '../orders/order-lines.types'

// Issue 19: a payment's confirmation answers without waiting for the after-payment jobs (fulfilment, notice,
// receipt); they still happen, once. A test-only kind of line whose fulfilment waits until the test lets it go:
// if the callback's answer waited for the jobs, it would never come.

let releaseFulfilment: () => void = () => {}
const fulfilmentGate = new Promise<void>((resolve) => {
  releaseFulfilment = resolve
})
let fulfilments = 0
const gatedTickets: OrderLineKind = {
  kind: 'test_gated_ticket',
  ships: false,
  async take(_tx, lines) {
    return lines.map((line) => ({
      kind: 'test_gated_ticket',
      referenceId: line.referenceId,
      name: 'Gated ticket',
      imageUrl: null,
      quantity: line.quantity,
      priceAtPurchaseCents: 100_000,
    }))
  },
  async release() {},
  async retake() {
    return true
  },
  describe: (line) => `${line.quantity} gated ticket(s)`,
  async fulfil() {
    await fulfilmentGate
    fulfilments++
  },
}

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ SANDBOX_DARAJA_CALLBACK_DELAY_MS: '3600000' }, undefined, undefined, {
    orderLineKinds: [gatedTickets],
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  releaseFulfilment()
  await app.close()
})

describe('a payment confirmation', () => {
  it('answers before the after-payment jobs have run, and they run after, once', async () => {
    const buyer = await signUp(app)
    const { order } = await app.checkout.place(buyer.userId, {
      details: { ...checkoutDetails, contact_email: buyer.email },
      lines: [{ kind: 'test_gated_ticket', referenceId: 'gala', quantity: 1 }],
    })
    const push = await payMpesa(app, buyer.cookie, {
      phoneNumber: '0712 345 678',
      amount: order.mpesa_amount,
      orderId: order.id,
    })
    expect(push.statusCode, push.body).toBe(200)
    const attempt = await attemptByCheckoutId(app, push.json().checkoutRequestId)

    const ack = await postCallback(app, attempt.callbackToken!, successCallback(attempt))
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
    expect(fulfilments).toBe(0) // still waiting at the gate: the answer did not wait for it

    releaseFulfilment()
    await eventually(async () => (fulfilments === 1 ? true : undefined))
    const receipts = await eventually(async () => {
      const found = await mailTo(app, buyer.email)
      return found.length ? found : undefined
    })
    expect(receipts.map((mail) => mail.subject)).toEqual([`Your Soko receipt for order ${order.reference}`])
    await app.jobs.runOnce()
    expect(fulfilments).toBe(1)
    expect(await mailTo(app, buyer.email)).toHaveLength(1)
  })
})
