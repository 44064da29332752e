import { PLACE_QUERY_MIN } from '@soko/shared/rides/rides.constants'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Place } from '../ride-types'
import { ridesPublicKey } from './query-keys'

/** GET /api/rides/places?q=: type-ahead over Nairobi's places, best first. */
export function searchPlaces(q: string, signal?: AbortSignal) {
  return apiClient.get<{ places: Place[] }>(`/api/rides/places?${new URLSearchParams({ q })}`, signal)
}

export function placesQueryOptions(q: string) {
  const query = q.trim()
  return queryOptions({
    queryKey: [...ridesPublicKey, 'places', query.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query.length >= PLACE_QUERY_MIN,
    // The gazetteer changes with a deploy, not while someone types.
    staleTime: 10 * 60_000,
    // The list stays while the next letters' answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function usePlaces(q: string) {
  return useQuery(placesQueryOptions(q))
}
