import { and, eq, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { driverPositions, drivers } from './drivers.table'

/** The demo fleet's queries (demo-positions.service.ts), apart from the drivers' own repository. */
export const demoPositionsRepository = {
  /** Online, available, verified, active drivers whose account is at `domain`, with their latest position. */
  onlineAt(tx: Db, domain: string) {
    return tx
      .select({ driverId: drivers.id, lat: driverPositions.lat, lng: driverPositions.lng })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .innerJoin(driverPositions, eq(driverPositions.driverId, drivers.id))
      .where(
        and(
          like(users.email, `%@${domain}`),
          eq(drivers.isOnline, true),
          eq(drivers.status, 'available'),
          eq(drivers.isVerified, true),
          eq(drivers.isActive, true),
        ),
      )
  },

  async move(tx: Db, driverId: string, position: { lat: number; lng: number; heading: number }, at: Date) {
    await tx
      .update(driverPositions)
      .set({ lat: position.lat, lng: position.lng, heading: position.heading, updatedAt: at })
      .where(eq(driverPositions.driverId, driverId))
  },
}
