import type { BookingStatus, ProviderCategory } from '@soko/shared/providers/provider.constants'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Booking } from './provider-types'
import { providerKeys, withQuery } from './query-keys'

export interface BookingFilter {
  status?: BookingStatus
  providerType?: ProviderCategory
}

/** GET /api/provider/bookings: the bookings made with the caller, newest first. */
export function providerBookingsQueryOptions(filter: BookingFilter) {
  return queryOptions({
    queryKey: providerKeys.bookings(filter),
    queryFn: ({ signal }) =>
      apiClient.get<{ bookings: Booking[] }>(
        withQuery('/api/provider/bookings', { status: filter.status, provider_type: filter.providerType }),
        signal,
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}

export function useProviderBookings(filter: BookingFilter) {
  return useQuery(providerBookingsQueryOptions(filter))
}
