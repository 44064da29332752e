import type { PaypalCaptureResponse, PaypalPaymentResponse } from '@soko/shared/payments/payment.schema'
import type { PaypalConfig } from '../../config'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import type { PaymentProvider } from './payment-provider.types'
import {
  orderAlreadyPaid,
  orderNotPayable,
  paypalCaptureDeclined,
  paypalCaptureFailed,
  paypalContextNotFound,
  paypalNotApproved,
  paypalRejected,
  paypalUnavailable,
} from './payments.errors'
import { approvalLinkOf, firstCaptureOf, type PaypalClient, type PaypalOrder } from './payments.paypal'
import type { TransactionRow } from './payments.repository'
import type { PaymentCore } from './payments.service'

const LABEL = 'PayPal'

export type PaypalStartInput = { orderId: string; key?: string }

/**
 * PayPal Orders v2 as a payment provider: an order in USD at the configured rate, approved by the buyer at
 * PayPal, captured by the server on return (PAYMENTS.md).
 */
export function createPaypalProvider({
  core,
  paypal,
  idempotency,
  config,
}: {
  core: PaymentCore
  paypal: PaypalClient | null
  idempotency: IdempotencyService
  config: Pick<PaypalConfig, 'kesPerUsd' | 'queryAfterSeconds' | 'approvalTimeoutSeconds'>
}): PaymentProvider<PaypalStartInput, PaypalPaymentResponse, PaypalCaptureResponse> & {
  confirm: NonNullable<PaymentProvider<never, unknown, PaypalCaptureResponse>['confirm']>
} {
  const { repo, log } = core
  const fail = (row: TransactionRow, code: string, desc: string, raw?: unknown) =>
    core.fail(row, code, desc, raw, LABEL)

  async function capturedResult(
    row: TransactionRow,
    order: PaypalOrder,
  ): Promise<PaypalCaptureResponse | null> {
    const capture = firstCaptureOf(order)
    if (order.status !== 'COMPLETED' || capture?.status !== 'COMPLETED') return null
    await core.succeed(row, { method: 'paypal', reference: capture.id, receipt: capture.id }, (tx) =>
      tx.complete(row.id, {
        paymentRef: capture.id,
        resultCode: 'COMPLETED',
        resultDesc: 'Captured',
        rawCallback: order,
      }),
    )
    return {
      success: true,
      error: null,
      result: { order_id: row.orderId, capture_id: capture.id, status: 'COMPLETED' },
    }
  }

  return {
    method: 'paypal',
    reconcileAfterSeconds: config.queryAfterSeconds,
    queryIntervalSeconds: Math.max(60, config.queryAfterSeconds),

    /**
     * An attempt the buyer never came back from, or whose capture this server did not live to record: what
     * PayPal says of the order settles it (a completed capture pays the order); past the approval window
     * an uncaptured order is given up.
     */
    async query(row) {
      if (!paypal || !row.providerRef) return
      const current = await paypal.getOrder(row.providerRef)
      if (current.ok && (await capturedResult(row, current.order))) return
      const ageSeconds = (Date.now() - row.createdAt.getTime()) / 1000
      if (ageSeconds >= config.approvalTimeoutSeconds)
        await fail(row, 'EXPIRED', 'Not approved at PayPal in time', current.raw)
    },

    /** POST /api/payments/paypal: a PayPal order in USD at the configured rate; both amounts and the rate recorded. */
    async start(userId, { orderId, key }, { returnOrigin }) {
      if (!paypal) throw paypalUnavailable()
      const { body } = await idempotency.run<PaypalPaymentResponse>(
        key ? { userId, scope: 'payments.paypal', key, body: { orderId } } : undefined,
        async () => {
          const order = await core.payableOrder(userId, orderId)
          const rate = config.kesPerUsd
          const usdCents = Math.max(1, Math.round(order.totalAmountCents / rate))
          const value = (usdCents / 100).toFixed(2)
          const attempt = await core.insertAttempt({
            orderId: order.id,
            userId,
            method: 'paypal',
            amountCents: order.totalAmountCents,
            chargedCurrency: 'USD',
            chargedAmountCents: usdCents,
            exchangeRate: String(rate),
          })
          await core.startPayment(order.id, {
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
              description: `Soko order ${order.reference}`,
              returnUrl: `${returnOrigin}/payment/success`,
              cancelUrl: `${returnOrigin}/payment/cancel`,
            })
          } catch (err) {
            log.error({ err, transactionId: attempt.id }, 'PayPal create order got no answer')
            await fail(attempt, 'NO_ANSWER', 'PayPal did not answer')
            throw paypalRejected()
          }
          const approvalUrl = created.ok ? approvalLinkOf(created.order) : null
          if (!created.ok || !approvalUrl) {
            const reason = created.ok
              ? 'No approval link'
              : `${created.issue ?? created.httpStatus}: ${created.message}`
            log.warn({ transactionId: attempt.id, reason }, 'PayPal create order refused')
            await fail(
              attempt,
              created.ok ? 'NO_APPROVAL_LINK' : (created.issue ?? 'ERROR'),
              reason,
              created.raw,
            )
            throw paypalRejected()
          }
          await repo.update(attempt.id, { providerRef: created.order.id, providerResponse: created.raw })
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
     * the record (its order was paid in the same transaction), the capture itself carries PayPal-Request-Id,
     * and ORDER_ALREADY_CAPTURED is read back.
     */
    async confirm(userId, paypalOrderId) {
      if (!paypal) throw paypalUnavailable()
      const row = await repo.findOwnByProviderRef(userId, 'paypal', paypalOrderId)
      if (!row) throw paypalContextNotFound()
      const completed = (attempt: typeof row) =>
        attempt.status === 'completed' && attempt.paymentRef
          ? {
              success: true,
              error: null,
              result: {
                order_id: attempt.orderId,
                capture_id: attempt.paymentRef,
                status: 'COMPLETED' as const,
              },
            }
          : null
      // A concurrent capture of the same PayPal order may have paid it since the attempt was read: that
      // capture's answer is this one's too.
      const settledMeanwhile = async () => {
        const now = await repo.findOwnByProviderRef(userId, 'paypal', paypalOrderId)
        return now ? completed(now) : null
      }
      const done = completed(row)
      if (done) return done
      const order = await core.find(row.orderId)
      if (!order) throw paypalContextNotFound()
      if (order.paymentStatus === 'paid') {
        const meanwhile = await settledMeanwhile()
        if (meanwhile) return meanwhile
        throw orderAlreadyPaid()
      }
      // The order must still be payable, and stays so while the capture runs: no money moves otherwise.
      const held = await core.startPayment(order.id, {
        method: 'paypal',
        until: new Date(Date.now() + 5 * 60_000),
        note: 'PayPal payment approved; capturing',
      })
      if (!held) {
        const meanwhile = await settledMeanwhile()
        if (meanwhile) return meanwhile
        throw orderNotPayable()
      }

      // The hold is lifted whatever the attempt's state, so the order can be paid another way or expire.
      const captureFailed = async (code: string, desc: string, raw?: unknown) => {
        if (!(await fail(row, code, desc, raw))) await core.releaseOrder(order.id, `PayPal: ${desc}`)
      }
      let captured
      try {
        captured = await paypal.capture(paypalOrderId, `capture-${row.id}`)
      } catch (err) {
        log.error({ err, transactionId: row.id }, 'PayPal capture got no answer')
        await core.releaseOrder(order.id, 'PayPal: the capture got no answer')
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
