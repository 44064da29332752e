import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { myWishlistQueryOptions } from '../api/get-my-wishlist'
import { TabEmpty, TabError, TabLoading } from './tab-states'

/** The reader's wishlist, each item linking to its product, and a way to the full wishlist page. */
export function WishlistTab() {
  const { t } = useTranslation()
  const query = useQuery(myWishlistQueryOptions)
  if (query.isPending) return <TabLoading />
  if (query.isError)
    return <TabError message={t('profile.wishlist.loadFailed')} onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0)
    return (
      <TabEmpty
        icon={Heart}
        title={t('profile.wishlist.empty')}
        description={t('profile.wishlist.emptyDescription')}
      />
    )
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {query.data.items.map(({ product_id, products: product }) => (
          <li key={product_id} className="flex gap-4 rounded-xl border bg-card p-4">
            <ProductImage
              src={product.image_url}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-md"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <Link
                to={`/products/${product.id}`}
                className="font-medium break-words text-primary hover:underline"
              >
                {product.name}
              </Link>
              {product.vendor && <p className="text-sm text-muted-foreground">{product.vendor}</p>}
              <p className="font-semibold">{formatMoney(shillingsToCents(product.price))}</p>
              {!product.in_stock && (
                <p className="text-sm text-destructive">{t('profile.wishlist.outOfStock')}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="self-start">
        <Link to="/wishlist">{t('profile.wishlist.viewAll')}</Link>
      </Button>
    </div>
  )
}
