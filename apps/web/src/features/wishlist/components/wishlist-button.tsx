import { Heart } from '@/components/ui/shell-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useWishlistState } from '../wishlist-state'

/**
 * The heart on product cards, the quick view and the product page: pressed when the product is saved. Inside a
 * WishlistStateProvider.
 */
export function WishlistButton({
  product,
  className,
}: {
  product: { id: string; name: string }
  className?: string
}) {
  const { t } = useTranslation()
  const { savedIds, addProduct, removeProduct } = useWishlistState()
  const [busy, setBusy] = useState(false)
  const saved = savedIds.has(product.id)

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
