import type { AuditAction } from '@soko/shared/admin/admin.schema'
import {
  communityRateLimits,
  type ReportStatus,
  type ReportTargetType,
} from '@soko/shared/community/community.constants'
import type {
  CreateReport,
  ModeratedAuthor,
  ModerationResult,
  Report,
  ReportedItem,
  ReportQueue,
} from '@soko/shared/community/moderation.schema'
import type { Db } from '../../db/client'
import { texts } from '../../lib/texts'
import type { Actor } from '../admin/admin.service'
import { auditService } from '../admin/audit.service'
import type { NotificationsService } from '../notifications/notifications.service'
import type { RateLimitRule } from '../rate-limit/rate-limit.service'
import type { ModeratedContent, ModerationSources } from './moderation.contract'
import {
  alreadyReported,
  ownContent,
  RateLimitedError,
  reportNotFound,
  targetNotFound,
  userNotFound,
} from './moderation.errors'
import { moderationRepository as repo, type ItemKey } from './moderation.repository'

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text)
const keyOf = (type: string, id: string) => `${type}:${id}`

type Person = Awaited<ReturnType<typeof repo.people>>[number]
const nameOf = (person: Pick<Person, 'fullName' | 'name'> | undefined) =>
  person?.fullName || person?.name || ''

/**
 * Reports and the moderation queue (issue 14, decision 020). Content belongs to the forums and chat modules:
 * moderation reaches it only through their `ModerationSource`s, and hides or restores it in its own
 * transaction, with the reports it closes and the audit entry.
 */
