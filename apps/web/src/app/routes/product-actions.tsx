import { useMemo } from 'react'
import { useAddToCart } from '@/features/cart/use-add-to-cart'
import type { ProductActions } from '@/features/shop/product-actions'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'

/** The cart and the wishlist, composed for the shop's screens (features never import each other). */
export function useShopProductActions(): ProductActions {
  const addToCart = useAddToCart()
  return useMemo(
    () => ({
      addToCart: (product, quantity) => addToCart(product, { quantity }),
      WishlistButton,
    }),
    [addToCart],
  )
}
