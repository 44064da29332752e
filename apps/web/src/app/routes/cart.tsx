import { useTranslation } from 'react-i18next'
import { RequireAuth } from '@/app/require-auth'
import { CartPage } from '@/features/cart/components/cart-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'cart.title'

/** /cart: signed-out visitors go to /auth (spec 000 section 2). */
export default function CartRoute() {
  const { t } = useTranslation()
  return (
    <RequireAuth message={t('cart.toast.signInToManage')}>
      <CartPage />
    </RequireAuth>
  )
}
