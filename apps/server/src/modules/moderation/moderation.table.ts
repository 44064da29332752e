import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { reportReasons, reportStatuses, reportTargetTypes } from '@soko/shared/community/community.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A user's report of a post, a reply or a message (issue 14), one per reporter per item. `author_id` is the
 * content's author, kept so the queue can warn or suspend them. An admin's decision closes every open report
 * of the item (`actioned` or `dismissed`), audited.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    action: text('action'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_reports_once').on(table.reporterId, table.targetType, table.targetId),
    check('content_reports_target_valid', sql`${table.targetType} in (${inList(reportTargetTypes)})`),
    check('content_reports_reason_valid', sql`${table.reason} in (${inList(reportReasons)})`),
    check('content_reports_status_valid', sql`${table.status} in (${inList(reportStatuses)})`),
    index('content_reports_queue_idx').on(table.status, table.createdAt),
    index('content_reports_target_idx').on(table.targetType, table.targetId),
  ],
)

/** A moderator's warning to an author: sent as a notification, counted in the queue. */
export const communityWarnings = pgTable(
  'community_warnings',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('community_warnings_user_idx').on(table.userId, table.createdAt)],
)
