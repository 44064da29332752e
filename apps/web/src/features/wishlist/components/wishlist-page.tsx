import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import type { WishlistEntry } from '@soko/shared/wishlist/wishlist.schema'
import { Heart, ShoppingCart, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { useWishlist } from '../api/get-wishlist'
import { useWishlistActions } from '../use-wishlist-actions'
import { SavedProperties } from './saved-properties'

export type WishlistProduct = WishlistEntry['products']

/**
 * /wishlist for signed-in users (the route wraps it in RequireAuth). Moving to the cart is the cart's
 * business, so the route hands it in: `onMoveToCart` resolves to whether the product was added.
 */
export function WishlistPage({
  onMoveToCart,
}: {
  onMoveToCart: (product: WishlistProduct) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const wishlist = useWishlist()

  useEffect(() => {
    if (wishlist.isError) toast.error(t('wishlist.loadFailed'))
  }, [wishlist.isError, t])

  const items = wishlist.data?.items ?? []
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('wishlist.title')}</h1>
        {items.length > 0 && (
          <p className="text-muted-foreground">{t('wishlist.count', { count: items.length })}</p>
        )}
      </div>
      {wishlist.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('wishlist.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : wishlist.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center">
          <p className="font-medium">{t('wishlist.loadFailed')}</p>
          <Button onClick={() => void wishlist.refetch()}>{t('wishlist.retry')}</Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-10 text-center">
          <Heart aria-hidden className="size-12 text-muted-foreground" />
          <h2 className="text-xl font-semibold">{t('wishlist.emptyTitle')}</h2>
          <p className="text-muted-foreground">{t('wishlist.emptyText')}</p>
          <Button asChild>
            <Link to="/shop">{t('wishlist.browse')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <WishlistItem key={item.product_id} product={item.products} onMoveToCart={onMoveToCart} />
          ))}
        </ul>
      )}
      <SavedProperties />
    </div>
  )
}

function WishlistItem({
  product,
  onMoveToCart,
}: {
  product: WishlistProduct
  onMoveToCart: (product: WishlistProduct) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const { removeProduct } = useWishlistActions()
  const [busy, setBusy] = useState(false)
  const href = `/product/${product.id}`

  async function run(action: () => Promise<unknown>) {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }

  const moveToCart = () =>
    run(async () => {
      if (await onMoveToCart(product)) await removeProduct(product.id, { quiet: true })
    })

  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm" data-testid="wishlist-item">
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={product.image_url}
          width={112}
          height={112}
          className="size-24 rounded-lg sm:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="leading-snug font-semibold">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        {product.vendor && <p className="truncate text-sm text-muted-foreground">{product.vendor}</p>}
        <p className="font-bold text-primary">{formatMoney(shillingsToCents(product.price))}</p>
        {!product.in_stock && (
          <Badge variant="destructive" className="w-fit">
            {t('wishlist.outOfStock')}
          </Badge>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            size="sm"
            className="h-11"
            disabled={busy || !product.in_stock}
            aria-label={t('wishlist.moveToCartLabel', { name: product.name })}
            onClick={() => void moveToCart()}
          >
            <ShoppingCart aria-hidden />
            {t('wishlist.moveToCart')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="h-11 text-destructive hover:text-destructive"
            disabled={busy}
            aria-label={t('wishlist.removeLabel', { name: product.name })}
            onClick={() => void run(() => removeProduct(product.id))}
          >
            <Trash2 aria-hidden />
            {t('wishlist.remove')}
          </Button>
        </div>
      </div>
    </li>
  )
}
