import { vehicleTypes, type VehicleType } from '@soko/shared/rides/rides.constants'
import type { AdminDriver } from '@soko/shared/rides/rides.schema'
import type { drivers } from './drivers.table'

type DriverRow = typeof drivers.$inferSelect
type Position = { lat: number | null; lng: number | null; positionAt: Date | null }

/** A driver without a vehicle type yet drives a taxi (the application's default). */
export const vehicleTypeOf = (row: DriverRow): VehicleType =>
  vehicleTypes.find((type) => type === row.vehicleType) ?? 'taxi'

export const positionOf = ({ lat, lng, positionAt }: Position) =>
  lat !== null && lng !== null && positionAt ? { lat, lng, at: positionAt.toISOString() } : null

/** A driver as the admin sees them (adminDriverSchema). */
export function toAdminDriver(
  row: { driver: DriverRow; name: string; email: string | null; phone: string | null } & Position,
): AdminDriver {
  const { driver } = row
  return {
    id: driver.id,
    full_name: row.name,
    vehicle_type: vehicleTypeOf(driver),
    vehicle_make: driver.vehicleMake,
    vehicle_model: driver.vehicleModel,
    vehicle_year: driver.vehicleYear,
    license_plate: driver.licensePlate,
    rating: Number(driver.rating),
    total_rides: driver.totalRides,
    is_online: driver.isOnline,
    status: driver.status === 'busy' ? 'busy' : 'available',
    position: positionOf(row),
    user_id: driver.userId,
    email: row.email,
    phone: row.phone,
    license_number: driver.licenseNumber,
    is_active: driver.isActive,
    suspended_reason: driver.suspendedReason,
    is_verified: driver.isVerified,
    created_at: driver.createdAt.toISOString(),
  }
}
