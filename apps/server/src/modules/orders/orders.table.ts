import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { newReference } from '../../lib/references'
import { users } from '../auth/auth.table'
import { products } from '../products/products.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * An order (spec 000 section 3, 001 section 3). Placed before payment with its stock reserved; paid only
 * on the provider's word; an unpaid order is cancelled at `reserved_until` (docs/decisions/004).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** What people read aloud and type (`SK-7KQ2-M9XD`, lib/references.ts); the id stays the key. */
    reference: text('reference').notNull().unique().$defaultFn(newReference),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    /** The provider's reference of the paying transaction (the spec's transaction_id). */
    transactionId: text('transaction_id'),
    /** What the payer's own statement shows (an M-Pesa receipt, a PayPal capture id), once known. */
    paymentReceipt: text('payment_receipt'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    currency: text('currency').notNull().default('KES'),
    shippingAddress: text('shipping_address'),
    shippingCity: text('shipping_city'),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** Unpaid after this, the order is cancelled and its stock released. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** While a payment is in flight (an STK prompt is open, a capture runs) the order is neither expired nor cancelled. */
    paymentHoldUntil: timestamp('payment_hold_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A paid order was cancelled: the money is owed back (no refund call is made here). */
    refundDue: boolean('refund_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'orders_status_valid',
      sql`${table.status} in (${inList(['pending', 'paid', 'processing', 'completed', 'cancelled'])})`,
    ),
    check(
      'orders_payment_status_valid',
      sql`${table.paymentStatus} in (${inList(['pending', 'paid', 'failed'])})`,
    ),
    // Zero only for a free event's booking, confirmed at once without payment (decision 013).
    check('orders_total_nonnegative', sql`${table.totalAmountCents} >= 0`),
    // Scanned backwards for the newest-first list.
    index('orders_user_idx').on(table.userId, table.id),
    index('orders_pending_reserved_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/**
 * A line of an order, of any kind the checkout's registry knows (products, event tickets, food, ...):
 * `reference_id` names the thing in its own module; product lines also keep `product_id` as a foreign key.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    referenceId: text('reference_id').notNull(),
    /** Name and image when ordered, so the order reads the same after the product changes. */
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    /** The spec's price_at_purchase, in cents, set by the server from its own catalogue. */
    priceAtPurchaseCents: integer('price_at_purchase_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${table.priceAtPurchaseCents} >= 0`),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
  ],
)

/** The status timeline of an order page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
)
