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

/**
 * A page of rows read newest first with one more than `limit` asked (to know whether another page follows):
 * the first `limit` rows, and `next_before`, the last one's id, or null on the last page.
 */
export function keysetPage<Row>(rows: Row[], limit: number, idOf: (row: Row) => string) {
  const page = rows.slice(0, limit)
  return { page, next_before: rows.length > limit ? idOf(page.at(-1)!) : null }
}
