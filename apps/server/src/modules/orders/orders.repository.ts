import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql, isNull } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { withFreshReference } from '../../lib/references'
import { transactions } from '../payments/payments.table'
import type { StoredOrderLine } from './order-lines.types'
import { orderEvents, orderItems, orders } from './orders.table'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
export type NewOrder = typeof orders.$inferInsert

/** Orders whose payment hold, if any, has lapsed: nothing is in flight with a provider. */
const noHold = or(isNull(orders.paymentHoldUntil), lt(orders.paymentHoldUntil, sql`now()`))

/** Every query takes its executor, so the service can run several in one transaction. */
export const ordersRepository = {
  async insertOrder(tx: Db, order: NewOrder, lines: StoredOrderLine[]) {
    // A taken reference inserts nothing (no error, so the transaction stays usable) and is retried.
    const row = await withFreshReference(async (reference) => {
      const [inserted] = await tx
        .insert(orders)
        .values({ ...order, reference })
        .onConflictDoNothing({ target: orders.reference })
        .returning()
      return inserted
    })
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        ...line,
        orderId: row.id,
        // Product lines also keep the catalogue's foreign key (reviews' "Verified purchase" joins on it).
        productId: line.kind === 'product' ? line.referenceId : null,
      })),
    )
    return row
  },

  /** The order's row, locked until the transaction ends: the moves that read before they write take it. */
  async lock(tx: Db, id: string) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    return row
  },

  /**
   * One move of the order's state: a conditional UPDATE that applies only while the status is one of
   * `from` (and the extra guards hold), so of two racing moves only one wins.
   */
  async move(
    tx: Db,
    id: string,
    guard: { from: readonly string[]; unpaid?: boolean; noHold?: boolean; userId?: string },
    set: PgUpdateSetSource<typeof orders>,
  ) {
    const [row] = await tx
      .update(orders)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, [...guard.from]),
          guard.unpaid ? sql`${orders.paymentStatus} <> 'paid'` : undefined,
          guard.noHold ? noHold : undefined,
          guard.userId ? eq(orders.userId, guard.userId) : undefined,
        ),
      )
      .returning()
    return row
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

  /**
   * My activity's orders: the user's orders with no line of `excludeKinds` (those are another source's, such
   * as event bookings), newest first by creation (to the millisecond) then id, strictly before `before`.
   */
  async activity(
    tx: Db,
    userId: string,
    limit: number,
    before: { date: Date; id: string } | undefined,
    excludeKinds: string[],
  ) {
    const created = sql`date_trunc('milliseconds', ${orders.createdAt})`
    return tx
      .select({
        order: orders,
        itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = ${orders.id})`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          excludeKinds.length
            ? sql`not exists (select 1 from ${orderItems} i where i.order_id = ${orders.id} and i.kind in ${excludeKinds})`
            : undefined,
          before
            ? sql`(${created}, ${orders.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(orders.id))
      .limit(limit)
  },

  /**
   * Up to `limit` pending orders whose reservation has run out with no payment in flight, locked. SKIP
   * LOCKED lets several server instances sweep at once without waiting on, or double-processing, each
   * other's rows.
   */
  async dueForExpiry(tx: Db, limit: number) {
    return tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          lt(orders.reservedUntil, sql`now()`),
          noHold,
          // Money the provider confirmed is never swept away: reconciliation pays such an order instead.
          sql`not exists (select 1 from ${transactions} t where t.order_id = ${orders.id} and t.status = 'completed')`,
        ),
      )
      .orderBy(asc(orders.reservedUntil))
      .limit(limit)
      .for('update', { skipLocked: true })
  },

  /** The payment's receipt arrived after another of the same attempt's references had confirmed it. */
  async attachReceipt(tx: Db, id: string, previousReference: string, receipt: string) {
    await tx
      .update(orders)
      .set({ transactionId: receipt, paymentReceipt: receipt, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.transactionId, previousReference)))
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
