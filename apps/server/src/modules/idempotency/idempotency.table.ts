import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

/**
 * Idempotency-Key headers seen per user and operation. The first request claims the key; a repeat gets the
 * stored answer (or waits while the first is still running). Kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A hash of the request body: the same key with a different body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('idempotency_keys_user_scope_key').on(table.userId, table.scope, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
)
