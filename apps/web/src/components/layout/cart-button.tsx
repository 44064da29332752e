import { ShoppingCart } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { CountBadge } from '@/components/ui/count-badge'

/** Spec section 9: the cart badge caps at 99+. */
export const cartBadgeMax = 99

export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <Button asChild variant="ghost" size="icon" className="relative [&_svg]:size-5">
      <Link to="/cart" aria-label={count > 0 ? t('header.cartWithCount', { count }) : t('header.cart')}>
        <ShoppingCart aria-hidden />
        <CountBadge count={count} max={cartBadgeMax} />
      </Link>
    </Button>
  )
}
