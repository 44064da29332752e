import type { Db } from '../../db/client'
import { adminRepository, type NewAudit } from './admin.repository'

/** The audit log for the admin actions other modules carry out, written in the caller's transaction. */
export const auditService = {
  record: (tx: Db, entry: NewAudit) => adminRepository.addAudit(tx, entry),
}
