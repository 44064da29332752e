import { paymentMessages } from '@soko/shared/payments/payment.constants'
import type { TransactionStatusRead } from '@soko/shared/payments/payment.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { CheckoutService, PaymentProof } from '../checkout/checkout.service'
import type { OrdersService } from '../orders/orders.service'
import {
  orderAlreadyPaid,
  orderNotPayable,
  paymentMethodUnavailable,
  transactionNotFound,
} from './payments.errors'
import type { PaymentProvider } from './payment-provider.types'
import { createPaymentsRepository, type NewTransaction, type TransactionRow } from './payments.repository'

/** The M-Pesa result code that means the customer never answered: its failure reads as a timeout. */
export const MPESA_TIMEOUT_CODE = '1037'

export function statusMessage(row: TransactionRow): string | null {
  if (row.status === 'completed') return paymentMessages.success
  if (row.status === 'failed')
    return row.resultCode === MPESA_TIMEOUT_CODE ? paymentMessages.timeout : paymentMessages.cancelledOrFailed
  return null
}

function toStatus(row: TransactionRow): TransactionStatusRead {
  return {
    transaction_id: row.providerRef ?? row.id,
    id: row.id,
    order_id: row.orderId,
    method: row.method === 'paypal' ? 'paypal' : 'mpesa',
    status: row.status === 'completed' ? 'completed' : row.status === 'failed' ? 'failed' : 'pending',
    message: statusMessage(row),
    result_code: row.resultCode,
    result_desc: row.resultDesc,
    payment_ref: row.paymentRef,
    // The spec's per-method names for the same reference.
    mpesa_receipt_number: row.method === 'mpesa' ? row.paymentRef : null,
    paypal_capture_id: row.method === 'paypal' ? row.paymentRef : null,
    amount: row.amountCents / 100,
    charged_amount: (row.chargedAmountCents / 100).toFixed(row.chargedCurrency === 'USD' ? 2 : 0),
    charged_currency: row.chargedCurrency === 'USD' ? 'USD' : 'KES',
    exchange_rate: row.exchangeRate,
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * What every payment provider shares: the attempt record, the order's payability, and the two ways an
 * attempt ends. A success is recorded in the same transaction as the order's move to paid (checkout), so
 * money confirmed by the provider is never left beside an unpaid order.
 */
export function createPaymentCore({
  db,
  orders,
  checkout,
  log,
}: {
  db: Db
  orders: OrdersService
  checkout: CheckoutService
  log: FastifyBaseLogger
}) {
  const repo = createPaymentsRepository(db)

  return {
    repo,
    log,
    /** The order, which must be the user's and still payable. */
    async payableOrder(userId: string, orderId: string) {
      const order = await orders.requireOwn(userId, orderId)
      if (order.paymentStatus === 'paid') throw orderAlreadyPaid()
      if (order.status !== 'pending') throw orderNotPayable()
      const blocked = await checkout.paymentBlocker(order.id)
      if (blocked) throw blocked
      return order
    },
    find: (orderId: string) => orders.find(orderId),
    startPayment: checkout.startPayment,
    /** The payment in flight ended (or never started) without money: the order may be paid another way. */
    releaseOrder: (orderId: string, note: string) => checkout.paymentFailed(orderId, note),
    insertAttempt: (values: NewTransaction) => repo.insert(values),
    /** The receipt of a payment another reference of the same attempt had already confirmed. */
    attachReceipt: checkout.attachReceipt,

    /** The attempt failed on the provider's word; the order's hold is lifted with it, in one transaction. */
    async fail(
      row: TransactionRow,
      resultCode: string,
      resultDesc: string,
      raw?: unknown,
      label = row.method,
    ) {
      return db.transaction(async (tx) => {
        const failed = await createPaymentsRepository(tx as unknown as Db).settlePending(row.id, {
          status: 'failed',
          resultCode,
          resultDesc,
          ...(raw === undefined ? {} : { providerResponse: raw }),
        })
        if (failed) await checkout.paymentFailed(row.orderId, `${label}: ${resultDesc}`, tx as unknown as Db)
        return failed
      })
    },

    /**
     * The provider's callback said the attempt failed: the callback is recorded (once: a replay finds it
     * recorded and changes nothing) and, if that failed a pending attempt, the order's hold is lifted, in one
     * transaction. A crash or an error in between leaves neither, and the attempt stays pending for the
     * reconciliation to ask about.
     */
    recordCallbackFailure(
      row: TransactionRow,
      fields: Parameters<ReturnType<typeof createPaymentsRepository>['recordCallbackFailure']>[1],
      note: string,
    ) {
      return db.transaction(async (tx) => {
        const recorded = await createPaymentsRepository(tx as unknown as Db).recordCallbackFailure(
          row.id,
          fields,
        )
        if (recorded?.status === 'failed' && row.status === 'pending')
          await checkout.paymentFailed(row.orderId, note, tx as unknown as Db)
        return recorded
      })
    },

    /**
     * The provider confirmed the money: `record` writes the attempt's success (false when another caller
     * already did) and checkout moves the order, in one transaction.
     */
    succeed(
      row: TransactionRow,
      proof: PaymentProof,
      record: (repo: ReturnType<typeof createPaymentsRepository>) => Promise<unknown>,
    ) {
      return checkout.paymentSucceeded(row.orderId, proof, async (tx) =>
        Boolean(await record(createPaymentsRepository(tx))),
      )
    },
  }
}
export type PaymentCore = ReturnType<typeof createPaymentCore>

/** The payments module: the registered providers behind one status read and one reconciliation. */
export function createPaymentsService({
  core,
  providers,
}: {
  core: PaymentCore
  providers: Record<string, PaymentProvider<never> | undefined>
}) {
  const { repo, log } = core

  function provider(method: string) {
    const found = providers[method]
    if (!found) throw paymentMethodUnavailable()
    return found
  }

  async function queryOne(id: string) {
    const row = await repo.byId(id)
    if (!row || row.status !== 'pending') return
    await providers[row.method]?.query?.(row)
  }

  const claimWindow = (p: PaymentProvider<never>) => p.reconcileAfterSeconds ?? 60

  return {
    provider,

    /** The status read the browser polls; an overdue attempt is asked about first. */
    async status(userId: string, ref: string): Promise<TransactionStatusRead> {
      let row = await repo.findOwn(userId, ref)
      if (!row) throw transactionNotFound()
      const p = providers[row.method]
      if (row.status === 'pending' && p?.query) {
        const claimed = await repo.claimForQuery(
          row.method,
          claimWindow(p),
          p.queryIntervalSeconds ?? 5,
          1,
          row.id,
        )
        if (claimed.length) {
          await queryOne(row.id)
          row = (await repo.byId(row.id)) ?? row
        }
      }
      return toStatus(row)
    },

    /**
     * The periodic reconciliation: every provider's silent attempts are asked about (and failed at their
     * timeout), and any completed payment whose order is not paid is paid now.
     */
    async reconcile(limit = 50) {
      let seen = 0
      for (const p of Object.values(providers)) {
        if (!p?.query) continue
        const ids = await repo.claimForQuery(p.method, claimWindow(p), p.queryIntervalSeconds ?? 5, limit)
        for (const id of ids) {
          try {
            await queryOne(id)
          } catch (err) {
            log.error({ err, transactionId: id }, 'payment reconciliation failed')
          }
        }
        seen += ids.length
      }
      for (const id of await repo.completedButOrderUnpaid(limit)) {
        const row = await repo.byId(id)
        if (!row) continue
        try {
          log.warn(
            { transactionId: id, orderId: row.orderId },
            'completed payment with an unpaid order: paying it',
          )
          await core.succeed(
            row,
            {
              method: row.method,
              reference: row.paymentRef ?? row.providerRef ?? row.id,
              receipt: row.paymentRef,
              attemptRefs: [row.providerRef ?? ''],
            },
            async () => true,
          )
        } catch (err) {
          log.error({ err, transactionId: id }, 'repairing a completed payment failed')
        }
        seen++
      }
      return seen
    },
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>
