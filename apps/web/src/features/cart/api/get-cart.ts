import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { useSession } from '@/lib/session'
import type { ServerCart } from './cart-schema'

export const cartQueryKey = ['cart'] as const

/** The signed-in user's server cart; spec section 9: the cart is fresh for 1 minute. */
export const cartQueryOptions = queryOptions({
  queryKey: cartQueryKey,
  queryFn: ({ signal }) => apiRequest<ServerCart>('/api/cart', { signal }),
  staleTime: 60_000,
})

/** The server cart while signed in; idle for guests. */
export function useServerCart() {
  const { isSignedIn } = useSession()
  return useQuery({ ...cartQueryOptions, enabled: isSignedIn })
}
