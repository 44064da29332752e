import { adminMessages } from '@soko/shared/admin/admin.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import { sql } from 'drizzle-orm'
import {
  paymentMethodLabels,
  type OrderStatus,
  type PaymentMethod,
} from '@soko/shared/orders/order.constants'
import type { CheckoutDetails, OrderDetail, PlaceOrderInput } from '@soko/shared/orders/order.schema'
import { paymentMessages } from '@soko/shared/payments/payment.constants'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { inLanguage, texts, type Language } from '../../lib/texts'
import type { CartService } from '../cart/cart.service'
import { idempotencyInProgress } from '../idempotency/idempotency.errors'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import type { MailService } from '../mail/mail.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import {
  orderNotCancellable,
  orderNotFound,
  orderTotalNotPositive,
  paymentInProgress,
} from '../orders/orders.errors'
import type { OrderRow, OrdersService } from '../orders/orders.service'
import type { QueueService } from '../queue/queue.service'
import { adminMoveFor, orderMoves, type OrderMove } from './order-moves'
import type { OrderLineRegistry } from './order-line-registry'
import { codedError } from '../../lib/errors'
import { faultPoint } from '../../lib/fault-point'

export const cannotReopen = codedError('order_not_reopenable', 409, adminMessages.cancelledCannotReopen)

/** The provider's word that money arrived. */
export type PaymentProof = {
  method: Exclude<PaymentMethod, 'stripe'> | (string & {})
  /** The provider's reference of the payment (a receipt, a capture id, or the attempt's id before one). */
  reference: string
  /** What the payer's statement shows, when known. */
  receipt?: string | null
  /** Every reference of the same payment attempt, to tell a repeat of it from a second payment. */
  attemptRefs?: string[]
}

export type PaidOutcome =
  | { outcome: 'paid'; order: OrderRow; lateAfterCancel: boolean }
  | { outcome: 'already_paid'; order: OrderRow }
  /** Money arrived for an order that was cancelled and whose capacity is gone: recorded, refund due. */
  | { outcome: 'refund_due'; order: OrderRow }

const topics = {
  fulfil: 'order.fulfil',
  paidNotice: 'order.paid_notice',
  receipt: 'order.receipt',
  refundNotice: 'order.refund_notice',
  unpaidReminder: 'order.unpaid_reminder',
} as const

/** How long before an unpaid order expires its buyer is reminded. */
export const UNPAID_REMINDER_MINUTES = 5

class RollBack extends Error {}

/**
 * The one place that coordinates cart, orders, payments and notifications (STYLE.md), and the owner of
 * every order state change: each is a move of `order-moves.ts`, applied with its guard in one transaction
 * with the capacity it takes or gives back, the timeline entry, and the after-commit work (queue jobs, docs/decisions/014).
 */
