import { CartButton } from '@/components/layout/cart-button'
import { useCartCount } from '../use-cart-count'

/** The header's cart button with the live count, for guests and signed-in users alike. */
export function HeaderCartButton() {
  return <CartButton count={useCartCount()} />
}
