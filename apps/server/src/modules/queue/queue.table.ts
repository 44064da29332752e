import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

/**
 * The durable job queue (docs/decisions/014): work to do after a change (a receipt, a notice, a reminder), written
 * in the change's own transaction so it is neither lost to a crash nor done for a change that rolled back.
 *
 * - `pending` with `run_at` in the past: due. A worker leases it by moving `run_at` past the lease (SKIP
 *   LOCKED), so no other worker takes it meanwhile and a worker that dies leaves it to be taken again.
 * - `done` when its handler finished; `dead` after `max_attempts` failures (shown to admins, logged);
 *   `cancelled` when what it was for went away (a reminder for an order that was paid).
 * - `singleton_key`: at most one pending job per kind and key (one reminder per order), so scheduling twice
 *   moves the one job instead of adding another.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<QueueJobStatus>().notNull().default('pending'),
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which worker holds the lease now (host:pid); kept after, to tell who ran it last. */
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('queue_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('queue_jobs_singleton_idx')
      .on(table.kind, table.singletonKey)
      .where(sql`${table.status} = 'pending' and ${table.singletonKey} is not null`),
    index('queue_jobs_status_idx').on(table.status, table.updatedAt),
  ],
)

export type QueueJobStatus = 'pending' | 'done' | 'dead' | 'cancelled'
