import { ShopPage } from '@/features/shop/components/shop-page'
import { ProductActionsProvider } from '@/features/shop/product-actions'
import { WishlistStateProvider } from '@/features/wishlist/wishlist-state'
import { useShopProductActions } from './product-actions'

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
