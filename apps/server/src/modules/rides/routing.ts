import {
  AVERAGE_SPEED_KMH,
  RATE_PER_KM,
  ROAD_FACTOR,
  type VehicleType,
} from '@soko/shared/rides/rides.constants'
import type { Point } from '@soko/shared/rides/rides.schema'

/** A route between two points: road distance, duration per vehicle type, the path as [lat, lng] pairs. */
export interface Route {
  distanceKm: number
  durationMin: Record<VehicleType, number>
  path: [number, number][]
  source: 'osrm' | 'estimate'
}

const EARTH_RADIUS_KM = 6371.0088
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points (haversine), in km. */
export function straightLineKm(from: Point, to: Point) {
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** Minutes to drive `km` of road at the vehicle's average city speed (at least 1). */
export function minutesFor(km: number, vehicleType: VehicleType) {
  return Math.max(1, Math.round((km / AVERAGE_SPEED_KMH[vehicleType]) * 60))
}

/** Without a routing service: the straight line times the road factor, and the straight line as the path. */
export function estimateRoute(from: Point, to: Point): Route {
  const distanceKm = round2(straightLineKm(from, to) * ROAD_FACTOR)
  return {
    distanceKm,
    durationMin: { taxi: minutesFor(distanceKm, 'taxi'), motorbike: minutesFor(distanceKm, 'motorbike') },
    path: [
      [from.lat, from.lng],
      [to.lat, to.lng],
    ],
    source: 'estimate',
  }
}

/** The fare of 001 section 9: distance x the type's rate, in KSh with 2 decimals. */
export function fareFor(distanceKm: number, vehicleType: VehicleType) {
  return round2(distanceKm * RATE_PER_KM[vehicleType])
}

/** The same fare in integer cents, as orders keep money. */
export const fareCents = (distanceKm: number, vehicleType: VehicleType) =>
  Math.round(fareFor(distanceKm, vehicleType) * 100)

export interface Routing {
  route(from: Point, to: Point): Promise<Route>
}

/**
 * Road routes: an OSRM server when `routingUrl` is set (falling back to the estimate when it fails), else the
 * estimate. The OSRM client is filled in by the places-and-routing work (docs/rides-api.md).
 */
export function createRouting(_options: { routingUrl?: string | undefined }): Routing {
  return { route: async (from, to) => estimateRoute(from, to) }
}
