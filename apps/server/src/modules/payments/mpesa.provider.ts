import { randomBytes } from 'node:crypto'
import { mpesaAmountForCents, paymentMessages } from '@soko/shared/payments/payment.constants'
import type { MpesaPaymentResponse } from '@soko/shared/payments/payment.schema'
import { z } from 'zod'
import type { MpesaConfig } from '../../config'
import { isUniqueViolation } from '../../lib/db-errors'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import type { PaymentProvider } from './payment-provider.types'
import type { DarajaClient } from './payments.daraja'
import {
  amountMismatch,
  mpesaInProgress,
  mpesaRejected,
  mpesaUnavailable,
  orderNotPayable,
} from './payments.errors'
import type { TransactionRow } from './payments.repository'
import { MPESA_TIMEOUT_CODE, type PaymentCore } from './payments.service'

/** Daraja's STK callback (PAYMENTS.md): ResultCode a number or a string; metadata read by Name only. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().optional(),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.union([z.number(), z.string()]),
      ResultDesc: z.string().optional(),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
})

const STILL_PROCESSING = '4999'
const LABEL = 'M-Pesa'

const maskPhone = (phone: string) => `${phone.slice(0, 6)}***${phone.slice(-3)}`

/** The 12-character AccountReference the payer sees: SOKO and the random tail of the order id. */
const accountReferenceOf = (orderId: string) => `SOKO${orderId.replaceAll('-', '').slice(-8).toUpperCase()}`

const merchantRequestIdOf = (row: TransactionRow) => {
  const raw = row.providerResponse as { MerchantRequestID?: unknown } | null
  return typeof raw?.MerchantRequestID === 'string' ? raw.MerchantRequestID : null
}

export type MpesaStartInput = { phoneNumber: string; amount: number; orderId: string; key?: string }

/**
 * M-Pesa Express (STK push) as a payment provider: one push per attempt, confirmed by Daraja's callback or
 * by its query, failed at the timeout (PAYMENTS.md).
 */
