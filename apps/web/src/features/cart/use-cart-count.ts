import { useQuery } from '@tanstack/react-query'
import { useSession } from '@/lib/session'
import { cartQueryOptions } from './api/get-cart'
import { guestCartCount, useGuestCart } from './guest-cart'

/** The header badge's number (sum of quantities): the server cart when signed in, the local one otherwise. */
export function useCartCount() {
  const { isSignedIn } = useSession()
  const guestItems = useGuestCart()
  const server = useQuery({ ...cartQueryOptions, enabled: isSignedIn, select: (cart) => cart.count })
  return isSignedIn ? (server.data ?? 0) : guestCartCount(guestItems)
}
