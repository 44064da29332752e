import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '@/lib/session'
import { readGuestCart } from '../guest-cart'

/**
 * Renders nothing: when the visitor is signed in and a guest cart is still stored (they just signed in,
 * or signed in elsewhere and came back), the guest cart moves into the server cart once. The merge code
 * loads only then, so it costs the page shell nothing.
 */
export function GuestCartMerge() {
  const { isSignedIn } = useSession()
  const queryClient = useQueryClient()
  const merging = useRef(false)

  useEffect(() => {
    if (!isSignedIn || merging.current || readGuestCart().length === 0) return
    merging.current = true
    void import('../merge-guest-cart')
      .then(({ mergeGuestCart }) => mergeGuestCart(queryClient))
      .finally(() => {
        merging.current = false
      })
  }, [isSignedIn, queryClient])

  return null
}
