import type {
  Notification,
  NotificationPage,
  NotificationType,
} from '@soko/shared/notifications/notification.schema'
import type { SmsNoticeKind } from '@soko/shared/sms/sms.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { inLanguage, type Language, type Localized } from '../../lib/texts'
import type { RealtimeService } from '../realtime/realtime.service'
import { badCursor, notificationNotFound } from './notifications.errors'
import { createNotificationsRepository, type NotificationRow } from './notifications.repository'

export type NotifyInput = {
  type?: NotificationType
  /** A text in both languages is written in the reader's (lib/texts.ts); a plain string as it is. */
  title: string | Localized
  message: string | Localized
  actionUrl?: string | null
  /**
   * The short text this notice has as an SMS, and which of the user's SMS choices it falls under (decision 016).
   * It goes only when the user chose that kind and has a verified phone: the sms module decides.
   */
  sms?: SmsNotice
}
export type SmsNotice = { kind: SmsNoticeKind; text: string | Localized }

const toDto = (row: NotificationRow): Notification => ({
  id: row.id,
  user_id: row.userId,
  type: row.type,
  title: row.title,
  message: row.message,
  is_read: row.isRead,
  action_url: row.actionUrl,
  created_at: row.createdAt.toISOString(),
})

const encodeCursor = (row: NotificationRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url')

function decodeCursor(cursor: string) {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  const createdAt = new Date(iso ?? '')
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw badCursor()
  return { createdAt, id }
}

/** A link a notification may carry: a path on this site or an http(s) address. Anything else is dropped. */
function safeActionUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (/^\/(?!\/)/.test(url)) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null
  } catch {
    return null
  }
}

export function createNotificationsService({
  db,
  realtime,
  languageOf = async () => 'en',
  smsNotice,
  log,
}: {
  db: Db
  realtime: RealtimeService
  /** Sends a notice's SMS when the user wants it (the sms module's forNotice). */
  smsNotice?: (userId: string, notice: SmsNotice) => Promise<unknown>
  log?: FastifyBaseLogger
  /** The reader's language (the users module's profiles.language). */
  languageOf?: (userId: string) => Promise<Language>
}) {
  const repository = createNotificationsRepository(db)
  return {
    /** What other modules call to tell a user something; it reaches an open page at once. */
    async notify(userId: string, input: NotifyInput): Promise<Notification> {
      const localized = typeof input.title !== 'string' || typeof input.message !== 'string'
      const language = localized ? await languageOf(userId) : 'en'
      const row = await repository.insert({
        userId,
        type: input.type ?? 'info',
        title: inLanguage(input.title, language),
        message: inLanguage(input.message, language),
        actionUrl: safeActionUrl(input.actionUrl),
      })
      const notification = toDto(row)
      await realtime.publishToUser(userId, { type: 'notification.created', notification })
      if (input.sms && smsNotice) {
        // A text message that cannot go never undoes the notice.
        await smsNotice(userId, input.sms).catch((error: unknown) =>
          log?.warn({ err: error }, 'notifications: the SMS of a notice was not sent'),
        )
      }
      return notification
    },
    async list(userId: string, limit: number, cursor?: string): Promise<NotificationPage> {
      const rows = await repository.listPage(userId, limit + 1, cursor ? decodeCursor(cursor) : undefined)
      const page = rows.slice(0, limit)
      const { total, unread } = await repository.counts(userId)
      const last = page.at(-1)
      return {
        items: page.map(toDto),
        unread_count: unread,
        total,
        next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
      }
    },
    async markRead(userId: string, id: string) {
      if (!(await repository.markRead(userId, id))) throw notificationNotFound()
      await realtime.publishToUser(userId, { type: 'notifications.changed' })
    },
    async markAllRead(userId: string) {
      const updated = await repository.markAllRead(userId)
      await realtime.publishToUser(userId, { type: 'notifications.changed' })
      return updated
    },
    async remove(userId: string, id: string) {
      if (!(await repository.remove(userId, id))) throw notificationNotFound()
      await realtime.publishToUser(userId, { type: 'notifications.changed' })
    },
    async exportAll(userId: string) {
      return (await repository.listAll(userId)).map(toDto)
    },
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
