import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications } from './notifications.table'

export type NotificationRow = typeof notifications.$inferSelect
export type NewNotification = typeof notifications.$inferInsert

export function createNotificationsRepository(db: Db) {
  const own = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id))
  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning()
      return row!
    },
    /**
     * Newest first; keyset pagination on (created_at to the millisecond, id). The cursor carries a JavaScript
     * date (milliseconds) and PostgreSQL keeps microseconds: comparing and ordering the truncated time, as the
     * other keyset lists do, keeps two notices of one millisecond from falling between pages.
     */
    async listPage(userId: string, limit: number, cursor?: { createdAt: Date; id: string }) {
      const created = sql`date_trunc('milliseconds', ${notifications.createdAt})`
      const after = cursor
        ? sql`(${created}, ${notifications.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), after))
        .orderBy(desc(created), desc(notifications.id))
        .limit(limit)
    },
    async counts(userId: string) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 }
    },
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(own(userId, id))
        .returning({ id: notifications.id })
      return rows.length > 0
    },
    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id })
      return rows.length
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(notifications).where(own(userId, id)).returning({ id: notifications.id })
      return rows.length > 0
    },
    async listAll(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
    },
  }
}
