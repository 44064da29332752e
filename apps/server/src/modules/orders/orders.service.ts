import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import type { OrderLineKind } from '@soko/shared/orders/order.constants'
import type { Order, OrderDetail, OrderItem, OrderPage } from '@soko/shared/orders/order.schema'
import { mpesaAmountForCents } from '@soko/shared/payments/payment.constants'
import type { Db } from '../../db/client'
import type { StoredOrderLine } from './order-lines.types'
import { badOrderCursor, orderNotFound } from './orders.errors'
import {
  ordersRepository as repo,
  type NewOrder,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository'
import { isUuid } from '../../lib/ids'

export type { OrderRow }

const iso = (date: Date | null) => (date ? date.toISOString() : null)

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
    reference: row.reference,
    user_id: row.userId,
    status: row.status as Order['status'],
    payment_status: row.paymentStatus as Order['payment_status'],
    payment_method: row.paymentMethod as Order['payment_method'],
    transaction_id: row.transactionId,
    payment_receipt: row.paymentReceipt,
    // The spec's per-method names for the same receipt.
    mpesa_receipt_number: row.paymentMethod === 'mpesa' ? row.paymentReceipt : null,
    paypal_capture_id: row.paymentMethod === 'paypal' ? row.paymentReceipt : null,
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

/** A stored line as the kinds see it. */
export const storedLine = (row: OrderItemRow): StoredOrderLine => ({
  kind: row.kind,
  referenceId: row.referenceId,
  name: row.name,
  imageUrl: row.imageUrl,
  quantity: row.quantity,
  priceAtPurchaseCents: row.priceAtPurchaseCents,
})

/**
 * Orders as data: reading them, and the primitives checkout uses to write them. Every state change is
 * checkout's (checkout/order-moves.ts); nothing else calls `insert`, `move` or `addEvent`.
 */
export function createOrdersService({ db }: { db: Db }) {
  async function detail(row: OrderRow): Promise<OrderDetail> {
    const [items, events] = await Promise.all([repo.items(db, [row.id]), repo.events(db, row.id)])
    return { ...toOrder(row, items), timeline: toTimeline(events) }
  }

  async function requireOwn(userId: string, id: string) {
    const row = isUuid(id) ? await repo.findOwn(db, userId, id) : undefined
    if (!row) throw orderNotFound()
    return row
  }

  return {
    requireOwn,
    find: (id: string) => (isUuid(id) ? repo.find(db, id) : Promise.resolve(undefined)),
    get: async (userId: string, id: string) => detail(await requireOwn(userId, id)),
    detail,

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

    /** My activity's shop orders (not those with a line of `excludeKinds`), newest first. */
    async activity(
      userId: string,
      limit: number,
      before: { date: Date; id: string } | undefined,
      excludeKinds: string[],
    ): Promise<ActivityItem[]> {
      const rows = await repo.activity(db, userId, limit, before, excludeKinds)
      return rows.map(({ order, itemCount }) => ({
        kind: 'order',
        id: order.id,
        title: order.reference,
        subtitle: `${itemCount} item(s)`,
        status: order.status,
        date: order.createdAt.toISOString(),
        amount_cents: order.totalAmountCents,
        href: `/orders/${order.id}`,
        ticket_count: null,
      }))
    },

    /** An order's lines as the kinds see them (in `tx` when given). */
    lines: async (id: string, tx: Db = db) => (await repo.items(tx, [id])).map(storedLine),

    /** Which of these products the user bought in a paid order (reviews' "Verified purchase"). */
    async purchasedProducts(userId: string, productIds: string[]) {
      const rows = await repo.purchasedProducts(db, userId, productIds)
      return new Set(rows.map((row) => row.productId!))
    },

    // Checkout's primitives, each inside the caller's transaction.
    insert: (tx: Db, order: NewOrder, lines: StoredOrderLine[]) => repo.insertOrder(tx, order, lines),
    lock: (tx: Db, id: string) => repo.lock(tx, id),
    move: repo.move,
    addEvent: repo.addEvent,
    dueForExpiry: repo.dueForExpiry,
    attachReceipt: repo.attachReceipt,
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
