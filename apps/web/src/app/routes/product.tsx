import { useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ReviewsSection } from '@/features/reviews/components/reviews-section'
import { productQueryKey } from '@/features/shop/api/get-product'
import { productsQueryKey } from '@/features/shop/api/query-keys'
import { ProductPage } from '@/features/shop/components/product-page'
import { ProductActionsProvider } from '@/features/shop/product-actions'
import { WishlistStateProvider } from '@/features/wishlist/wishlist-state'
import { useShopProductActions } from './product-actions'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'product.documentTitle'

/** /product/{id} and /products/{id}. */
export default function ProductRoute() {
  return (
    <WishlistStateProvider>
      <ProductWithActions />
    </WishlistStateProvider>
  )
}

function ProductWithActions() {
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const actions = useShopProductActions()

  // A review changes the product's rating and review count, here and in the lists.
  const refreshProduct = () => {
    void queryClient.invalidateQueries({ queryKey: productQueryKey(id) })
    void queryClient.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] })
  }

  return (
    <ProductActionsProvider value={actions}>
      <ProductPage key={id} id={id} reviews={<ReviewsSection productId={id} onChanged={refreshProduct} />} />
    </ProductActionsProvider>
  )
}
