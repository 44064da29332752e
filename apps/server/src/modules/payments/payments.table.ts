import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'
import { orders } from '../orders/orders.table'

/**
 * One payment attempt (the spec's Transaction): an STK push or a PayPal order. Money in cents: the order's
 * KES total, and what the provider was asked for (whole KES for M-Pesa, USD cents at a recorded rate for
 * PayPal). Provider references are in one shape for every provider (`provider_ref`, `payment_ref`), unique
 * per method, so a replayed callback or capture cannot pay twice.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    chargedCurrency: text('charged_currency').notNull(),
    chargedAmountCents: integer('charged_amount_cents').notNull(),
    /** KES per USD used for a PayPal charge. */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4 }),
    phoneNumber: text('phone_number'),
    /** The unguessable part of this attempt's M-Pesa callback URL. */
    callbackToken: text('callback_token').unique(),
    /** The provider's id of this attempt: M-Pesa's CheckoutRequestID, PayPal's order id. */
    providerRef: text('provider_ref'),
    /** The provider's id of the money moved: the M-Pesa receipt number, the PayPal capture id. */
    paymentRef: text('payment_ref'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    rawCallback: jsonb('raw_callback'),
    /** The provider's answer to the push, create or capture, kept for support. */
    providerResponse: jsonb('provider_response'),
    callbackReceivedAt: timestamp('callback_received_at', { withTimezone: true }),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    queryCount: integer('query_count').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('transactions_status_valid', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check('transactions_currency_valid', sql`${table.chargedCurrency} in ('KES', 'USD')`),
    check('transactions_amounts_positive', sql`${table.amountCents} > 0 and ${table.chargedAmountCents} > 0`),
    // One open STK prompt per order: a double click or a retry can never push twice.
    uniqueIndex('transactions_one_open_mpesa_per_order')
      .on(table.orderId)
      .where(sql`${table.method} = 'mpesa' and ${table.status} = 'pending'`),
    // A replayed callback or capture finds its reference taken: one payment can never pay twice.
    uniqueIndex('transactions_provider_ref_unique').on(table.method, table.providerRef),
    uniqueIndex('transactions_payment_ref_unique').on(table.method, table.paymentRef),
    index('transactions_order_idx').on(table.orderId),
    index('transactions_user_idx').on(table.userId),
    index('transactions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)
