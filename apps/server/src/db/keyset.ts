import { sql, type Column } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * The keyset of a list ordered by (created_at desc, id desc): the rows after the row `before` in that order.
 * The cursor is that row's id (as on the orders list); its created_at is read in the same statement. An id
 * that names no row matches nothing.
 */
export function olderThan(table: PgTable, createdAt: Column, id: Column, before: string | undefined) {
  return before
    ? sql`(${createdAt}, ${id}) < ((select ${createdAt} from ${table} where ${id} = ${before}), ${before}::uuid)`
    : undefined
}
