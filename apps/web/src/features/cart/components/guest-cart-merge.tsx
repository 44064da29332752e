import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '@/lib/session'
import { mergeGuestCart } from '../merge-guest-cart'

/**
 * Renders nothing: when the visitor is signed in and a guest cart is still stored (they just signed in,
 * or signed in elsewhere and came back), the guest cart moves into the server cart once.
 */
export function GuestCartMerge() {
  const { isSignedIn } = useSession()
  const queryClient = useQueryClient()
  const merging = useRef(false)

  useEffect(() => {
    if (!isSignedIn || merging.current) return
    merging.current = true
    void mergeGuestCart(queryClient).finally(() => {
      merging.current = false
    })
  }, [isSignedIn, queryClient])

  return null
}
