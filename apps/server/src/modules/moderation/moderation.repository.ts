import type { ReportStatus, ReportTargetType } from '@soko/shared/community/community.constants'
import { and, asc, count, countDistinct, desc, eq, inArray, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { communityWarnings, contentReports } from './moderation.table'

export type NewReport = typeof contentReports.$inferInsert
export type ReportRow = typeof contentReports.$inferSelect
export type ItemKey = { targetType: ReportTargetType; targetId: string }

const ofStatus = (status: ReportStatus, targetType?: ReportTargetType) =>
  targetType
    ? and(eq(contentReports.status, status), eq(contentReports.targetType, targetType))
    : eq(contentReports.status, status)

const sameItem = ({ targetType, targetId }: ItemKey) =>
  and(eq(contentReports.targetType, targetType), eq(contentReports.targetId, targetId))

/** Reports and warnings: moderation's own tables, plus the names and flags of the people they name. */
export const moderationRepository = {
  /** The new report's id, or undefined when this reporter already reported the item (the unique constraint). */
  async insertReport(db: Db, report: NewReport) {
    const [row] = await db
      .insert(contentReports)
      .values(report)
      .onConflictDoNothing({
        target: [contentReports.reporterId, contentReports.targetType, contentReports.targetId],
      })
      .returning({ id: contentReports.id })
    return row?.id
  },

  async report(db: Db, id: string) {
    const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id))
    return row
  },

  /** One page of reported items with reports of `status`, the most recently reported first. */
  async itemPage(
    db: Db,
    filters: { status: ReportStatus; targetType?: ReportTargetType },
    limit: number,
    offset: number,
  ) {
    const lastReported = max(contentReports.createdAt)
    const rows = await db
      .select({
        targetType: contentReports.targetType,
        targetId: contentReports.targetId,
        lastReported,
      })
      .from(contentReports)
      .where(ofStatus(filters.status, filters.targetType))
      .groupBy(contentReports.targetType, contentReports.targetId)
      .orderBy(desc(lastReported), asc(contentReports.targetId))
      .limit(limit)
      .offset(offset)
    return rows.map((row) => ({ targetType: row.targetType as ReportTargetType, targetId: row.targetId }))
  },

  /** How many items have reports of `status` (the queue's total). */
  async itemCount(db: Db, status: ReportStatus, targetType?: ReportTargetType) {
    const [row] = await db
      .select({
        items: countDistinct(sql`(${contentReports.targetType}, ${contentReports.targetId})`),
      })
      .from(contentReports)
      .where(ofStatus(status, targetType))
    return Number(row?.items ?? 0)
  },

  /** The reports of `status` of the given items, with each reporter's name and picture, oldest first. */
  async reportsOf(db: Db, status: ReportStatus, targetIds: string[]) {
    if (targetIds.length === 0) return []
    return db
      .select({
        report: contentReports,
        reporterName: profiles.fullName,
        reporterUserName: users.name,
        reporterAvatar: profiles.avatarUrl,
      })
      .from(contentReports)
      .innerJoin(users, eq(users.id, contentReports.reporterId))
      .leftJoin(profiles, eq(profiles.id, contentReports.reporterId))
      .where(and(eq(contentReports.status, status), inArray(contentReports.targetId, targetIds)))
      .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
  },

  /** Closes every open report of an item; answers how many it closed. */
  async closeOpen(
    tx: Db,
    item: ItemKey,
    close: { status: Exclude<ReportStatus, 'open'>; action: string; resolvedBy: string },
  ) {
    const rows = await tx
      .update(contentReports)
      .set({
        status: close.status,
        action: close.action,
        resolvedBy: close.resolvedBy,
        resolvedAt: new Date(),
      })
      .where(and(sameItem(item), eq(contentReports.status, 'open')))
      .returning({ id: contentReports.id })
    return rows.length
  },

  /** The people behind these ids: name, picture, suspended or not, and how many warnings they have had. */
  async people(db: Db, ids: string[]) {
    if (ids.length === 0) return []
    const warnings = db
      .select({ userId: communityWarnings.userId, warnings: count().as('warnings') })
      .from(communityWarnings)
      .where(inArray(communityWarnings.userId, ids))
      .groupBy(communityWarnings.userId)
      .as('warnings')
    return db
      .select({
        id: users.id,
        name: users.name,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        suspendedAt: profiles.suspendedAt,
        warnings: warnings.warnings,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(warnings, eq(warnings.userId, users.id))
      .where(inArray(users.id, ids))
  },

  async userExists(db: Db, id: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
    return Boolean(row)
  },

  async insertWarning(tx: Db, warning: typeof communityWarnings.$inferInsert) {
    const [row] = await tx.insert(communityWarnings).values(warning).returning()
    return row!
  },

  async warningCount(db: Db, userId: string) {
    const [row] = await db
      .select({ warnings: count() })
      .from(communityWarnings)
      .where(eq(communityWarnings.userId, userId))
    return Number(row?.warnings ?? 0)
  },
}
