import type { Wishlist } from '@soko/shared/wishlist/wishlist.schema'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** The wishlist as the profile's Wishlist tab shows it; fetched again on every visit. */
export const myWishlistQueryOptions = queryOptions({
  queryKey: ['profile', 'wishlist'],
  queryFn: ({ signal }) => apiClient.get<Wishlist>('/api/wishlist', signal),
  staleTime: 0,
})
