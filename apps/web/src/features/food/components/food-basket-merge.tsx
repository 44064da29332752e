import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSession } from '@/lib/session'
import { localBasketKey } from '../local-basket-key'

/**
 * Renders nothing: when the reader is signed in and a visitor's food basket is still stored (they just signed
 * in), it moves to the server once (PUT /api/food/basket) and leaves the browser. The code that does it loads
 * only then, so it costs the page shell nothing.
 */
export function FoodBasketMerge() {
  const { isSignedIn } = useSession()
  const queryClient = useQueryClient()
  const merging = useRef(false)

  useEffect(() => {
    if (!isSignedIn || merging.current || !storedBasket()) return
    merging.current = true
    void import('../merge-local-basket')
      .then(({ mergeLocalBasket }) => mergeLocalBasket(queryClient))
      .finally(() => {
        merging.current = false
      })
  }, [isSignedIn, queryClient])

  return null
}

/** Whether a visitor's basket is stored (its contents are read and checked by the merge itself). */
function storedBasket() {
  try {
    return window.localStorage.getItem(localBasketKey) !== null
  } catch {
    return false
  }
}
