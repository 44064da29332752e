import { ROAD_FACTOR, type VehicleType } from '@soko/shared/rides/rides.constants'
import type { AvailableDriver, Point, RidesConfig } from '@soko/shared/rides/rides.schema'
import type { Db } from '../../db/client'
import { driversService } from '../drivers/drivers.service'
import { nearestPlace, searchPlaces } from './places'
import { createQuotes } from './quotes'
import { minutesFor, straightLineKm, type Routing } from './routing'

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The rides screen before sign-in (docs/rides-api.md "Public API"): the map's configuration, place search and
 * reverse lookup, quotes, and the drivers a rider could book now.
 */
export function createRidesPublicService({
  db,
  routing,
  map,
}: {
  db: Db
  routing: Routing
  map: { tileUrl: string | null; tileAttribution: string; routingUrl: string | undefined }
}) {
  const quotes = createQuotes({ routing })
  return {
    config: (): RidesConfig => ({
      tile_url: map.tileUrl,
      tile_attribution: map.tileAttribution,
      routing: map.routingUrl ? 'osrm' : 'estimate',
    }),

    places: (q: string) => ({ places: searchPlaces(q) }),

    nearest: (point: Point) => nearestPlace(point),

    quote: (pickup: Point, destination: Point) => quotes.quote(pickup, destination),

    /**
     * Available drivers of the type, at most MAX_LISTED_DRIVERS: with a pickup, nearest first with the road
     * estimate to it (straight line x ROAD_FACTOR) and the minutes at the type's average speed; else best rated.
     */
    async drivers(query: { vehicle_type: VehicleType; lat?: number | undefined; lng?: number | undefined }) {
      const near =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined
      const rows = await driversService.matchable(db, query.vehicle_type, near)
      const list: AvailableDriver[] = rows.map((row) => {
        const distance = near ? round2(straightLineKm(row.position, near) * ROAD_FACTOR) : null
        return {
          id: row.id,
          full_name: row.fullName,
          vehicle_type: row.vehicleType,
          vehicle_make: row.vehicleMake,
          vehicle_model: row.vehicleModel,
          vehicle_year: row.vehicleYear,
          license_plate: row.licensePlate,
          rating: row.rating,
          total_rides: row.totalRides,
          lat: row.position.lat,
          lng: row.position.lng,
          distance_km: distance,
          eta_min: distance === null ? null : minutesFor(distance, row.vehicleType),
        }
      })
      return { drivers: list }
    },
  }
}
export type RidesPublicService = ReturnType<typeof createRidesPublicService>