export function createCheckoutService({
  db,
  orders,
  lines: kinds,
  cart,
  idempotency,
  notifications,
  mail,
  queue,
  log,
  siteUrl,
  reservationMinutes,
  onPlaced,
  languageOf = async () => 'en',
}: {
  db: Db
  orders: OrdersService
  lines: OrderLineRegistry
  cart: CartService
  idempotency: IdempotencyService
  notifications: NotificationsService
  mail: MailService
  queue: QueueService
  log: FastifyBaseLogger
  /** The buyer's language for the receipt (the users module's profiles.language). */
  languageOf?: (userId: string) => Promise<Language>
  siteUrl: string
  reservationMinutes: number
  /** A new order exists (not a replay of one): the admin panel's live notice. */
  onPlaced?(order: { id: string; totalCents: number }): Promise<void>
}) {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  /** Applies `move` to the order when its guard holds; the row after, or undefined when it did not. */
  async function move(
    tx: Db,
    id: string,
    name: OrderMove,
    set: Parameters<OrdersService['move']>[3],
    guard: { unpaid?: boolean; noHold?: boolean; userId?: string } = {},
    event?: { event: string; note: string },
  ) {
    const row = await orders.move(tx, id, { from: orderMoves[name].from, ...guard }, set)
    if (row && event) await orders.addEvent(tx, id, event.event, event.note)
    return row
  }

  function receiptText(order: OrderRow, lines: StoredOrderLine[], language: Language, extra: string[] = []) {
    const label = paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod
    const free = order.totalAmountCents === 0
    const paidAt = order.paidAt?.toISOString().slice(0, 16).replace('T', ' ')
    const ships = kinds.ships(lines)
    if (language === 'sw') {
      const reference = order.paymentReceipt
        ? `risiti ${order.paymentReceipt}`
        : `kumbukumbu ${order.transactionId ?? '-'}`
      return [
        'Habari,',
        '',
        inLanguage(texts.paymentSuccess.message, 'sw'),
        '',
        `Agizo ${order.reference}, limelipiwa ${paidAt} UTC`,
        '',
        ...lines.map((line) => `  ${kinds.describe(line)}`),
        ...extra,
        '',
        ...(ships ? ['Usafirishaji: Bure'] : []),
        `Jumla: ${formatMoney(order.totalAmountCents)}`,
        free ? 'Bure: hakuna cha kulipa' : `Imelipwa kwa ${label ?? 'njia nyingine'}, ${reference}`,
        '',
        ...(ships && order.shippingAddress
          ? [`Inapelekwa: ${order.shippingAddress}, ${order.shippingCity ?? ''}`]
          : []),
        `Mawasiliano: ${order.contactPhone}, ${order.contactEmail}`,
        '',
        `Tazama agizo lako: ${siteUrl}/orders/${order.id}`,
        '',
        texts.mail.signature.sw,
      ].join('\n')
    }
    const reference = order.paymentReceipt
      ? `receipt ${order.paymentReceipt}`
      : `reference ${order.transactionId ?? '-'}`
    return [
      'Hello,',
      '',
      `${paymentMessages.success}`,
      '',
      `Order ${order.reference}, paid ${paidAt} UTC`,
      '',
      ...lines.map((line) => `  ${kinds.describe(line)}`),
      ...extra,
      '',
      ...(ships ? [`Shipping: Free`] : []),
      `Total: ${formatMoney(order.totalAmountCents)}`,
      free ? 'Free: nothing to pay' : `Paid with ${label ?? 'another method'}, ${reference}`,
      '',
      ...(ships && order.shippingAddress
        ? [`Shipping to: ${order.shippingAddress}, ${order.shippingCity ?? ''}`]
        : []),
      `Contact: ${order.contactPhone}, ${order.contactEmail}`,
      '',
      `View your order: ${siteUrl}/orders/${order.id}`,
      '',
      "Soko, Africa's Smart Marketplace",
    ].join('\n')
  }

  // After-payment work: each step its own queue job, so a retry of one never repeats another.
  const payloadOrder = async (payload: unknown) => {
    const orderId = (payload as { orderId?: unknown })?.orderId
    const order = typeof orderId === 'string' ? await orders.find(orderId) : undefined
    if (!order) throw orderNotFound()
    return order
  }
  queue.register(topics.fulfil, async (payload) => {
    const order = await payloadOrder(payload)
    const lines = await orders.lines(order.id)
    for (const group of new Set(lines.map((line) => line.kind))) {
      const kind = kinds.get(group)
      await kind.fulfil?.(
        { orderId: order.id, userId: order.userId },
        lines.filter((line) => line.kind === group),
      )
    }
  })
  queue.register(topics.paidNotice, async (payload) => {
    const order = await payloadOrder(payload)
    // A kind may word its own notice (event tickets); otherwise the shop's.
    const notice = kinds.paidNotice(await orders.lines(order.id)) ?? texts.paymentSuccess
    await notifications.notify(order.userId, {
      type: 'success',
      title: notice.title,
      message: notice.message,
      actionUrl: `/orders/${order.id}`,
      sms: {
        kind: 'payment_receipts',
        text: texts.sms.paymentReceipt(
          order.reference,
          (order.totalAmountCents / 100).toLocaleString('en-KE'),
        ),
      },
    })
  })
  queue.register(topics.receipt, async (payload) => {
    const order = await payloadOrder(payload)
    const language = await languageOf(order.userId)
    const lines = await orders.lines(order.id)
    const extra: string[] = []
    for (const group of new Set(lines.map((line) => line.kind))) {
      const kind = kinds.get(group)
      if (kind.receipt)
        extra.push(
          ...(await kind.receipt(
            { orderId: order.id, userId: order.userId },
            lines.filter((line) => line.kind === group),
            language,
          )),
        )
    }
    await mail.send({
      key: `${topics.receipt}:${order.id}`,
      to: order.contactEmail,
      subject: texts.mail.receiptSubject(order.reference)[language],
      text: receiptText(order, lines, language, extra),
    })
  })
  queue.register(topics.refundNotice, async (payload) => {
    const order = await payloadOrder(payload)
    await notifications.notify(order.userId, {
      type: 'warning',
      title: texts.refundDue.title,
      message: texts.refundDue.message(order.reference),
      actionUrl: `/orders/${order.id}`,
    })
  })

  /** The unpaid-order reminder is no longer needed (paid, cancelled, expired): in the change's transaction. */
  const cancelReminder = (tx: Db, orderId: string) => queue.cancel(topics.unpaidReminder, orderId, tx)
  const reminderAt = (reservedUntil: Date) =>
    new Date(reservedUntil.getTime() - UNPAID_REMINDER_MINUTES * 60_000)

  // An unpaid order, 5 minutes before its reservation ends: a notice and an e-mail to the buyer.
  queue.register(topics.unpaidReminder, async (payload) => {
    const order = await payloadOrder(payload)
    const now = Date.now()
    // Paid or cancelled meanwhile (its cancel missed nothing: this is the second guard), or a payment in flight.
    if (order.status !== 'pending' || order.paymentStatus === 'paid' || !order.reservedUntil) return
    if (order.paymentHoldUntil && order.paymentHoldUntil.getTime() > now) return
    const msLeft = order.reservedUntil.getTime() - now
    if (msLeft <= 0) return
    if (msLeft > (UNPAID_REMINDER_MINUTES + 1) * 60_000) {
      // The reservation grew (a payment was tried): remind later. Scheduling the same key moves this very job
      // (its attempts start again, so this run does not mark it done).
      await queue.schedule(topics.unpaidReminder, reminderAt(order.reservedUntil), payload, {
        singletonKey: order.id,
      })
      return
    }
    const minutes = Math.max(1, Math.round(msLeft / 60_000))
    const language = await languageOf(order.userId)
    await notifications.notify(order.userId, {
      type: 'warning',
      title: texts.unpaidReminder.title,
      message: texts.unpaidReminder.message(order.reference, minutes),
      actionUrl: `/orders/${order.id}`,
    })
    await mail.send({
      key: `${topics.unpaidReminder}:${order.id}`,
      to: order.contactEmail,
      subject: texts.unpaidReminder.subject(order.reference)[language],
      text: [
        language === 'sw' ? 'Habari,' : 'Hello,',
        '',
        inLanguage(texts.unpaidReminder.message(order.reference, minutes), language),
        '',
        `${language === 'sw' ? 'Lipia agizo lako' : 'Pay for your order'}: ${siteUrl}/orders/${order.id}`,
        '',
        texts.mail.signature[language],
      ].join('\n'),
    })
  })

  /**
   * Places an order: every line priced and its capacity taken by its own kind, the order and its timeline
   * written, all in one transaction. Any line short: nothing is written. With an Idempotency-Key, a repeat
   * returns the first order. `record` writes the caller's own record of the order (an event booking's name)
   * in the same transaction. An order of free lines only (every kind `free`) at zero is confirmed at once,
   * with nothing to pay, and its paid order's jobs (fulfil, notice, receipt) run.
   */
  async function place(
    userId: string,
    input: {
      details: Partial<CheckoutDetails> & { contact_phone: string; contact_email: string }
      lines: OrderLineRequest[]
      record?: (tx: Db, order: { id: string }) => Promise<void>
    },
    idempotencyKey?: { key: string; body: unknown },
  ): Promise<{ order: OrderDetail; replayed: boolean }> {
    const placed = await inTransaction(async (tx) => {
      let claimId: string | undefined
      let fulfilJobId: string | undefined
      if (idempotencyKey) {
        const claim = await idempotency.claim<{ order_id: string }>(tx, {
          userId,
          scope: 'orders.create',
          ...idempotencyKey,
        })
        if (claim.kind === 'replay')
          return { orderId: claim.response.body.order_id, replayed: true, free: false, fulfilJobId }
        if (claim.kind === 'busy') throw idempotencyInProgress()
        claimId = claim.id
      }
      const stored = await kinds.take(tx, input.lines)
      const total = stored.reduce((sum, line) => sum + line.priceAtPurchaseCents * line.quantity, 0)
      const free = total === 0 && kinds.free(stored)
      const held = kinds.reservationMinutes(stored, reservationMinutes)
      if (total <= 0 && !free) throw orderTotalNotPositive()
      const order = await orders.insert(
        tx,
        {
          userId,
          status: orderMoves.placed.to,
          totalAmountCents: total,
          shippingAddress: input.details.shipping_address ?? null,
          shippingCity: input.details.shipping_city ?? null,
          contactPhone: input.details.contact_phone,
          contactEmail: input.details.contact_email,
          reservedUntil: new Date(Date.now() + held * 60_000),
        },
        stored,
      )
      await orders.addEvent(
        tx,
        order.id,
        'placed',
        held % 60 === 0 && held >= 120
          ? `Items reserved for ${held / 60} hours`
          : `Items reserved for ${held} minutes`,
      )
      if (!free && held > UNPAID_REMINDER_MINUTES && order.reservedUntil)
        await queue.schedule(
          topics.unpaidReminder,
          reminderAt(order.reservedUntil),
          { orderId: order.id },
          {
            singletonKey: order.id,
            tx,
          },
        )
      await input.record?.(tx, order)
      if (free) {
        const confirmed = await move(
          tx,
          order.id,
          'confirmed_free',
          {
            status: orderMoves.confirmed_free.to,
            paymentStatus: 'paid',
            paidAt: new Date(),
            reservedUntil: null,
          },
          { unpaid: true },
          { event: 'paid', note: 'Free: nothing to pay; confirmed' },
        )
        if (!confirmed) throw new Error('a free order could not be confirmed')
        const [fulfilJob] = await queue.enqueue(
          tx,
          [topics.fulfil, topics.paidNotice, topics.receipt].map((kind) => ({
            kind,
            payload: { orderId: order.id },
          })),
        )
        fulfilJobId = fulfilJob
      }
      if (claimId) await idempotency.complete(tx, claimId, { statusCode: 201, body: { order_id: order.id } })
      return { orderId: order.id, replayed: false, free, fulfilJobId }
    })
    // A free order's tickets exist when the answer goes; its notice and receipt follow in the background.
    if (placed.fulfilJobId) await queue.runJobs([placed.fulfilJobId])
    if (placed.free) queue.kick()
    const order = await orders.detail((await orders.find(placed.orderId))!)
    // The admins' live notice goes out after the answer, not before it (it never fails the order).
    if (!placed.replayed)
      void onPlaced?.({ id: order.id, totalCents: order.total_amount_cents }).catch((err: unknown) =>
        log.error({ err, orderId: order.id }, 'new-order notice failed'),
      )
    return { order, replayed: placed.replayed }
  }

  /** Moves a cancelled (or expired) order's capacity back; the caller's transaction holds the move. */
  async function releaseLines(tx: Db, orderId: string) {
    await kinds.release(tx, await orders.lines(orderId, tx))
  }

  /** Takes a cancelled order's capacity again inside a savepoint: all of it, or none of it. */
  async function retakeLines(tx: Db, orderId: string) {
    const lines = await orders.lines(orderId, tx)
    try {
      await tx.transaction(async (savepoint) => {
        if (!(await kinds.retake(savepoint as unknown as Db, lines))) throw new RollBack()
      })
      return true
    } catch (error) {
      if (error instanceof RollBack) return false
      throw error
    }
  }

  return {
    place,

    /** POST /api/orders: the lines sent, or else the user's server cart. Browser prices are never used. */
    async placeOrder(userId: string, input: PlaceOrderInput, idempotencyKey?: string) {
      const { items, ...details } = input
      const lines = items
        ? items.map((item) => ({ kind: 'product', referenceId: item.product_id, quantity: item.quantity }))
        : (await cart.get(userId)).items.map((line) => ({
            kind: 'product',
            referenceId: line.product_id,
            quantity: line.quantity,
          }))
      return place(
        userId,
        { details, lines },
        idempotencyKey ? { key: idempotencyKey, body: input } : undefined,
      )
    },

    /** The customer cancels an unpaid order with no payment in flight; a second cancel changes nothing. */
    async cancelOrder(userId: string, id: string): Promise<OrderDetail> {
      const existing = await orders.requireOwn(userId, id)
      const cancelled = await inTransaction(async (tx) => {
        const row = await move(
          tx,
          id,
          'cancelled',
          { status: orderMoves.cancelled.to, cancelledAt: new Date(), reservedUntil: null },
          { unpaid: true, noHold: true, userId },
          { event: 'cancelled', note: 'Cancelled by the customer; the items were released' },
        )
        if (row) {
          await releaseLines(tx, id)
          await cancelReminder(tx, id)
        }
        return row
      })
      if (cancelled) return orders.detail(cancelled)
      const now = (await orders.find(id)) ?? existing
      if (now.status === 'cancelled') return orders.detail(now)
      if (now.paymentStatus === 'paid' || now.status !== 'pending') throw orderNotCancellable()
      throw paymentInProgress()
    },

    /** Why this order cannot be paid yet (a kind's own reason, e.g. a prescription not approved), or null. */
    paymentBlocker: async (id: string) => kinds.paymentBlocker(db, id, await orders.lines(id)),

    /** The periodic sweep: unpaid orders past their reservation are cancelled and their capacity released. */
    async expireDue(limit = 100): Promise<string[]> {
      return inTransaction(async (tx) => {
        const expired: string[] = []
        const released: StoredOrderLine[] = []
        for (const { id } of await orders.dueForExpiry(tx, limit)) {
          const row = await move(
            tx,
            id,
            'expired',
            { status: orderMoves.expired.to, cancelledAt: new Date(), reservedUntil: null },
            { unpaid: true, noHold: true },
            { event: 'expired', note: 'Not paid in time; the order was cancelled and the items released' },
          )
          if (!row) continue
          await cancelReminder(tx, id)
          released.push(...(await orders.lines(id, tx)))
          expired.push(id)
        }
        // All at once, each kind in its own fixed order: two instances sweeping never lock rows crosswise.
        await kinds.release(tx, released)
        return expired
      })
    },

    /**
     * A payment starts on this order: false when it is no longer payable (paid, cancelled). With `until`
     * (a payment in flight), the order neither expires nor can be cancelled before then.
     */
    async startPayment(id: string, payment: { method: string; note: string; until: Date | null }) {
      return inTransaction(async (tx) => {
        const blocked = await kinds.paymentBlocker(tx, id, await orders.lines(id, tx))
        if (blocked) throw blocked
        const until = payment.until?.toISOString()
        const row = await move(
          tx,
          id,
          'payment_started',
          {
            paymentMethod: payment.method,
            paymentStatus: 'pending',
            ...(until
              ? {
                  paymentHoldUntil: sqlGreatest('payment_hold_until', until),
                  reservedUntil: sqlGreatest('reserved_until', until),
                }
              : {}),
          },
          { unpaid: true },
          { event: 'payment_started', note: payment.note },
        )
        return Boolean(row)
      })
    },

    /** The payment in flight ended without money: the hold is lifted and the failure shown on the timeline. */
    async paymentFailed(id: string, note: string, tx?: Db) {
      const run = (t: Db) =>
        move(
          t,
          id,
          'payment_failed',
          { paymentHoldUntil: null, paymentStatus: 'failed' },
          { unpaid: true },
          { event: 'payment_failed', note },
        )
      await (tx ? run(tx) : inTransaction(run))
    },

    /**
     * The provider said the money arrived. In one transaction: the payment's own record (`record`, which
     * answers false when it was already recorded), the order's move to paid (or, for an order cancelled
     * meanwhile, paid again with its capacity retaken, or a refund due), and the after-payment jobs. A
     * crash anywhere leaves either all of it or none of it. Safe to call more than once.
     */
    async paymentSucceeded(
      orderId: string,
      proof: PaymentProof,
      record?: (tx: Db) => Promise<unknown>,
    ): Promise<PaidOutcome> {
      const label = paymentMethodLabels[proof.method as PaymentMethod] ?? proof.method
      const note = `Paid with ${label} (${proof.reference})`
      const payment = {
        paymentStatus: 'paid',
        paymentMethod: proof.method,
        transactionId: proof.reference,
        paymentReceipt: proof.receipt ?? null,
        paymentHoldUntil: null,
        reservedUntil: null,
      } as const
      const result = await inTransaction(async (tx): Promise<PaidOutcome> => {
        await record?.(tx)
        const current = await orders.lock(tx, orderId)
        if (!current) throw orderNotFound()
        if (current.paymentStatus === 'paid') return { outcome: 'already_paid', order: current }
        const enqueuePaid = async (t: Db) => {
          await cancelReminder(t, orderId)
          await queue.enqueue(
            t,
            [topics.fulfil, topics.paidNotice, topics.receipt].map((kind) => ({
              kind,
              payload: { orderId },
            })),
          )
        }
        if (current.status === 'pending') {
          const row = await move(
            tx,
            orderId,
            'paid',
            { ...payment, status: orderMoves.paid.to, paidAt: new Date() },
            { unpaid: true },
            { event: 'paid', note },
          )
          if (row) {
            await enqueuePaid(tx)
            faultPoint('payment-before-commit')
            return { outcome: 'paid', order: row, lateAfterCancel: false }
          }
        } else if (current.status === 'cancelled') {
          if (await retakeLines(tx, orderId)) {
            const row = await move(
              tx,
              orderId,
              'paid_late',
              { ...payment, status: orderMoves.paid_late.to, paidAt: new Date(), cancelledAt: null },
              { unpaid: true },
              {
                event: 'paid',
                note: `${note}; the payment arrived after cancellation and the items were reserved again`,
              },
            )
            if (row) {
              await enqueuePaid(tx)
              return { outcome: 'paid', order: row, lateAfterCancel: true }
            }
          }
          const row = await move(
            tx,
            orderId,
            'refund_due',
            { ...payment, refundDue: true },
            { unpaid: true },
            {
              event: 'paid',
              note: `${note} after the order was cancelled; the items are gone, a refund is due`,
            },
          )
          if (row) {
            await cancelReminder(tx, orderId)
            await queue.enqueue(tx, [{ kind: topics.refundNotice, payload: { orderId } }])
            return { outcome: 'refund_due', order: row }
          }
        } else {
          const row = await move(
            tx,
            orderId,
            'paid_in_place',
            { ...payment, paidAt: new Date() },
            {
              unpaid: true,
            },
            { event: 'paid', note },
          )
          if (row) {
            await enqueuePaid(tx)
            return { outcome: 'paid', order: row, lateAfterCancel: false }
          }
        }
        return { outcome: 'already_paid', order: current }
      })
      faultPoint('payment-after-commit')
      if (result.outcome === 'paid' && result.lateAfterCancel)
        log.warn({ orderId, proof }, 'payment arrived after cancellation; order revived')
      if (result.outcome === 'refund_due')
        log.error(
          { orderId, proof },
          'payment received for a cancelled order whose items are gone: refund due',
        )
      if (
        result.outcome === 'already_paid' &&
        result.order.transactionId !== proof.reference &&
        !proof.attemptRefs?.includes(result.order.transactionId ?? '')
      ) {
        // Paid twice (say PayPal, then a late M-Pesa success): the second payment is kept on record for a refund.
        log.error(
          { orderId, proof, paidWith: result.order.transactionId },
          'second payment for a paid order: refund due',
        )
      }
      // The answer does not wait for the receipt and notices: this server's worker runs them now, in the
      // background, and any server's worker does if this one dies first (issue 19).
      if (result.outcome !== 'already_paid') queue.kick()
      return result
    },

    /** A payment's receipt arrived after another reference of the same attempt had confirmed it. */
    attachReceipt: (orderId: string, previousReference: string, receipt: string) =>
      orders.attachReceipt(db, orderId, previousReference, receipt),

    /**
     * A provider's move on a paid order of its lines (a restaurant's kitchen, decision 019), in the caller's
     * transaction with the provider's own record: accepted (processing), delivered (completed), or rejected
     * (cancelled, its capacity released, a refund due when money was paid). The row after, or undefined when
     * the order is no longer where the move starts (the caller rolls back).
     */
    async providerMove(
      tx: Db,
      id: string,
      name: 'provider_processing' | 'provider_completed' | 'provider_rejected',
      note: string,
    ) {
      const current = await orders.lock(tx, id)
      if (!current) return undefined
      if (name !== 'provider_rejected') {
        const target = orderMoves[name].to
        return move(tx, id, name, { status: target }, {}, { event: target, note })
      }
      const row = await move(
        tx,
        id,
        name,
        {
          status: orderMoves.provider_rejected.to,
          cancelledAt: new Date(),
          reservedUntil: null,
          refundDue: current.paymentStatus === 'paid' && current.totalAmountCents > 0,
        },
        {},
        { event: 'cancelled', note },
      )
      if (row) {
        await releaseLines(tx, id)
        await cancelReminder(tx, id)
      }
      return row
    },

    /**
     * An admin sets any status from any other (001 section 4). Cancelling gives the capacity back (not for a
     * completed order: it was delivered) and, when the money had arrived, records that a refund is due;
     * reopening a cancelled order takes the capacity again, or is refused. `audit` runs in the same
     * transaction with the rows before and after.
     */
    async adminSetStatus(
      id: string,
      target: OrderStatus,
      audit: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>,
    ): Promise<{ changed: boolean; before: OrderRow; after: OrderRow }> {
      return inTransaction(async (tx) => {
        const current = await orders.lock(tx, id)
        if (!current) throw orderNotFound()
        const name = adminMoveFor(current.status, target)
        if (!name) return { changed: false, before: current, after: current }
        const set: Parameters<OrdersService['move']>[3] = { status: target }
        const owner = { orderId: id, userId: current.userId }
        if (name === 'admin_cancelled') {
          if (current.status !== 'completed') await releaseLines(tx, id)
          // What the kinds issued for the order (tickets) is void, delivered or not.
          await kinds.each('cancelled', tx, owner, await orders.lines(id, tx))
          set.cancelledAt = new Date()
          set.reservedUntil = null
          if (current.paymentStatus === 'paid' && current.totalAmountCents > 0) set.refundDue = true
          await cancelReminder(tx, id)
        } else if (name === 'admin_reopened') {
          if (!(await retakeLines(tx, id))) throw cannotReopen()
          await kinds.each('reopened', tx, owner, await orders.lines(id, tx))
          set.cancelledAt = null
          set.refundDue = false
          if (current.paymentStatus !== 'paid') set.reservedUntil = null
        }
        const note =
          target === 'cancelled' && set.refundDue
            ? 'Cancelled by Soko; a refund is due'
            : `Set to ${target} by Soko`
        const after = await move(
          tx,
          id,
          name,
          set,
          {},
          {
            event: target === 'pending' ? 'placed' : target,
            note,
          },
        )
        if (!after) throw orderNotFound()
        await audit(tx, current, after)
        return { changed: true, before: current, after }
      })
    },
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>

/** `greatest(column, until)`: a hold only ever grows. */
function sqlGreatest(column: 'payment_hold_until' | 'reserved_until', until: string) {
  return sql`greatest(${sql.identifier(column)}, ${until}::timestamptz)`
}
