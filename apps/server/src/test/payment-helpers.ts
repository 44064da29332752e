import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { transactions } from '../modules/payments/payments.table'
import { as } from './auth-helpers'

export const attemptByCheckoutId = async (app: FastifyInstance, checkoutRequestId: string) =>
  (await app.db.select().from(transactions).where(eq(transactions.providerRef, checkoutRequestId)))[0]!

export const uniqueReceipt = () =>
  `SK${Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[randomInt(34)]).join('')}`

type Attempt = typeof transactions.$inferSelect

const merchantRequestIdOf = (attempt: Attempt) =>
  (attempt.providerResponse as { MerchantRequestID?: string } | null)?.MerchantRequestID ?? null

/** Daraja's success callback for an attempt, as PAYMENTS.md shows it; fields can be overridden. */
export function successCallback(
  attempt: Attempt,
  {
    amount = attempt.chargedAmountCents / 100,
    receipt = uniqueReceipt(),
    phone = attempt.phoneNumber,
    checkoutRequestId = attempt.providerRef,
  }: { amount?: number; receipt?: string; phone?: string | null; checkoutRequestId?: string | null } = {},
) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: merchantRequestIdOf(attempt),
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          // Balance without a value, and the items out of the documented order: read by Name.
          Item: [
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'Balance' },
            { Name: 'Amount', Value: amount },
            { Name: 'TransactionDate', Value: 20170727154800 },
            { Name: 'PhoneNumber', Value: Number(phone) },
          ],
        },
      },
    },
  }
}

export function failureCallback(attempt: Attempt, resultCode: number | string, resultDesc: string) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: merchantRequestIdOf(attempt),
        CheckoutRequestID: attempt.providerRef,
        ResultCode: resultCode,
        ResultDesc: resultDesc,
      },
    },
  }
}

/** What Daraja would POST to the attempt's callback URL. */
export const postCallback = (app: FastifyInstance, token: string, body: object) =>
  app.inject({ method: 'POST', url: `/api/payments/mpesa/callback/${token}`, payload: body })

export function payMpesa(
  app: FastifyInstance,
  cookie: string,
  payload: { phoneNumber: string; amount: number; orderId: string },
  key?: string,
) {
  return as(
    app,
    cookie,
  )({
    method: 'POST',
    url: '/api/payments/mpesa',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  })
}

export const transactionStatus = (app: FastifyInstance, cookie: string, id: string) =>
  as(app, cookie)({ method: 'GET', url: `/api/payments/transactions/${id}` })

export async function mailTo(app: FastifyInstance, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
  })
  return (response.json() as { messages: { subject: string; text: string }[] }).messages
}

/** Polls until `check` returns a value, for flows that go through the simulator's timers. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
