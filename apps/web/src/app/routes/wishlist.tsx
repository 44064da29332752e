import { useTranslation } from 'react-i18next'
import { RequireAuth } from '@/app/require-auth'
import { useAddToCart } from '@/features/cart/use-add-to-cart'
import { WishlistPage } from '@/features/wishlist/components/wishlist-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'wishlist.title'

/** /wishlist: signed-out visitors go to /auth; Move to Cart uses the cart feature. */
export default function WishlistRoute() {
  const { t } = useTranslation()
  const addToCart = useAddToCart()
  return (
    <RequireAuth message={t('wishlist.signInToManage')}>
      <WishlistPage onMoveToCart={(product) => addToCart(product, { confirmation: 'generic' })} />
    </RequireAuth>
  )
}
