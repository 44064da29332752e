import {
  AVERAGE_SPEED_KMH,
  RATE_PER_KM,
  ROAD_FACTOR,
  type VehicleType,
} from '@soko/shared/rides/rides.constants'
import type { Point } from '@soko/shared/rides/rides.schema'
import { z } from 'zod'

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

/** How long an OSRM answer may take before the estimate is used instead (docs/rides-api.md). */
export const OSRM_TIMEOUT_MS = 3_000

/** OSRM's `route` service answer, the parts we use (http://project-osrm.org/docs/v5.24.0/api/#route-service). */
const osrmAnswerSchema = z.object({
  code: z.string(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ coordinates: z.array(z.array(z.number()).min(2)) }),
      }),
    )
    .optional(),
})

/** Motorbikes weave through Nairobi's traffic: their time is the taxi's scaled by the two average speeds. */
const MOTORBIKE_TIME_FACTOR = AVERAGE_SPEED_KMH.taxi / AVERAGE_SPEED_KMH.motorbike

const coordinate = (point: Point) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`

async function osrmRoute(
  baseUrl: string,
  from: Point,
  to: Point,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<Route> {
  const url = `${baseUrl}/route/v1/driving/${coordinate(from)};${coordinate(to)}?overview=simplified&geometries=geojson`
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`OSRM answered ${response.status}`)
  const answer = osrmAnswerSchema.parse(await response.json())
  const best = answer.routes?.[0]
  if (answer.code !== 'Ok' || !best) throw new Error(`OSRM answered code ${answer.code}`)
  const taxiMinutes = best.duration / 60
  const path = best.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number])
  return {
    distanceKm: round2(best.distance / 1000),
    durationMin: {
      taxi: Math.max(1, Math.round(taxiMinutes)),
      motorbike: Math.max(1, Math.round(taxiMinutes * MOTORBIKE_TIME_FACTOR)),
    },
    path:
      path.length >= 2
        ? path
        : [
            [from.lat, from.lng],
            [to.lat, to.lng],
          ],
    source: 'osrm',
  }
}

/**
 * Road routes: an OSRM server when `routingUrl` is set, else the estimate. Any OSRM failure (network, timeout
 * after OSRM_TIMEOUT_MS, an error status, a code other than Ok, an answer of another shape) falls back to the
 * estimate, so a quote never fails because the routing service did; `onFallback` hears why.
 */
export function createRouting(options: {
  routingUrl?: string | undefined
  fetch?: typeof fetch
  timeoutMs?: number
  onFallback?: (error: unknown) => void
}): Routing {
  const { routingUrl, fetch: fetchImpl = fetch, timeoutMs = OSRM_TIMEOUT_MS, onFallback } = options
  if (!routingUrl) return { route: async (from, to) => estimateRoute(from, to) }
  const baseUrl = routingUrl.replace(/\/+$/, '')
  return {
    async route(from, to) {
      try {
        return await osrmRoute(baseUrl, from, to, fetchImpl, timeoutMs)
      } catch (error) {
        onFallback?.(error)
        return estimateRoute(from, to)
      }
    },
  }
}
