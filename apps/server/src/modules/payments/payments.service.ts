import { randomBytes } from 'node:crypto'
import { orderNumber } from '@soko/shared/orders/order.constants'
import { mpesaAmountForCents, paymentMessages } from '@soko/shared/payments/payment.constants'
import type {
  MpesaPaymentResponse,
  PaypalCaptureResponse,
  PaypalPaymentResponse,
  TransactionStatusRead,
} from '@soko/shared/payments/payment.schema'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { MpesaConfig, PaypalConfig } from '../../config'
import type { Db } from '../../db/client'
import type { CheckoutService } from '../checkout/checkout.service'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import type { OrdersService } from '../orders/orders.service'
import type { DarajaClient } from './payments.daraja'
import {
  amountMismatch,
  mpesaInProgress,
  mpesaRejected,
  mpesaUnavailable,
  orderAlreadyPaid,
  orderNotPayable,
  paypalCaptureDeclined,
  paypalCaptureFailed,
  paypalContextNotFound,
  paypalNotApproved,
  paypalRejected,
  paypalUnavailable,
  transactionNotFound,
} from './payments.errors'
import { approvalLinkOf, firstCaptureOf, type PaypalClient, type PaypalOrder } from './payments.paypal'
import { createPaymentsRepository, isUniqueViolation, type TransactionRow } from './payments.repository'

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

/** The M-Pesa result code that means the customer never answered: its failure reads as a timeout. */
export const MPESA_TIMEOUT_CODE = '1037'
const STILL_PROCESSING = '4999'

const maskPhone = (phone: string) => `${phone.slice(0, 6)}***${phone.slice(-3)}`

/** The 12-character AccountReference the payer sees: SOKO and the random tail of the order id. */
const accountReferenceOf = (orderId: string) => `SOKO${orderId.replaceAll('-', '').slice(-8).toUpperCase()}`

export function statusMessage(row: TransactionRow): string | null {
  if (row.status === 'completed') return paymentMessages.success
  if (row.status === 'failed')
    return row.resultCode === MPESA_TIMEOUT_CODE ? paymentMessages.timeout : paymentMessages.cancelledOrFailed
  return null
}

function toStatus(row: TransactionRow): TransactionStatusRead {
  const ref = row.method === 'mpesa' ? row.checkoutRequestId : row.paypalOrderId
  return {
    transaction_id: ref ?? row.id,
    id: row.id,
    order_id: row.orderId,
    method: row.method === 'paypal' ? 'paypal' : 'mpesa',
    status: row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'failed' : 'pending',
    message: statusMessage(row),
    result_code: row.resultCode,
    result_desc: row.resultDesc,
    mpesa_receipt_number: row.mpesaReceiptNumber,
    paypal_capture_id: row.paypalCaptureId,
    amount: row.amountCents / 100,
    charged_amount: (row.chargedAmountCents / 100).toFixed(row.chargedCurrency === 'USD' ? 2 : 0),
    charged_currency: row.chargedCurrency === 'USD' ? 'USD' : 'KES',
    exchange_rate: row.exchangeRate,
    updated_at: row.updatedAt.toISOString(),
  }
}

