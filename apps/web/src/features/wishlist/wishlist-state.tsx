import { createContext, use, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import { useWishlist } from './api/get-wishlist'
import { useWishlistActions } from './use-wishlist-actions'

interface WishlistState {
  savedIds: ReadonlySet<string>
  addProduct: (product: { id: string; name: string }) => Promise<boolean>
  removeProduct: (productId: string) => Promise<boolean>
}

const WishlistStateContext = createContext<WishlistState | null>(null)

/**
 * One wishlist subscription for a whole screen: a list of 24 product cards would otherwise hold 24 queries
 * and 48 mutations, and rendering them was most of the shop's script time on a slow phone.
 */
export function WishlistStateProvider({ children }: { children: ReactNode }) {
  const wishlist = useWishlist()
  // The actions read the latest session; stable wrappers keep the context (and every card) from changing
  // when only they do.
  const actions = useWishlistActions()
  const latest = useRef(actions)
  useLayoutEffect(() => {
    latest.current = actions
  })
  const addProduct = useCallback(
    (product: { id: string; name: string }) => latest.current.addProduct(product),
    [],
  )
  const removeProduct = useCallback((productId: string) => latest.current.removeProduct(productId), [])
  const items = wishlist.data?.items
  const savedIds = useMemo(() => new Set(items?.map((item) => item.product_id)), [items])
  const value = useMemo(
    () => ({ savedIds, addProduct, removeProduct }),
    [savedIds, addProduct, removeProduct],
  )
  return <WishlistStateContext value={value}>{children}</WishlistStateContext>
}

export function useWishlistState() {
  const state = use(WishlistStateContext)
  if (!state) throw new Error('useWishlistState must be used inside WishlistStateProvider')
  return state
}
