import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

/** Messages kept instead of sent when no SMTP_URL is configured (development), shown at /dev/mailbox. */
export const devMailbox = pgTable('dev_mailbox', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Keys of messages sent that must go out once (a receipt: `order.receipt:<order id>`): a queue job repeated
 * after a crash finds its key and sends nothing again (docs/decisions/014).
 */
export const mailSentKeys = pgTable('mail_sent_keys', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
})
