import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/**
 * What the built-in Africa's Talking simulator received (no AT_API_KEY, never in production), shown at /dev/sms.
 * `status_code` is the answer it gave (101 Success, 403 InvalidPhoneNumber, 405 InsufficientBalance, ...).
 */
export const devSms = pgTable(
  'dev_sms',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    to: text('to').notNull(),
    from: text('from'),
    message: text('message').notNull(),
    statusCode: integer('status_code').notNull(),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_sms_to_created_idx').on(table.to, table.createdAt.desc())],
)

/** Which notices also come by SMS to the user's verified phone; no row means none (SMS costs the reader's attention). */
export const smsPreferences = pgTable('sms_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentReceipts: boolean('payment_receipts').notNull().default(false),
  orderStatus: boolean('order_status').notNull().default(false),
  bookingStatus: boolean('booking_status').notNull().default(false),
  reminders: boolean('reminders').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
