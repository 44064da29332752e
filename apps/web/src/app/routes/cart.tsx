import { useTranslation } from 'react-i18next'
import { RequireAuth } from '@/app/require-auth'
import { CartPage } from '@/features/cart/components/cart-page'
import { FoodBasketPanel } from '@/features/food/components/food-basket-panel'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'cart.title'

/**
 * /cart: signed-out visitors go to /auth (spec 000 section 2). The food basket sits beside the shop's cart,
 * with its own summary and checkout (features never import each other: the route composes them).
 */
export default function CartRoute() {
  const { t } = useTranslation()
  return (
    <RequireAuth message={t('cart.toast.signInToManage')}>
      <CartPage beside={<FoodBasketPanel />} />
    </RequireAuth>
  )
}
