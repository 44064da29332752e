import {
  MAX_LISTED_DRIVERS,
  POSITION_FRESH_SECONDS,
  type VehicleType,
} from '@soko/shared/rides/rides.constants'
import type { AdminDriver, Point } from '@soko/shared/rides/rides.schema'
import type { Db } from '../../db/client'
import { driversRepository as repo, type AdminDriversFilter } from './drivers.repository'
import { toAdminDriver, vehicleTypeOf } from './drivers.views'

/** The only writer of `drivers`; each call runs in the caller's transaction (`tx`). */
export const driversService = {
  /**
   * An approved driver application: the user's driver record, created or made verified and active. A new
   * driver rides a motorbike when the application speaks of a boda or motorbike, else a taxi.
   */
  async verifyApplicant(
    tx: Db,
    userId: string,
    applicant: { fullName: string; licenseNumber: string | null; specialization: string | null },
  ) {
    const existing = await repo.idOfUser(tx, userId)
    if (existing)
      await repo.update(tx, existing, {
        isVerified: true,
        isActive: true,
        licenseNumber: applicant.licenseNumber,
      })
    else
      await repo.insert(tx, {
        userId,
        fullName: applicant.fullName,
        licenseNumber: applicant.licenseNumber,
        isVerified: true,
        vehicleType: /boda|motor/i.test(applicant.specialization ?? '') ? 'motorbike' : 'taxi',
      })
  },

  // Reads: the rider's list and the admin's

  /**
   * Drivers a rider may book now (docs/rides-api.md): active, verified, not suspended, available, online, with a
   * position fresher than POSITION_FRESH_SECONDS, of the type; nearest `near` first, else best rated.
   */
  async matchable(tx: Db, vehicleType: VehicleType, near?: Point, limit = MAX_LISTED_DRIVERS) {
    const rows = await repo.matchable(tx, { vehicleType, freshSeconds: POSITION_FRESH_SECONDS, near, limit })
    return rows.map(({ driver, name, lat, lng, positionAt }) => ({
      id: driver.id,
      userId: driver.userId,
      fullName: name,
      vehicleType: vehicleTypeOf(driver),
      vehicleMake: driver.vehicleMake,
      vehicleModel: driver.vehicleModel,
      vehicleYear: driver.vehicleYear,
      licensePlate: driver.licensePlate,
      rating: Number(driver.rating),
      totalRides: driver.totalRides,
      position: { lat, lng, at: positionAt },
    }))
  },

  /** The admin's list, newest first (at most `limit`), and how many match in all. */
  async adminList(tx: Db, filter: AdminDriversFilter, limit = 200) {
    const [rows, total] = await Promise.all([repo.adminList(tx, filter, limit), repo.adminCount(tx, filter)])
    return { items: rows.map(toAdminDriver), total }
  },

  async adminView(tx: Db, id: string): Promise<AdminDriver | undefined> {
    const [row] = await repo.adminList(tx, {}, 1, id)
    return row ? toAdminDriver(row) : undefined
  },
  // Writes of the ride lifecycle (issue 15, docs/rides-api.md): the rides module moves a driver through these,
  // each in its own transaction (`tx`), so a trip and its driver change together or not at all.

  /** The user's driver record and latest position, whatever its state (undefined: not a driver at all). */
  byUser: (tx: Db, userId: string) => repo.byUser(tx, userId),

  /** The user's driver record when they may drive: verified, active and not suspended; else undefined. */
  async approvedByUser(tx: Db, userId: string) {
    const found = await repo.byUser(tx, userId)
    const driver = found?.driver
    if (!driver || !driver.isVerified || !driver.isActive || driver.suspendedReason !== null) return undefined
    return found
  },

  /** The driver's own switch; false when the driver may not drive (suspended meanwhile). */
  async setOnline(tx: Db, driverId: string, online: boolean) {
    return Boolean(await repo.setOnline(tx, driverId, online))
  },

  setVehicle: repo.setVehicle,

  /** The latest position (one row per driver). */
  savePosition: (tx: Db, driverId: string, point: Point, heading: number | null = null) =>
    repo.savePosition(tx, driverId, point, heading),

  /** available -> busy for an approved, online driver: false when the driver is not free (the caller rolls back). */
  async takeForTrip(tx: Db, driverId: string) {
    return Boolean(await repo.takeForTrip(tx, driverId))
  },

  /** busy -> available. */
  release: repo.release,

  /** total_rides + 1. */
  recordCompletedTrip: repo.recordCompletedTrip,

  /** rating_sum + stars, rating_count + 1, rating = round(sum / count, 1). */
  recordRating: repo.recordRating,

  /** Drivers to offer a request to, nearest first (docs/rides-api.md: offers). */
  nearestMatchable: (
    tx: Db,
    vehicleType: VehicleType,
    point: Point,
    radiusKm: number,
    limit: number,
    options: { only?: string; excludeUserId?: string } = {},
  ) => repo.nearestMatchable(tx, { vehicleType, point, radiusKm, limit, ...options }),
}
export type MatchableDriver = Awaited<ReturnType<typeof driversService.matchable>>[number]
