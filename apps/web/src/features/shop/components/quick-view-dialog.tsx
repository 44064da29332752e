import { formatMoney } from '@soko/shared/money/format-money'
import type { Product } from '@soko/shared/products/product.schema'
import { ArrowRight, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ProductImage } from '@/components/ui/product-image'
import { useProductActions } from '../product-actions'
import { vendorName } from './product-card'
import { ProductRating } from './product-rating'
import { StockState } from './stock-state'
import { useProductCategoryLabel } from '@/lib/product-category'

/**
 * The quick-view dialog (spec: image, category, vendor, rating, price, description, Add to Cart or Out of
 * Stock, wishlist, availability).
 */
export function QuickViewDialog({
  product,
  onOpenChange,
}: {
  product: Product | null
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      {product && (
        <DialogContent closeLabel={t('common.close')} className="max-w-3xl">
          <QuickViewBody product={product} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function QuickViewBody({ product }: { product: Product }) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const { addToCart, WishlistButton } = useProductActions()
  const [adding, setAdding] = useState(false)
  const vendor = vendorName(product)

  async function add() {
    setAdding(true)
    try {
      await addToCart(product)
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ProductImage
        src={product.image_url}
        width={480}
        height={480}
        loading="eager"
        className="aspect-square w-full rounded-lg"
      />
      <div className="flex flex-col gap-3">
        <DialogHeader>
          <Badge variant="secondary" className="w-fit">
            {categoryLabel(product.category)}
          </Badge>
          <DialogTitle>{product.name}</DialogTitle>
        </DialogHeader>
        {vendor && <p className="text-sm text-muted-foreground">{t('shop.soldBy', { vendor })}</p>}
        <ProductRating rating={product.rating} totalReviews={product.total_reviews} />
        <p className="text-2xl font-bold text-primary">{formatMoney(product.price_cents)}</p>
        <DialogDescription className="text-base text-foreground">{product.description}</DialogDescription>
        <p className="text-sm">
          <span className="font-medium">{t('shop.availability')}: </span>
          <StockState product={product} />
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Button className="flex-1" disabled={!product.in_stock || adding} onClick={() => void add()}>
            <ShoppingCart aria-hidden />
            {product.in_stock ? t('shop.addToCart') : t('shop.outOfStock')}
          </Button>
          <WishlistButton product={product} className="border" />
        </div>
        <Button asChild variant="link" className="w-fit px-0">
          <Link to={`/product/${product.id}`}>
            {t('shop.viewDetails')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  )
}
