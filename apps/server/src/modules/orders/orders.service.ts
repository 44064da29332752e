import type { OrderLineKind, PaymentMethod } from '@soko/shared/orders/order.constants'
import { paymentMethodLabels } from '@soko/shared/orders/order.constants'
import type { Order, OrderDetail, OrderItem, OrderPage } from '@soko/shared/orders/order.schema'
import { mpesaAmountForCents } from '@soko/shared/payments/payment.constants'
import type { CheckoutDetails } from '@soko/shared/orders/order.schema'
import type { Db } from '../../db/client'
import { idempotencyInProgress } from '../idempotency/idempotency.errors'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import {
  badOrderCursor,
  insufficientStock,
  orderNotCancellable,
  orderNotFound,
  orderProductNotFound,
  orderTotalNotPositive,
  paymentInProgress,
} from './orders.errors'
import {
  ordersRepository as repo,
  type NewOrderItem,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository'

/** A line to order. Product lines are priced from the catalogue; other kinds come priced by their module. */
export type OrderLineInput =
  | { kind: 'product'; productId: string; quantity: number }
  | {
      kind: Exclude<OrderLineKind, 'product'>
      referenceId: string
      name: string
      unitPriceCents: number
      quantity: number
      imageUrl?: string | null
    }

export type PaymentProof = {
  method: Exclude<PaymentMethod, 'stripe'>
  /** The provider's reference: M-Pesa receipt (or CheckoutRequestID when only a query confirmed it), PayPal capture id. */
  reference: string
  mpesaReceiptNumber?: string
  paypalCaptureId?: string
  /** Every reference of the same payment attempt, to tell a repeat of it from a second payment. */
  attemptRefs?: string[]
}

export type MarkPaidResult =
  | { outcome: 'paid'; order: OrderRow; lateAfterCancel: boolean }
  | { outcome: 'already_paid'; order: OrderRow }
  /** Money arrived for an order that was cancelled and whose stock is gone: recorded, refund due. */
  | { outcome: 'refund_due'; order: OrderRow }

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

function toItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    kind: row.kind as OrderLineKind,
    product_id: row.productId,
    reference_id: row.referenceId,
    name: row.name,
    image_url: row.imageUrl,
    quantity: row.quantity,
    price_at_purchase: row.priceAtPurchaseCents / 100,
    price_at_purchase_cents: row.priceAtPurchaseCents,
    line_total_cents: row.priceAtPurchaseCents * row.quantity,
  }
}

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    id: row.id,
    user_id: row.userId,
    status: row.status as Order['status'],
    payment_status: row.paymentStatus as Order['payment_status'],
    payment_method: row.paymentMethod as Order['payment_method'],
    transaction_id: row.transactionId,
    mpesa_receipt_number: row.mpesaReceiptNumber,
    paypal_capture_id: row.paypalCaptureId,
    total_amount: row.totalAmountCents / 100,
    total_amount_cents: row.totalAmountCents,
    mpesa_amount: mpesaAmountForCents(row.totalAmountCents),
    currency: 'KES',
    shipping_address: row.shippingAddress,
    shipping_city: row.shippingCity,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    items: items.map(toItem),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    reserved_until: row.status === 'pending' ? iso(row.reservedUntil) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: iso(row.paidAt),
    cancelled_at: iso(row.cancelledAt),
  }
}

const toTimeline = (events: OrderEventRow[]) =>
  events.map((event) => ({
    event: event.event as OrderDetail['timeline'][number]['event'],
    note: event.note,
    created_at: event.createdAt.toISOString(),
  }))

/** Product lines merged by product and sorted by id, so concurrent orders lock rows in one order (no deadlock). */
function mergeProductLines(lines: OrderLineInput[]) {
  const quantities = new Map<string, number>()
  for (const line of lines) {
    if (line.kind === 'product')
      quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity)
  }
  return [...quantities.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
}

class RollBack extends Error {}

