import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    // Stored lower-cased by the shared schema; the unique index on lower() is the guard.
    email: text('email').notNull(),
    source: text('source').notNull().default('popup'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${table.email})`)],
)