export function createModerationService({
  db,
  sources,
  notifications,
  admin,
  rateLimit,
}: {
  db: Db
  sources: ModerationSources
  notifications: Pick<NotificationsService, 'notify'>
  /** The admin module's audited suspension (it ends the sessions and closes the sockets). */
  admin: { setSuspended(actor: Actor, id: string, suspended: boolean): Promise<unknown> }
  rateLimit: {
    consume(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number | null }>
  }
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  const audit = (
    tx: Db,
    actor: Actor,
    action: AuditAction,
    entity: { type: string; id: string },
    summary: string,
    before: unknown,
    after: unknown,
  ) =>
    auditService.record(tx, {
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      action,
      entityType: entity.type,
      entityId: entity.id,
      summary,
      before: before ?? null,
      after: after ?? null,
    })

  /** The item as the admin queue sees it (hidden or not), or 404. */
  async function moderated(type: ReportTargetType, id: string) {
    const [item] = await sources[type].findMany([id])
    if (!item) throw targetNotFound()
    return item
  }

  async function author(userId: string): Promise<ModeratedAuthor> {
    const [person] = await repo.people(db, [userId])
    return {
      user_id: userId,
      suspended: Boolean(person?.suspendedAt),
      warnings: Number(person?.warnings ?? 0),
    }
  }

  async function setHidden(actor: Actor, type: ReportTargetType, id: string, hidden: boolean, note?: string) {
    const item = await moderated(type, id)
    const closed = await transaction(async (tx) => {
      await sources[type].setHidden(tx, id, hidden)
      const closedReports = hidden
        ? await repo.closeOpen(
            tx,
            { targetType: type, targetId: id },
            {
              status: 'actioned',
              action: 'hide',
              resolvedBy: actor.id,
            },
          )
        : 0
      await audit(
        tx,
        actor,
        hidden ? 'community.hide' : 'community.restore',
        { type, id },
        `${hidden ? 'Hid' : 'Restored'} a ${type}: "${excerpt(item.title ?? item.content)}"`,
        { hidden: item.hidden, author_id: item.authorId },
        { hidden, closed_reports: closedReports, note: note || null },
      )
      return closedReports
    })
    return { target_type: type, target_id: id, hidden, closed_reports: closed } satisfies ModerationResult
  }

  return {
    /** A user's report of something they can see; one per item, not of their own, at most 10 a minute. */
    async report(reporterId: string, input: CreateReport) {
      const verdict = await rateLimit.consume(`community:report:${reporterId}`, communityRateLimits.reports)
      if (!verdict.allowed)
        throw new RateLimitedError(verdict.retryAfter ?? communityRateLimits.reports.window)
      const item = await sources[input.target_type].findVisible(reporterId, input.target_id)
      if (!item) throw targetNotFound()
      if (item.authorId === reporterId) throw ownContent()
      const id = await repo.insertReport(db, {
        reporterId,
        targetType: input.target_type,
        targetId: input.target_id,
        authorId: item.authorId,
        reason: input.reason,
        details: input.details || null,
      })
      if (!id) throw alreadyReported()
      return { id }
    },

    /** The admin queue: one row per reported item with its reports of `status`, most recently reported first. */
    async queue(query: {
      status: ReportStatus
      target_type?: ReportTargetType
      page: number
      limit: number
    }): Promise<ReportQueue> {
      const filters = { status: query.status, targetType: query.target_type }
      const [keys, total, openCount] = await Promise.all([
        repo.itemPage(db, filters, query.limit, (query.page - 1) * query.limit),
        repo.itemCount(db, query.status, query.target_type),
        repo.itemCount(db, 'open', query.target_type),
      ])
      const idsOf = (type: ReportTargetType) =>
        keys.filter((key) => key.targetType === type).map((key) => key.targetId)
      const types = [...new Set(keys.map((key) => key.targetType))]
      const [contents, reports] = await Promise.all([
        Promise.all(types.map((type) => sources[type].findMany(idsOf(type)))),
        repo.reportsOf(
          db,
          query.status,
          keys.map((key) => key.targetId),
        ),
      ])
      const contentOf = new Map<string, ModeratedContent>(
        contents.flat().map((item) => [keyOf(item.targetType, item.targetId), item]),
      )
      const reportsOf = new Map<string, typeof reports>()
      for (const row of reports) {
        const key = keyOf(row.report.targetType, row.report.targetId)
        reportsOf.set(key, [...(reportsOf.get(key) ?? []), row])
      }
      const authorOf = (key: ItemKey) =>
        contentOf.get(keyOf(key.targetType, key.targetId))?.authorId ??
        reportsOf.get(keyOf(key.targetType, key.targetId))?.[0]?.report.authorId ??
        ''
      const people = new Map(
        (await repo.people(db, [...new Set(keys.map(authorOf).filter(Boolean))])).map((row) => [row.id, row]),
      )

      const items = keys.map((key): ReportedItem => {
        const content = contentOf.get(keyOf(key.targetType, key.targetId))
        const rows = reportsOf.get(keyOf(key.targetType, key.targetId)) ?? []
        const authorId = authorOf(key)
        const person = people.get(authorId)
        return {
          target_type: key.targetType,
          target_id: key.targetId,
          // Content its author deleted since: the reports stay, with nothing to show.
          title: content?.title ?? null,
          content: content?.content ?? '',
          url: content?.url ?? null,
          hidden: content?.hidden ?? true,
          author: {
            id: authorId,
            full_name: nameOf(person),
            avatar_url: person?.avatarUrl ?? null,
            suspended: Boolean(person?.suspendedAt),
            warnings: Number(person?.warnings ?? 0),
          },
          reports: rows.map((row): Report => ({
            id: row.report.id,
            target_type: key.targetType,
            target_id: key.targetId,
            reason: row.report.reason as Report['reason'],
            details: row.report.details,
            status: row.report.status as Report['status'],
            reporter: {
              id: row.report.reporterId,
              full_name: row.reporterName || row.reporterUserName,
              avatar_url: row.reporterAvatar ?? null,
            },
            created_at: row.report.createdAt.toISOString(),
            resolved_at: iso(row.report.resolvedAt),
            action: row.report.action,
          })),
          created_at: (content?.createdAt ?? rows[0]?.report.createdAt ?? new Date()).toISOString(),
        }
      })
      return { items, total, open_count: openCount }
    },

    /** Hides the item for everyone and closes its open reports as actioned (audited community.hide). */
    hide: (actor: Actor, type: ReportTargetType, id: string, note?: string) =>
      setHidden(actor, type, id, true, note),

    /** Shows a hidden item again (audited community.restore); its closed reports stay closed. */
    restore: (actor: Actor, type: ReportTargetType, id: string, note?: string) =>
      setHidden(actor, type, id, false, note),

    /** Closes every open report of the report's item as dismissed, the item untouched (audited). */
    async dismiss(actor: Actor, reportId: string, note?: string): Promise<ModerationResult> {
      const report = await repo.report(db, reportId)
      if (!report) throw reportNotFound()
      const type = report.targetType as ReportTargetType
      const [item] = await sources[type].findMany([report.targetId])
      const closed = await transaction(async (tx) => {
        const closedReports = await repo.closeOpen(
          tx,
          { targetType: type, targetId: report.targetId },
          { status: 'dismissed', action: 'dismiss', resolvedBy: actor.id },
        )
        if (closedReports > 0)
          await audit(
            tx,
            actor,
            'community.dismiss',
            { type, id: report.targetId },
            `Dismissed ${closedReports} report(s) of a ${type}${item ? `: "${excerpt(item.title ?? item.content)}"` : ''}`,
            { status: 'open' },
            { status: 'dismissed', closed_reports: closedReports, note: note || null },
          )
        return closedReports
      })
      return {
        target_type: type,
        target_id: report.targetId,
        hidden: item?.hidden ?? true,
        closed_reports: closed,
      }
    },

    /** A warning row (counted in the queue) and a notification to the author (audited community.warn). */
    async warn(
      actor: Actor,
      userId: string,
      input: { message: string; target_type?: ReportTargetType; target_id?: string },
    ): Promise<ModeratedAuthor> {
      if (!(await repo.userExists(db, userId))) throw userNotFound()
      const [item] =
        input.target_type && input.target_id
          ? await sources[input.target_type].findMany([input.target_id])
          : []
      await transaction(async (tx) => {
        const warning = await repo.insertWarning(tx, {
          userId,
          message: input.message,
          targetType: item ? input.target_type : null,
          targetId: item ? input.target_id : null,
          createdBy: actor.id,
        })
        await audit(
          tx,
          actor,
          'community.warn',
          { type: 'user', id: userId },
          `Warned a community author: "${excerpt(input.message)}"`,
          null,
          {
            warning_id: warning.id,
            message: input.message,
            target_type: warning.targetType,
            target_id: warning.targetId,
          },
        )
      })
      // After the commit: the notice reaches an open page at once, and never tells of a warning rolled back.
      await notifications.notify(userId, {
        type: 'warning',
        title: texts.communityWarning.title,
        message: texts.communityWarning.message(input.message),
        actionUrl: item?.url ?? null,
      })
      return author(userId)
    },

    /** The admin module's suspension (audited user.suspend): no sign-in, sessions ended, sockets closed. */
    async suspend(actor: Actor, userId: string): Promise<ModeratedAuthor> {
      if (!(await repo.userExists(db, userId))) throw userNotFound()
      await admin.setSuspended(actor, userId, true)
      return author(userId)
    },
  }
}
export type ModerationService = ReturnType<typeof createModerationService>
