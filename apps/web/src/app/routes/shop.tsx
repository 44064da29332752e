import { ShopPage } from '@/features/shop/components/shop-page'
import { ProductActionsProvider } from '@/features/shop/product-actions'
import { WishlistStateProvider } from '@/features/wishlist/wishlist-state'
import { useShopProductActions } from './product-actions'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'shop.title'

/** /shop and /products?search=: the same screen. */
export default function ShopRoute() {
  return (
    <WishlistStateProvider>
      <ShopWithActions />
    </WishlistStateProvider>
  )
}

function ShopWithActions() {
  return (
    <ProductActionsProvider value={useShopProductActions()}>
      <ShopPage />
    </ProductActionsProvider>
  )
}