export function createMpesaProvider({
  core,
  daraja,
  idempotency,
  config,
  callbackBaseUrl,
}: {
  core: PaymentCore
  daraja: DarajaClient | null
  idempotency: IdempotencyService
  config: Pick<MpesaConfig, 'queryAfterSeconds' | 'queryIntervalSeconds' | 'timeoutSeconds'>
  /** Where Daraja can reach this server: PUBLIC_URL (or MPESA_CALLBACK_BASE_URL), or the simulator's own address. */
  callbackBaseUrl: () => string
}): PaymentProvider<MpesaStartInput, MpesaPaymentResponse> {
  const { repo, log } = core

  const response = (row: TransactionRow): MpesaPaymentResponse => ({
    success: true,
    checkoutRequestId: row.providerRef,
    merchantRequestId: merchantRequestIdOf(row),
    error: null,
    message: paymentMessages.requestSent,
    transactionId: row.id,
  })

  /** An open prompt for this order: the same phone gets that attempt back; another phone must wait. */
  function reuseOpenAttempt(open: TransactionRow, phone: string): MpesaPaymentResponse {
    if (open.phoneNumber !== phone || !open.providerRef) throw mpesaInProgress()
    return response(open)
  }

  const fail = (row: TransactionRow, code: string, desc: string, raw?: unknown) =>
    core.fail(row, code, desc, raw, LABEL)

  async function pushOnce(userId: string, input: MpesaStartInput) {
    if (!daraja) throw mpesaUnavailable()
    const order = await core.payableOrder(userId, input.orderId)
    const expected = mpesaAmountForCents(order.totalAmountCents)
    if (input.amount !== expected) throw amountMismatch(expected)

    const open = await repo.openFor(order.id, 'mpesa')
    if (open) return reuseOpenAttempt(open, input.phoneNumber)

    const holdUntil = new Date(Date.now() + (config.timeoutSeconds + 60) * 1000)
    const started = await core.startPayment(order.id, {
      method: 'mpesa',
      until: holdUntil,
      note: `M-Pesa payment of KSh ${expected} requested from ${maskPhone(input.phoneNumber)}`,
    })
    if (!started) throw orderNotPayable()

    const token = randomBytes(24).toString('base64url')
    let attempt: TransactionRow
    try {
      attempt = await core.insertAttempt({
        orderId: order.id,
        userId,
        method: 'mpesa',
        amountCents: order.totalAmountCents,
        chargedCurrency: 'KES',
        chargedAmountCents: expected * 100,
        phoneNumber: input.phoneNumber,
        callbackToken: token,
      })
    } catch (error) {
      // A twin request inserted its attempt first: one push per order, never two.
      if (!isUniqueViolation(error)) throw error
      const twin = await repo.openFor(order.id, 'mpesa')
      if (!twin) throw error
      return reuseOpenAttempt(twin, input.phoneNumber)
    }

    let result
    try {
      result = await daraja.stkPush({
        phone: input.phoneNumber,
        amount: expected,
        accountReference: accountReferenceOf(order.id),
        description: 'Soko order',
        callbackUrl: `${callbackBaseUrl()}/api/payments/mpesa/callback/${token}`,
      })
    } catch (err) {
      // No answer: the push may or may not have gone out. The attempt stays open (no second push for this
      // order) until its callback arrives or the timeout fails it.
      log.error({ err, transactionId: attempt.id }, 'STK push got no answer')
      throw mpesaRejected()
    }
    if (!result.accepted) {
      log.warn(
        { transactionId: attempt.id, error: result.errorCode, message: result.errorMessage },
        'STK push refused',
      )
      await fail(attempt, result.errorCode, result.errorMessage, result.raw)
      throw mpesaRejected()
    }
    const accepted = await repo.update(attempt.id, {
      providerRef: result.checkoutRequestId,
      providerResponse: result.raw,
    })
    return response(accepted ?? attempt)
  }

  return {
    method: 'mpesa',
    reconcileAfterSeconds: Math.min(config.queryAfterSeconds, config.timeoutSeconds),
    queryIntervalSeconds: config.queryIntervalSeconds,

    /** POST /api/payments/mpesa: one STK push per attempt; a retry with the same Idempotency-Key gets the first answer. */
    async start(userId, { key, ...input }) {
      const { body } = await idempotency.run(
        key ? { userId, scope: 'payments.mpesa', key, body: input } : undefined,
        async () => ({ statusCode: 200, body: await pushOnce(userId, input) }),
      )
      return body
    },

    /**
     * Daraja's callback. The token in the URL names the attempt; the CheckoutRequestID, amount and phone
     * must match it. Recorded once: a replay, a wrong token, an unknown id or a wrong amount changes nothing.
     */
    async callback(token, body) {
      const parsed = stkCallbackSchema.safeParse(body)
      if (!parsed.success) {
        log.warn({ body }, 'M-Pesa callback ignored: not a stkCallback')
        return
      }
      const callback = parsed.data.Body.stkCallback
      const row = await repo.byToken(token)
      if (!row) {
        log.warn({ checkoutRequestId: callback.CheckoutRequestID }, 'M-Pesa callback ignored: unknown token')
        return
      }
      const context = { transactionId: row.id, checkoutRequestId: callback.CheckoutRequestID }
      if (row.providerRef && row.providerRef !== callback.CheckoutRequestID) {
        log.warn(context, 'M-Pesa callback ignored: CheckoutRequestID does not match the attempt')
        return
      }
      if (row.callbackReceivedAt) {
        log.info(context, 'M-Pesa callback replayed: ignored')
        return
      }
      const resultCode = String(callback.ResultCode).trim()
      const resultDesc = callback.ResultDesc ?? ''
      if (resultCode !== '0') {
        await core.recordCallbackFailure(
          row,
          { resultCode, resultDesc, raw: body, providerRef: callback.CheckoutRequestID },
          `M-Pesa: ${resultDesc || 'failed'} (${resultCode})`,
        )
        return
      }
      const item = (name: string) =>
        callback.CallbackMetadata?.Item.find((entry) => entry.Name === name)?.Value
      const amount = Number(item('Amount'))
      const receipt = item('MpesaReceiptNumber')
      const phone = item('PhoneNumber')
      if (amount !== row.chargedAmountCents / 100) {
        log.warn(
          { ...context, amount, expected: row.chargedAmountCents / 100 },
          'M-Pesa callback ignored: wrong amount',
        )
        return
      }
      // Phones are compared when Daraja sends one in full (some accounts receive it masked).
      if (phone !== undefined && /^\d+$/.test(String(phone)) && String(phone) !== row.phoneNumber) {
        log.warn(context, 'M-Pesa callback ignored: phone does not match the attempt')
        return
      }
      if (typeof receipt !== 'string' || !receipt) {
        log.warn(context, 'M-Pesa callback ignored: success without a receipt number')
        return
      }
      const record = {
        receipt,
        resultCode,
        resultDesc,
        raw: body,
        providerRef: callback.CheckoutRequestID,
      }
      try {
        if (row.status === 'completed') {
          // A query confirmed the payment first; the callback brings the receipt number.
          if (await repo.recordCallbackSuccess(row.id, record))
            await core.attachReceipt(row.orderId, callback.CheckoutRequestID, receipt)
          return
        }
        await core.succeed(
          row,
          {
            method: 'mpesa',
            reference: receipt,
            receipt,
            attemptRefs: [callback.CheckoutRequestID],
          },
          (tx) => tx.recordCallbackSuccess(row.id, record),
        )
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        log.warn({ ...context, receipt }, 'M-Pesa callback ignored: receipt number already used')
      }
    },

    /** Queries Daraja about one claimed attempt, and fails it once the timeout has passed without success. */
    async query(row) {
      if (!daraja) return
      const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000
      if (row.providerRef && ageSeconds >= config.queryAfterSeconds) {
        const answer = await daraja.stkQuery(row.providerRef)
        if (!answer.answered) {
          log.info({ transactionId: row.id, reason: answer.reason }, 'STK query gave no answer')
        } else if (answer.resultCode === '0') {
          await core.succeed(
            row,
            { method: 'mpesa', reference: row.providerRef, attemptRefs: [row.providerRef] },
            (tx) =>
              tx.settlePending(row.id, {
                status: 'completed',
                completedAt: new Date(),
                resultCode: '0',
                resultDesc: answer.resultDesc,
              }),
          )
          return
        } else if (answer.resultCode !== STILL_PROCESSING) {
          await fail(row, answer.resultCode, answer.resultDesc, answer.raw)
          return
        }
      }
      if (ageSeconds >= config.timeoutSeconds) {
        await fail(row, MPESA_TIMEOUT_CODE, 'No answer from the customer before the timeout')
      }
    },
  }
}
