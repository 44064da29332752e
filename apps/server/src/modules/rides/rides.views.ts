import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  vehicleTypeLabels,
  vehicleTypes,
  type RidePaymentState,
  type RideStatus,
  type VehicleType,
} from '@soko/shared/rides/rides.constants'
import type { DriverProfile, Ride, RideOffer, rideSummarySchema } from '@soko/shared/rides/rides.schema'
import type { z } from 'zod'
import type { driverPositions, drivers } from '../drivers/drivers.table'
import type { ridesRepository, RideRow } from './rides.repository'

// Rows as the API shows them (packages/shared/src/rides/rides.schema.ts): KSh with 2 decimals, ISO times.

type ViewRow = NonNullable<Awaited<ReturnType<typeof ridesRepository.view>>>
type Pair = [number, number]
type DriverRow = typeof drivers.$inferSelect
type DriverPositionRow = typeof driverPositions.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)
const shillings = (cents: number) => cents / 100
const tripStatuses: readonly RideStatus[] = ['accepted', 'arriving', 'in_progress']

export const vehicleTypeOf = (value: string | null): VehicleType =>
  vehicleTypes.find((type) => type === value) ?? 'taxi'

const positionOf = (position: DriverPositionRow | null) =>
  position ? { lat: position.lat, lng: position.lng, at: position.updatedAt.toISOString() } : null

export function toDriverProfile(driver: DriverRow, position: DriverPositionRow | null): DriverProfile {
  return {
    id: driver.id,
    full_name: driver.fullName ?? '',
    vehicle_type: vehicleTypeOf(driver.vehicleType),
    vehicle_make: driver.vehicleMake,
    vehicle_model: driver.vehicleModel,
    vehicle_year: driver.vehicleYear,
    license_plate: driver.licensePlate,
    rating: Number(driver.rating),
    total_rides: driver.totalRides,
    is_online: driver.isOnline,
    status: driver.status === 'busy' ? 'busy' : 'available',
    position: positionOf(position),
  }
}

/** The ride as its rider and driver see it; phones only while the trip is on. */
export function toRide(row: ViewRow, path: Pair[]): Ride {
  const { ride, driver } = row
  const status = ride.status as RideStatus
  const onTrip = tripStatuses.includes(status)
  return {
    id: ride.id,
    status,
    vehicle_type: vehicleTypeOf(ride.vehicleType),
    pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
    destination: { name: ride.destinationName, lat: ride.destinationLat, lng: ride.destinationLng },
    note: ride.note,
    quoted_fare: shillings(ride.quotedFareCents),
    distance_km: Number(ride.distanceKm),
    duration_min: ride.durationMin,
    final_fare: ride.finalFareCents === null ? null : shillings(ride.finalFareCents),
    route: ride.route,
    path,
    payment: ride.payment as RidePaymentState,
    order_id: ride.orderId,
    rating: ride.rating,
    cancelled_by: ride.cancelledBy === null ? null : (ride.cancelledBy as 'rider' | 'driver' | 'admin'),
    cancel_reason: ride.cancelReason,
    rider: { id: ride.riderId, name: row.riderName, phone: onTrip ? row.riderPhone : null },
    driver: driver
      ? {
          id: driver.id,
          full_name: driver.fullName ?? '',
          phone: onTrip ? row.driverPhone : null,
          vehicle_type: vehicleTypeOf(driver.vehicleType),
          vehicle_make: driver.vehicleMake,
          vehicle_model: driver.vehicleModel,
          vehicle_year: driver.vehicleYear,
          license_plate: driver.licensePlate,
          rating: Number(driver.rating),
          total_rides: driver.totalRides,
          position: onTrip ? positionOf(row.position) : null,
        }
      : null,
    expires_at: status === 'requested' ? ride.expiresAt.toISOString() : null,
    created_at: ride.createdAt.toISOString(),
    accepted_at: iso(ride.acceptedAt),
    arrived_at: iso(ride.arrivedAt),
    started_at: iso(ride.startedAt),
    completed_at: iso(ride.completedAt),
    cancelled_at: iso(ride.cancelledAt),
  }
}

export const toRideSummary = (ride: RideRow): z.infer<typeof rideSummarySchema> => ({
  id: ride.id,
  status: ride.status as RideStatus,
  vehicle_type: vehicleTypeOf(ride.vehicleType),
  pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
  destination: { name: ride.destinationName, lat: ride.destinationLat, lng: ride.destinationLng },
  quoted_fare: shillings(ride.quotedFareCents),
  final_fare: ride.finalFareCents === null ? null : shillings(ride.finalFareCents),
  payment: ride.payment as RidePaymentState,
  created_at: ride.createdAt.toISOString(),
})

export const toRideOffer = (
  ride: RideRow,
  pickupDistanceKm: number | null,
  riderName: string,
): RideOffer => ({
  ride_id: ride.id,
  vehicle_type: vehicleTypeOf(ride.vehicleType),
  pickup: { name: ride.pickupName, lat: ride.pickupLat, lng: ride.pickupLng },
  destination: { name: ride.destinationName, lat: ride.destinationLat, lng: ride.destinationLng },
  distance_km: Number(ride.distanceKm),
  fare: shillings(ride.quotedFareCents),
  pickup_distance_km: pickupDistanceKm === null ? null : Number(pickupDistanceKm),
  rider_name: riderName,
  note: ride.note,
  expires_at: ride.expiresAt.toISOString(),
})

/** "Taxi ride" / "Boda Boda ride". */
export const rideTitle = (ride: RideRow) => `${vehicleTypeLabels[vehicleTypeOf(ride.vehicleType)]} ride`

/** My activity's ride: "Pickup → Destination", the final fare or else the quote. */
export const toRideActivity = (ride: RideRow): ActivityItem => ({
  kind: 'ride',
  id: ride.id,
  title: rideTitle(ride),
  subtitle: `${ride.pickupName} → ${ride.destinationName}`,
  status: ride.status,
  date: ride.createdAt.toISOString(),
  amount_cents: ride.finalFareCents ?? ride.quotedFareCents,
  href: `/rides/trips/${ride.id}`,
  ticket_count: null,
})