export type PaymentsDeps = {
  db: Db
  orders: OrdersService
  checkout: CheckoutService
  idempotency: IdempotencyService
  daraja: DarajaClient | null
  paypal: PaypalClient | null
  mpesaConfig: Pick<MpesaConfig, 'queryAfterSeconds' | 'queryIntervalSeconds' | 'timeoutSeconds'>
  paypalConfig: Pick<PaypalConfig, 'kesPerUsd'>
  /** Where Daraja can reach this server: PUBLIC_URL (or MPESA_CALLBACK_BASE_URL), or the simulator's own address. */
  callbackBaseUrl: () => string
  log: FastifyBaseLogger
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { orders, checkout, idempotency, log } = deps
  const repo = createPaymentsRepository(deps.db)

  /** The order, which must be the user's and still payable. */
  async function payableOrder(userId: string, orderId: string) {
    const order = await orders.requireOwn(userId, orderId)
    if (order.paymentStatus === 'paid') throw orderAlreadyPaid()
    if (order.status !== 'pending') throw orderNotPayable()
    return order
  }

  async function failAttempt(row: TransactionRow, resultCode: string, resultDesc: string, raw?: unknown) {
    const failed = await repo.settlePending(row.id, {
      status: 'failed',
      resultCode,
      resultDesc,
      ...(raw === undefined ? {} : { providerResponse: raw }),
    })
    if (failed)
      await orders.paymentFailed(
        row.orderId,
        `${row.method === 'mpesa' ? 'M-Pesa' : 'PayPal'}: ${resultDesc}`,
      )
    return failed
  }

  const mpesaResponse = (row: TransactionRow): MpesaPaymentResponse => ({
    success: true,
    checkoutRequestId: row.checkoutRequestId,
    merchantRequestId: row.merchantRequestId,
    error: null,
    message: paymentMessages.requestSent,
    transactionId: row.id,
  })

  /** An open prompt for this order: the same phone gets that attempt back; another phone must wait. */
  function reuseOpenAttempt(open: TransactionRow, phone: string): MpesaPaymentResponse {
    if (open.phoneNumber !== phone || !open.checkoutRequestId) throw mpesaInProgress()
    return mpesaResponse(open)
  }

  async function pushOnce(userId: string, input: { phoneNumber: string; amount: number; orderId: string }) {
    const daraja = deps.daraja
    if (!daraja) throw mpesaUnavailable()
    const order = await payableOrder(userId, input.orderId)
    const expected = mpesaAmountForCents(order.totalAmountCents)
    if (input.amount !== expected) throw amountMismatch(expected)

    const open = await repo.openMpesaFor(order.id)
    if (open) return reuseOpenAttempt(open, input.phoneNumber)

    const holdUntil = new Date(Date.now() + (deps.mpesaConfig.timeoutSeconds + 60) * 1000)
    const started = await orders.startPayment(order.id, {
      method: 'mpesa',
      until: holdUntil,
      note: `M-Pesa payment of KSh ${expected} requested from ${maskPhone(input.phoneNumber)}`,
    })
    if (!started) throw orderNotPayable()

    const token = randomBytes(24).toString('base64url')
    let attempt: TransactionRow
    try {
      attempt = await repo.insert({
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
      const twin = await repo.openMpesaFor(order.id)
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
        callbackUrl: `${deps.callbackBaseUrl()}/api/payments/mpesa/callback/${token}`,
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
      await failAttempt(attempt, result.errorCode, result.errorMessage, result.raw)
      throw mpesaRejected()
    }
    const accepted = await repo.update(attempt.id, {
      merchantRequestId: result.merchantRequestId,
      checkoutRequestId: result.checkoutRequestId,
      providerResponse: result.raw,
    })
    return mpesaResponse(accepted ?? attempt)
  }

  /** Queries Daraja about one claimed attempt, and fails it once the timeout has passed without success. */
  async function reconcileOne(id: string) {
    const row = await repo.byId(id)
    if (!row || row.status !== 'pending' || !deps.daraja) return
    const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000
    if (row.checkoutRequestId && ageSeconds >= deps.mpesaConfig.queryAfterSeconds) {
      const answer = await deps.daraja.stkQuery(row.checkoutRequestId)
      if (!answer.answered) {
        log.info({ transactionId: row.id, reason: answer.reason }, 'STK query gave no answer')
      } else if (answer.resultCode === '0') {
        const done = await repo.settlePending(row.id, {
          status: 'completed',
          completedAt: new Date(),
          resultCode: '0',
          resultDesc: answer.resultDesc,
        })
        if (done) {
          await checkout.paymentSucceeded(row.orderId, {
            method: 'mpesa',
            reference: row.checkoutRequestId,
            attemptRefs: [row.checkoutRequestId],
          })
        }
        return
      } else if (answer.resultCode !== STILL_PROCESSING) {
        await failAttempt(row, answer.resultCode, answer.resultDesc, answer.raw)
        return
      }
    }
    if (ageSeconds >= deps.mpesaConfig.timeoutSeconds) {
      await failAttempt(row, MPESA_TIMEOUT_CODE, 'No answer from the customer before the timeout')
    }
  }

  const claimWindow = () => Math.min(deps.mpesaConfig.queryAfterSeconds, deps.mpesaConfig.timeoutSeconds)

  async function capturedResult(
    row: TransactionRow,
    order: PaypalOrder,
  ): Promise<PaypalCaptureResponse | null> {
    const capture = firstCaptureOf(order)
    if (order.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') return null
    const done = await repo.complete(row.id, {
      paypalCaptureId: capture.id,
      resultCode: 'COMPLETED',
      resultDesc: 'Captured',
      rawCallback: order,
    })
    if (done)
      await checkout.paymentSucceeded(row.orderId, {
        method: 'paypal',
        reference: capture.id,
        paypalCaptureId: capture.id,
      })
    return {
      success: true,
      error: null,
      result: { order_id: row.orderId, capture_id: capture.id, status: 'COMPLETED' },
    }
  }

  return {
    /** POST /api/payments/mpesa: one STK push per attempt; a retry with the same Idempotency-Key gets the first answer. */
    async startMpesa(
      userId: string,
      input: { phoneNumber: string; amount: number; orderId: string },
      key: string | undefined,
    ) {
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
    async mpesaCallback(token: string, body: unknown) {
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
      if (row.checkoutRequestId && row.checkoutRequestId !== callback.CheckoutRequestID) {
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
        const recorded = await repo.recordCallbackFailure(row.id, {
          resultCode,
          resultDesc,
          raw: body,
          checkoutRequestId: callback.CheckoutRequestID,
        })
        if (recorded?.status === 'failed' && row.status === 'pending')
          await orders.paymentFailed(row.orderId, `M-Pesa: ${resultDesc || 'failed'} (${resultCode})`)
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
      let recorded
      try {
        recorded = await repo.recordCallbackSuccess(row.id, {
          receipt,
          resultCode,
          resultDesc,
          raw: body,
          checkoutRequestId: callback.CheckoutRequestID,
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        log.warn({ ...context, receipt }, 'M-Pesa callback ignored: receipt number already used')
        return
      }
      if (!recorded) return
      if (row.status === 'completed') {
        // A query confirmed the payment first; the callback brings the receipt number.
        await orders.attachMpesaReceipt(row.orderId, callback.CheckoutRequestID, receipt)
        return
      }
      await checkout.paymentSucceeded(row.orderId, {
        method: 'mpesa',
        reference: receipt,
        mpesaReceiptNumber: receipt,
        attemptRefs: [callback.CheckoutRequestID],
      })
    },

    /** The status read the browser polls; an overdue M-Pesa attempt is reconciled first. */
    async status(userId: string, ref: string): Promise<TransactionStatusRead> {
      let row = await repo.findOwn(userId, ref)
      if (!row) throw transactionNotFound()
      if (row.method === 'mpesa' && row.status === 'pending') {
        const claimed = await repo.claimForQuery(
          claimWindow(),
          deps.mpesaConfig.queryIntervalSeconds,
          1,
          row.id,
        )
        if (claimed.length) {
          await reconcileOne(row.id)
          row = (await repo.byId(row.id)) ?? row
        }
      }
      return toStatus(row)
    },

    /** The periodic reconciliation: attempts without a callback are queried, and failed at the timeout. */
    async reconcile(limit = 50) {
      const ids = await repo.claimForQuery(claimWindow(), deps.mpesaConfig.queryIntervalSeconds, limit)
      for (const id of ids) {
        try {
          await reconcileOne(id)
        } catch (err) {
          log.error({ err, transactionId: id }, 'M-Pesa reconciliation failed')
        }
      }
      return ids.length
    },

    /** POST /api/payments/paypal: a PayPal order in USD at the configured rate; both amounts and the rate recorded. */
    async startPaypal(userId: string, orderId: string, key: string | undefined, returnOrigin: string) {
      const paypal = deps.paypal
      if (!paypal) throw paypalUnavailable()
      const { body } = await idempotency.run<PaypalPaymentResponse>(
        key ? { userId, scope: 'payments.paypal', key, body: { orderId } } : undefined,
        async () => {
          const order = await payableOrder(userId, orderId)
          const rate = deps.paypalConfig.kesPerUsd
          const usdCents = Math.max(1, Math.round(order.totalAmountCents / rate))
          const value = (usdCents / 100).toFixed(2)
          const attempt = await repo.insert({
            orderId: order.id,
            userId,
            method: 'paypal',
            amountCents: order.totalAmountCents,
            chargedCurrency: 'USD',
            chargedAmountCents: usdCents,
            exchangeRate: String(rate),
          })
          await orders.startPayment(order.id, {
            method: 'paypal',
            until: null,
            note: `PayPal payment of USD ${value} started (KSh ${order.totalAmountCents / 100} at ${rate} KES per USD)`,
          })
          let created
          try {
            created = await paypal.createOrder({
              requestId: attempt.id,
              referenceId: order.id,
              value,
              description: `Soko order ${orderNumber(order.id)}`,
              returnUrl: `${returnOrigin}/payment/success`,
              cancelUrl: `${returnOrigin}/payment/cancel`,
            })
          } catch (err) {
            log.error({ err, transactionId: attempt.id }, 'PayPal create order got no answer')
            await failAttempt(attempt, 'NO_ANSWER', 'PayPal did not answer')
            throw paypalRejected()
          }
          const approvalUrl = created.ok ? approvalLinkOf(created.order) : null
          if (!created.ok || !approvalUrl) {
            const reason = created.ok
              ? 'No approval link'
              : `${created.issue ?? created.httpStatus}: ${created.message}`
            log.warn({ transactionId: attempt.id, reason }, 'PayPal create order refused')
            await failAttempt(
              attempt,
              created.ok ? 'NO_APPROVAL_LINK' : (created.issue ?? 'ERROR'),
              reason,
              created.raw,
            )
            throw paypalRejected()
          }
          await repo.update(attempt.id, { paypalOrderId: created.order.id, providerResponse: created.raw })
          return {
            statusCode: 200,
            body: {
              success: true,
              approvalUrl,
              error: null,
              paypalOrderId: created.order.id,
              transactionId: attempt.id,
              amount: value,
              currency: 'USD' as const,
            },
          }
        },
      )
      return body
    },

    /**
     * POST /api/payments/paypal/capture with PayPal's order id. Idempotent: a captured attempt answers from
     * the record, the capture itself carries PayPal-Request-Id, and ORDER_ALREADY_CAPTURED is read back.
     */
    async capturePaypal(userId: string, paypalOrderId: string): Promise<PaypalCaptureResponse> {
      const paypal = deps.paypal
      if (!paypal) throw paypalUnavailable()
      const row = await repo.findOwnPaypal(userId, paypalOrderId)
      if (!row) throw paypalContextNotFound()
      if (row.status === 'completed' && row.paypalCaptureId) {
        return {
          success: true,
          error: null,
          result: { order_id: row.orderId, capture_id: row.paypalCaptureId, status: 'COMPLETED' },
        }
      }
      const order = await orders.find(row.orderId)
      if (!order) throw paypalContextNotFound()
      if (order.paymentStatus === 'paid') throw orderAlreadyPaid()
      // The order must still be payable, and stays so while the capture runs: no money moves otherwise.
      const held = await orders.startPayment(order.id, {
        method: 'paypal',
        until: new Date(Date.now() + 5 * 60_000),
        note: 'PayPal payment approved; capturing',
      })
      if (!held) throw orderNotPayable()

      // The hold is lifted whatever the attempt's state, so the order can be paid another way or expire.
      const captureFailed = async (code: string, desc: string, raw?: unknown) => {
        await repo.settlePending(row.id, {
          status: 'failed',
          resultCode: code,
          resultDesc: desc,
          providerResponse: raw,
        })
        await orders.paymentFailed(order.id, `PayPal: ${desc}`)
      }
      let captured
      try {
        captured = await paypal.capture(paypalOrderId, `capture-${row.id}`)
      } catch (err) {
        log.error({ err, transactionId: row.id }, 'PayPal capture got no answer')
        await orders.paymentFailed(order.id, 'PayPal: the capture got no answer')
        throw paypalCaptureFailed()
      }
      if (captured.ok) {
        const result = await capturedResult(row, captured.order)
        if (result) return result
        const status = firstCaptureOf(captured.order)?.status ?? captured.order.status
        await captureFailed(status, `Capture ${status}`, captured.raw)
        throw paypalCaptureDeclined()
      }
      if (captured.issue === 'ORDER_ALREADY_CAPTURED') {
        const current = await paypal.getOrder(paypalOrderId)
        const result = current.ok ? await capturedResult(row, current.order) : null
        if (result) return result
      }
      log.warn(
        { transactionId: row.id, issue: captured.issue, message: captured.message },
        'PayPal capture refused',
      )
      await captureFailed(captured.issue ?? String(captured.httpStatus), captured.message, captured.raw)
      // A not-yet-approved order may still be approved and captured later.
      if (captured.issue === 'ORDER_NOT_APPROVED') throw paypalNotApproved()
      throw paypalCaptureFailed()
    },
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
