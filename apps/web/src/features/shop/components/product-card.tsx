import { PRODUCT_CARD_SIZES } from '@soko/shared/products/product-card-sizes'
import { formatMoney } from '@soko/shared/money/format-money'
import type { Product } from '@soko/shared/products/product.schema'
import { Eye, ShoppingCart } from '@/components/ui/shell-icons'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { useProductActions } from '../product-actions'
import { ProductRating } from './product-rating'

/** The business name of the product's vendor, or else the product's own brand (spec: card). */
export function vendorName(product: Pick<Product, 'vendors' | 'vendor'>) {
  return product.vendors?.business_name ?? product.vendor
}

export interface ProductCardProps {
  product: Product
  onQuickView?: (product: Product) => void
  /** The first row of a list loads at once; the rest wait until they scroll near. */
  eager?: boolean
}

/** A product in a list (spec: image, name, vendor, rating, price, quick view, wishlist heart, Add). */
export const ProductCard = memo(function ProductCard({
  product,
  onQuickView,
  eager = false,
}: ProductCardProps) {
  const { t } = useTranslation()
  const { addToCart, WishlistButton } = useProductActions()
  const [adding, setAdding] = useState(false)
  const titleId = useId()
  const href = `/product/${product.id}`
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
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage
            src={product.image_url}
            width={480}
            height={480}
            sizes={PRODUCT_CARD_SIZES}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className="aspect-square w-full"
          />
        </Link>
        {!product.in_stock && (
          <Badge variant="destructive" className="absolute top-2 left-2">
            {t('shop.outOfStock')}
          </Badge>
        )}
        <div className="absolute top-1 right-1 flex flex-col gap-1">
          <WishlistButton product={product} className="bg-background/90 shadow-sm hover:bg-background" />
          {onQuickView && (
            <Button
              variant="ghost"
              size="icon"
              className="bg-background/90 shadow-sm hover:bg-background"
              aria-label={t('shop.quickViewOf', { name: product.name })}
              onClick={() => onQuickView(product)}
            >
              <Eye aria-hidden />
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 id={titleId} className="line-clamp-2 leading-snug font-semibold">
          <Link to={href} className="hover:underline focus-visible:underline">
            {product.name}
          </Link>
        </h3>
        {vendor && <p className="truncate text-sm text-muted-foreground">{vendor}</p>}
        <ProductRating rating={product.rating} totalReviews={product.total_reviews} />
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-bold text-primary" data-testid="product-price">
            {formatMoney(product.price_cents)}
          </p>
          <Button
            disabled={!product.in_stock || adding}
            aria-label={t('shop.addToCartLabel', { name: product.name })}
            onClick={() => void add()}
          >
            <ShoppingCart aria-hidden />
            {t('shop.add')}
          </Button>
        </div>
      </div>
    </article>
  )
})

/** The card's shape while the list loads (spec: 8 skeleton cards). */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="product-card-skeleton"
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="aspect-square w-full animate-pulse bg-muted" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <div className="mt-2 h-11 w-full animate-pulse rounded-md bg-muted" />
      </div>
    </div>
  )
}
