import type { AdminDriver } from '@soko/shared/rides/rides.schema'
import type { Db } from '../../db/client'
import type { AdminNotices } from '../admin/admin-notices.service'
import { auditService } from '../admin/audit.service'
import { driverNotFound } from './drivers-admin.errors'
import { driversRepository as repo, type AdminDriversFilter } from './drivers.repository'
import { driversService } from './drivers.service'
import type { drivers } from './drivers.table'
import { isUuid } from '../../lib/ids'

type Actor = { id: string; name: string; email: string }
type DriverRow = typeof drivers.$inferSelect

/** What the audit entry keeps of a driver before and after an admin's move. */
const standing = (row: DriverRow) => ({
  is_verified: row.isVerified,
  is_active: row.isActive,
  is_online: row.isOnline,
  suspended_reason: row.suspendedReason,
})

/**
 * The admin's drivers (docs/rides-api.md): the list, verify, suspend and restore. Each move runs in one
 * transaction with its audit entry (admin/audit.service); a move that changes nothing writes nothing.
 * `onSuspended` runs in the suspension's transaction, for the rides module to close the driver's open offers.
 */
export function createDriversAdminService({
  db,
  notices,
  onSuspended,
}: {
  db: Db
  notices: AdminNotices
  onSuspended?: (tx: Db, driverId: string) => Promise<void>
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  /** Locks the driver, applies `next` (null: nothing to do) and records it; answers the driver after. */
  async function move(
    actor: Actor,
    id: string,
    action: 'driver.verify' | 'driver.suspend' | 'driver.restore',
    next: (row: DriverRow) => Partial<typeof drivers.$inferInsert> | null,
    summary: (name: string) => string,
    whileLocked?: (tx: Db) => Promise<void>,
  ): Promise<{ driver: AdminDriver; changed: boolean }> {
    if (!isUuid(id)) throw driverNotFound()
    return transaction(async (tx) => {
      const before = await repo.lock(tx, id)
      if (!before) throw driverNotFound()
      const values = next(before)
      if (values) {
        await repo.update(tx, id, values)
        await whileLocked?.(tx)
      }
      const driver = await driversService.adminView(tx, id)
      if (!driver) throw driverNotFound()
      if (values)
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action,
          entityType: 'driver',
          entityId: id,
          summary: summary(driver.full_name || driver.license_plate || id),
          before: standing(before),
          after: standing({ ...before, ...values }),
        })
      return { driver, changed: values !== null }
    })
  }

  return {
    list: (filter: AdminDriversFilter) => driversService.adminList(db, filter),

    /** Verified and, unless suspended, active; admins hear of it (the `driver_verified` notice). */
    async verify(actor: Actor, id: string) {
      const { driver, changed } = await move(
        actor,
        id,
        'driver.verify',
        (row) => {
          const isActive = row.suspendedReason === null
          return row.isVerified && row.isActive === isActive ? null : { isVerified: true, isActive }
        },
        (name) => `Verified driver "${name}"`,
      )
      if (changed) await notices.publish({ kind: 'driver_verified', name: driver.full_name })
      return driver
    },

    /** Off the road: the reason kept, inactive and offline, so no rider sees and no request reaches them. */
    async suspend(actor: Actor, id: string, reason: string) {
      const { driver } = await move(
        actor,
        id,
        'driver.suspend',
        (row) =>
          row.suspendedReason === reason && !row.isActive && !row.isOnline
            ? null
            : { suspendedReason: reason, isActive: false, isOnline: false },
        (name) => `Suspended driver "${name}": ${reason}`,
        onSuspended ? (tx) => onSuspended(tx, id) : undefined,
      )
      return driver
    },

    /** Back on the road: the suspension lifted and active again (going online stays the driver's choice). */
    async restore(actor: Actor, id: string) {
      const { driver } = await move(
        actor,
        id,
        'driver.restore',
        (row) => (row.suspendedReason === null ? null : { suspendedReason: null, isActive: true }),
        (name) => `Restored driver "${name}"`,
      )
      return driver
    },
  }
}
export type DriversAdminService = ReturnType<typeof createDriversAdminService>
