import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../products/products.table'
import { orderEvents, orderItems, orders } from './orders.table'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>

/** Orders whose payment hold, if any, has lapsed: nothing is in flight with a provider. */
const noHold = or(isNull(orders.paymentHoldUntil), lt(orders.paymentHoldUntil, sql`now()`))

/** Every query takes its executor, so the service can run several in one transaction. */
export const ordersRepository = {
  /**
   * Takes `quantity` of a product in one conditional UPDATE (never read-then-write): it succeeds only while
   * enough stock is left, and returns what the order line needs from the catalogue at that moment.
   */
  async takeStock(tx: Db, productId: string, quantity: number) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
      .returning({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        imageUrl: products.imageUrl,
      })
    return row
  },

  async productStock(tx: Db, productId: string) {
    const [row] = await tx
      .select({ name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId))
    return row
  },

  /** Puts the product lines of these orders back on the shelf. */
  async releaseStock(tx: Db, orderIds: string[]) {
    if (!orderIds.length) return
    await tx.execute(sql`
      update products p set stock_quantity = p.stock_quantity + s.quantity, updated_at = now()
      from (
        select product_id, sum(quantity)::int as quantity from order_items
        where order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and kind = 'product' and product_id is not null
        group by product_id
      ) s
      where p.id = s.product_id`)
  },

  async insertOrder(tx: Db, order: NewOrder, items: NewOrderItem[]) {
    const [row] = await tx.insert(orders).values(order).returning()
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })))
    return row!
  },

  async addEvent(tx: Db, orderId: string, event: string, note: string | null = null) {
    await tx.insert(orderEvents).values({ orderId, event, note })
  },

  async find(tx: Db, id: string) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id))
    return row
  },

  async findOwn(tx: Db, userId: string, id: string) {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    return row
  },

  async items(tx: Db, orderIds: string[]) {
    if (!orderIds.length) return []
    return tx
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id))
  },

  async events(tx: Db, orderId: string) {
    return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))
  },

  /** The user's orders, newest first (ids are time-ordered UUID v7), after the cursor id. */
  async page(tx: Db, userId: string, limit: number, beforeId?: string) {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), beforeId ? lt(orders.id, beforeId) : undefined))
      .orderBy(desc(orders.id))
      .limit(limit)
  },

  /** pending -> cancelled, only when unpaid and no payment is in flight. */
  async cancelPending(tx: Db, userId: string, id: string) {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), reservedUntil: null, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.status, 'pending'), noHold))
      .returning()
    return row
  },

  /**
   * Cancels up to `limit` pending orders whose reservation has run out. SKIP LOCKED lets several server
   * instances sweep at once without waiting on, or double-processing, each other's rows.
   */
  async expireDue(tx: Db, limit: number) {
    const due = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lt(orders.reservedUntil, sql`now()`), noHold))
      .orderBy(asc(orders.reservedUntil))
      .limit(limit)
      .for('update', { skipLocked: true })
    return tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), reservedUntil: null, updatedAt: new Date() })
      .where(and(inArray(orders.id, due), eq(orders.status, 'pending')))
      .returning({ id: orders.id, userId: orders.userId })
  },

  /**
   * Records that a payment started on a pending, unpaid order. With `until`, the order also can neither
   * expire nor be cancelled before then (an STK prompt is open, a capture runs).
   */
  async startPayment(tx: Db, id: string, method: string, until: Date | null) {
    const hold = until
      ? {
          paymentHoldUntil: sql`greatest(${orders.paymentHoldUntil}, ${until.toISOString()}::timestamptz)`,
          reservedUntil: sql`greatest(${orders.reservedUntil}, ${until.toISOString()}::timestamptz)`,
        }
      : {}
    const [row] = await tx
      .update(orders)
      .set({ ...hold, paymentMethod: method, paymentStatus: 'pending', updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending'), sql`${orders.paymentStatus} <> 'paid'`))
      .returning()
    return row
  },

  /** The in-flight payment ended without money: the order may expire or be cancelled again. */
  async releaseHold(tx: Db, id: string) {
    const [row] = await tx
      .update(orders)
      .set({ paymentHoldUntil: null, paymentStatus: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, 'pending'), sql`${orders.paymentStatus} <> 'paid'`))
      .returning()
    return row
  },

  /** pending (or cancelled, once stock is taken again) -> paid. Only one caller ever wins. */
  async markPaid(
    tx: Db,
    id: string,
    fromStatus: 'pending' | 'cancelled',
    payment: { method: string; reference: string; mpesaReceiptNumber?: string; paypalCaptureId?: string },
  ) {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paymentStatus: 'paid',
        paymentMethod: payment.method,
        transactionId: payment.reference,
        mpesaReceiptNumber: payment.mpesaReceiptNumber ?? null,
        paypalCaptureId: payment.paypalCaptureId ?? null,
        paidAt: new Date(),
        cancelledAt: null,
        reservedUntil: null,
        paymentHoldUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, id), eq(orders.status, fromStatus), sql`${orders.paymentStatus} <> 'paid'`))
      .returning()
    return row
  },

  /** Money arrived for an order that stays cancelled (its stock is gone): recorded, to be refunded. */
  async markPaidWhileCancelled(
    tx: Db,
    id: string,
    payment: { method: string; reference: string; mpesaReceiptNumber?: string; paypalCaptureId?: string },
  ) {
    const [row] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paymentMethod: payment.method,
        transactionId: payment.reference,
        mpesaReceiptNumber: payment.mpesaReceiptNumber ?? null,
        paypalCaptureId: payment.paypalCaptureId ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, id), eq(orders.status, 'cancelled'), sql`${orders.paymentStatus} <> 'paid'`))
      .returning()
    return row
  },

  async attachMpesaReceipt(tx: Db, id: string, checkoutRequestId: string, receipt: string) {
    await tx
      .update(orders)
      .set({ transactionId: receipt, mpesaReceiptNumber: receipt, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.transactionId, checkoutRequestId)))
  },

  async purchasedProducts(tx: Db, userId: string, productIds: string[]) {
    if (!productIds.length) return []
    return tx
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.paymentStatus, 'paid'),
          inArray(orders.status, ['paid', 'processing', 'completed']),
          isNotNull(orderItems.productId),
          inArray(orderItems.productId, productIds),
        ),
      )
  },
}
