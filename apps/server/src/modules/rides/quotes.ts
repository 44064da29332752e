import { MAX_TRIP_KM, MIN_TRIP_KM } from '@soko/shared/rides/rides.constants'
import type { Point, Quote } from '@soko/shared/rides/rides.schema'
import { tripTooLong, tripTooShort } from './rides-public.errors'
import { fareFor, straightLineKm, type Routing } from './routing'

/**
 * A trip's quote (001 section 9): road distance, both vehicle types' durations and fares, the planned path.
 * Refused under MIN_TRIP_KM (the same spot) and over MAX_TRIP_KM (outside the area), before asking the
 * routing service when the straight line alone is already too long.
 */
export function createQuotes({ routing }: { routing: Routing }) {
  return {
    async quote(pickup: Point, destination: Point): Promise<Quote> {
      if (straightLineKm(pickup, destination) > MAX_TRIP_KM) throw tripTooLong()
      const route = await routing.route(pickup, destination)
      if (route.distanceKm < MIN_TRIP_KM) throw tripTooShort()
      if (route.distanceKm > MAX_TRIP_KM) throw tripTooLong()
      return {
        distance_km: route.distanceKm,
        fares: { taxi: fareFor(route.distanceKm, 'taxi'), motorbike: fareFor(route.distanceKm, 'motorbike') },
        duration_min: route.durationMin,
        path: route.path,
        source: route.source,
      }
    },
  }
}
export type Quotes = ReturnType<typeof createQuotes>
