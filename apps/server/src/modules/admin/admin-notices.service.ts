import type { AdminNoticeKind } from '@soko/shared/admin/admin.constants'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { RealtimeService } from '../realtime/realtime.service'
import { adminRepository } from './admin.repository'

export type AdminNotice = { kind: AdminNoticeKind; name?: string; amount?: number }

/**
 * The admin panel's live notices (001 section 4): each goes to every admin's open browsers through the
 * realtime channel. A notice is a courtesy: failing to send one never fails the change behind it.
 */
export function createAdminNotices({
  db,
  realtime,
  log,
}: {
  db: Db
  realtime: RealtimeService
  log: FastifyBaseLogger
}) {
  return {
    async publish(notice: AdminNotice) {
      try {
        const admins = await adminRepository.adminIds(db)
        await Promise.all(
          admins.map((userId) => realtime.publishToUser(userId, { type: 'admin.notice', ...notice })),
        )
      } catch (error) {
        log.warn({ err: error, notice }, 'admin notice not sent')
      }
    },
  }
}
export type AdminNotices = ReturnType<typeof createAdminNotices>
