import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Point, Quote } from '../ride-types'
import { ridesPublicKey } from './query-keys'

/** POST /api/rides/quote: distance, both durations and fares, and the route to draw. */
export function getQuote(pickup: Point, destination: Point) {
  return apiClient.post<Quote>('/api/rides/quote', { pickup, destination })
}

export function quoteQueryOptions(pickup: Point, destination: Point) {
  return queryOptions({
    queryKey: [...ridesPublicKey, 'quote', pickup.lat, pickup.lng, destination.lat, destination.lng],
    queryFn: () => getQuote(pickup, destination),
    staleTime: 5 * 60_000,
    // A refusal (too short, too long) is the answer; asking again would not change it.
    retry: false,
  })
}