export function createOrdersService({
  db,
  idempotency,
  reservationMinutes,
  onPlaced,
}: {
  db: Db
  idempotency: IdempotencyService
  reservationMinutes: number
  /** A new order exists (not a replay of one): the admin panel's live notice. */
  onPlaced?(order: { id: string; totalCents: number }): Promise<void>
}) {
  async function detail(row: OrderRow): Promise<OrderDetail> {
    const [items, events] = await Promise.all([repo.items(db, [row.id]), repo.events(db, row.id)])
    return { ...toOrder(row, items), timeline: toTimeline(events) }
  }

  async function requireOwn(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findOwn(db, userId, id) : undefined
    if (!row) throw orderNotFound()
    return row
  }

  /** Takes every product line's stock; the first line short throws, and the caller's transaction rolls back. */
  async function reserve(tx: Db, lines: OrderLineInput[]): Promise<NewOrderItem[]> {
    const items: NewOrderItem[] = []
    for (const [productId, quantity] of mergeProductLines(lines)) {
      const taken = isUuid(productId) ? await repo.takeStock(tx, productId, quantity) : undefined
      if (!taken) {
        const product = isUuid(productId) ? await repo.productStock(tx, productId) : undefined
        if (!product) throw orderProductNotFound()
        throw insufficientStock(product.name, product.stockQuantity)
      }
      items.push({
        kind: 'product',
        productId,
        name: taken.name,
        imageUrl: taken.imageUrl,
        quantity,
        priceAtPurchaseCents: taken.priceCents,
      })
    }
    for (const line of lines) {
      if (line.kind === 'product') continue
      items.push({
        kind: line.kind,
        referenceId: line.referenceId,
        name: line.name,
        imageUrl: line.imageUrl ?? null,
        quantity: line.quantity,
        priceAtPurchaseCents: line.unitPriceCents,
      })
    }
    return items
  }

  return {
    requireOwn,
    find: (id: string) => repo.find(db, id),
    get: async (userId: string, id: string) => detail(await requireOwn(userId, id)),

    /**
     * Places an order: prices every product line from the catalogue (never from the browser), takes the
     * stock with one conditional UPDATE per line, and writes the order, all in one transaction. Any line
     * short: nothing is written. With an Idempotency-Key, a repeat returns the first order.
     */
    async place(
      userId: string,
      input: {
        details: Partial<CheckoutDetails> & { contact_phone: string; contact_email: string }
        lines: OrderLineInput[]
      },
      idempotencyKey?: { key: string; body: unknown },
    ): Promise<{ order: OrderDetail; replayed: boolean }> {
      const placed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db
        let claimId: string | undefined
        if (idempotencyKey) {
          const claim = await idempotency.claim<{ order_id: string }>(t, {
            userId,
            scope: 'orders.create',
            ...idempotencyKey,
          })
          if (claim.kind === 'replay') return { orderId: claim.response.body.order_id, replayed: true }
          if (claim.kind === 'busy') throw idempotencyInProgress()
          claimId = claim.id
        }
        const items = await reserve(t, input.lines)
        const total = items.reduce((sum, item) => sum + item.priceAtPurchaseCents * item.quantity, 0)
        if (total <= 0) throw orderTotalNotPositive()
        const order = await repo.insertOrder(
          t,
          {
            userId,
            totalAmountCents: total,
            shippingAddress: input.details.shipping_address ?? null,
            shippingCity: input.details.shipping_city ?? null,
            contactPhone: input.details.contact_phone,
            contactEmail: input.details.contact_email,
            reservedUntil: new Date(Date.now() + reservationMinutes * 60_000),
          },
          items,
        )
        await repo.addEvent(t, order.id, 'placed', `Items reserved for ${reservationMinutes} minutes`)
        if (claimId) await idempotency.complete(t, claimId, { statusCode: 201, body: { order_id: order.id } })
        return { orderId: order.id, replayed: false }
      })
      const order = await detail((await repo.find(db, placed.orderId))!)
      if (!placed.replayed) await onPlaced?.({ id: order.id, totalCents: order.total_amount_cents })
      return { order, replayed: placed.replayed }
    },

    async list(userId: string, limit: number, cursor?: string): Promise<OrderPage> {
      if (cursor && !isUuid(cursor)) throw badOrderCursor()
      const rows = await repo.page(db, userId, limit + 1, cursor)
      const page = rows.slice(0, limit)
      const items = await repo.items(
        db,
        page.map((row) => row.id),
      )
      return {
        items: page.map((row) =>
          toOrder(
            row,
            items.filter((item) => item.orderId === row.id),
          ),
        ),
        next_cursor: rows.length > limit ? page.at(-1)!.id : null,
      }
    },

    /** Cancels an unpaid order and puts its stock back; a second cancel changes nothing. */
    async cancel(userId: string, id: string): Promise<OrderDetail> {
      const existing = await requireOwn(userId, id)
      const cancelled = await db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const row = await repo.cancelPending(t, userId, id)
        if (!row) return undefined
        await repo.releaseStock(t, [row.id])
        await repo.addEvent(t, row.id, 'cancelled', 'Cancelled by the customer; the items were released')
        return row
      })
      if (cancelled) return detail(cancelled)
      const now = (await repo.find(db, id)) ?? existing
      if (now.status === 'cancelled') return detail(now)
      if (now.paymentStatus === 'paid' || now.status !== 'pending') throw orderNotCancellable()
      throw paymentInProgress()
    },

    /** The periodic sweep: unpaid orders past their reservation are cancelled and their stock released. */
    async expireDue(limit = 100): Promise<string[]> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const expired = await repo.expireDue(t, limit)
        const ids = expired.map((row) => row.id)
        await repo.releaseStock(t, ids)
        for (const id of ids)
          await repo.addEvent(
            t,
            id,
            'expired',
            'Not paid in time; the order was cancelled and the items released',
          )
        return ids
      })
    },

    /**
     * A payment starts on this order: false when it is no longer payable (paid, cancelled). With `until`
     * (a payment in flight), the order neither expires nor can be cancelled before then.
     */
    async startPayment(
      id: string,
      payment: { method: PaymentProof['method']; note: string; until: Date | null },
    ) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const row = await repo.startPayment(t, id, payment.method, payment.until)
        if (row) await repo.addEvent(t, id, 'payment_started', payment.note)
        return Boolean(row)
      })
    },

    /** The payment in flight ended without money: the hold is lifted and the failure shown on the timeline. */
    async paymentFailed(id: string, note: string) {
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db
        if (await repo.releaseHold(t, id)) await repo.addEvent(t, id, 'payment_failed', note)
      })
    },

    /**
     * The provider said the money arrived. pending -> paid exactly once. An order already cancelled (the
     * payment came late) is paid if its stock can still be taken; otherwise the payment is recorded on the
     * cancelled order for a refund.
     */
    async markPaid(id: string, payment: PaymentProof): Promise<MarkPaidResult> {
      const label = paymentMethodLabels[payment.method]
      const note = `Paid with ${label} (${payment.reference})`
      const paid = await db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const row = await repo.markPaid(t, id, 'pending', payment)
        if (row) await repo.addEvent(t, id, 'paid', note)
        return row
      })
      if (paid) return { outcome: 'paid', order: paid, lateAfterCancel: false }

      const current = await repo.find(db, id)
      if (!current) throw orderNotFound()
      if (current.paymentStatus === 'paid') return { outcome: 'already_paid', order: current }
      if (current.status !== 'cancelled') return { outcome: 'already_paid', order: current }
      try {
        const revived = await db.transaction(async (tx) => {
          const t = tx as unknown as Db
          const items = await repo.items(t, [id])
          for (const item of [...items].sort((a, b) =>
            (a.productId ?? '') < (b.productId ?? '') ? -1 : 1,
          )) {
            if (item.kind !== 'product' || !item.productId) continue
            if (!(await repo.takeStock(t, item.productId, item.quantity))) throw new RollBack()
          }
          const row = await repo.markPaid(t, id, 'cancelled', payment)
          if (!row) throw new RollBack()
          await repo.addEvent(
            t,
            id,
            'paid',
            `${note}; the payment arrived after cancellation and the items were reserved again`,
          )
          return row
        })
        return { outcome: 'paid', order: revived, lateAfterCancel: true }
      } catch (error) {
        if (!(error instanceof RollBack)) throw error
      }
      const refund = await db.transaction(async (tx) => {
        const t = tx as unknown as Db
        const row = await repo.markPaidWhileCancelled(t, id, payment)
        if (row)
          await repo.addEvent(
            t,
            id,
            'paid',
            `${note} after the order was cancelled; the items are gone, a refund is due`,
          )
        return row
      })
      return refund ? { outcome: 'refund_due', order: refund } : { outcome: 'already_paid', order: current }
    },

    /** A callback's receipt arrived after a query had already confirmed the payment. */
    async attachMpesaReceipt(id: string, checkoutRequestId: string, receipt: string) {
      await repo.attachMpesaReceipt(db, id, checkoutRequestId, receipt)
    },

    /** Which of these products the user bought in a paid order (reviews' "Verified purchase"). */
    async purchasedProducts(userId: string, productIds: string[]) {
      const rows = await repo.purchasedProducts(db, userId, productIds)
      return new Set(rows.map((row) => row.productId!))
    },

    itemsOf: (id: string) => repo.items(db, [id]),
    detail,
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
