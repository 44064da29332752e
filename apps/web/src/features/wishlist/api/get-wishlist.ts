import type { Wishlist } from '@soko/shared/wishlist/wishlist.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { useSession } from '@/lib/session'

export const wishlistQueryKey = ['wishlist'] as const

/** The signed-in user's wishlist; spec section 9: fresh for 5 minutes. */
export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistQueryKey,
  queryFn: ({ signal }) => apiClient.get<Wishlist>('/api/wishlist', signal),
  staleTime: 5 * 60_000,
})

/** The wishlist while signed in; idle for guests. */
export function useWishlist() {
  const { isSignedIn } = useSession()
  return useQuery({ ...wishlistQueryOptions, enabled: isSignedIn })
}
