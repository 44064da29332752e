import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useWishlist } from '../api/get-wishlist'
import { useWishlistActions } from '../use-wishlist-actions'

/** The heart on product cards, the quick view and the product page: pressed when the product is saved. */
export function WishlistButton({
  product,
  className,
}: {
  product: { id: string; name: string }
  className?: string
}) {
  const { t } = useTranslation()
  const wishlist = useWishlist()
  const { addProduct, removeProduct } = useWishlistActions()
  const [busy, setBusy] = useState(false)
  const saved = wishlist.data?.items.some((item) => item.product_id === product.id) ?? false

  async function toggle() {
    setBusy(true)
    try {
      if (saved) await removeProduct(product.id)
      else await addProduct(product)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={
        saved
          ? t('wishlist.removeLabel', { name: product.name })
          : t('wishlist.addLabel', { name: product.name })
      }
      disabled={busy}
      onClick={() => void toggle()}
      className={cn(saved && 'text-destructive hover:text-destructive', className)}
    >
      <Heart aria-hidden className={cn(saved && 'fill-current')} />
    </Button>
  )
}
