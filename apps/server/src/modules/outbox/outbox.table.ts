import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

/**
 * Work to do after a transaction commits (a receipt, a notification), written in that same transaction so
 * it is neither lost to a crash nor done for a change that rolled back (docs/decisions/011).
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_jobs_due_idx')
      .on(table.runAfter)
      .where(sql`${table.doneAt} is null`),
  ],
)
