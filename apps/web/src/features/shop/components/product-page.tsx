import { formatMoney } from '@soko/shared/money/format-money'
import type { Product } from '@soko/shared/products/product.schema'
import { PackageX } from 'lucide-react'
import { ShoppingCart } from '@/components/ui/shell-icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useProduct } from '../api/get-product'
import { useProductActions } from '../product-actions'
import { Breadcrumbs } from './breadcrumbs'
import { ProductCard, vendorName } from './product-card'
import { ProductGallery } from './product-gallery'
import { ProductRating } from './product-rating'
import { QuantityPicker } from './quantity-picker'
import { DeferredQuickView } from './deferred-quick-view'
import { ShareButton } from './share-button'
import { StockState } from './stock-state'
import { useDocumentTitle } from '@/lib/document-title'
import { useProductCategoryLabel } from '@/lib/product-category'

/** /product/{id} and /products/{id}: the product, related products and (from the route) its reviews. */
export function ProductPage({ id, reviews }: { id: string; reviews?: ReactNode }) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const query = useProduct(id)
  // The product's own name (its route's "Product" while it loads).
  useDocumentTitle(query.data?.product.name)

  if (query.isPending) return <ProductPageSkeleton label={t('product.loading')} />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ProductNotFound />
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="font-medium">{errorMessage(query.error, t('product.loadFailed'))}</p>
        <Button onClick={() => void query.refetch()}>{t('shop.retry')}</Button>
      </div>
    )
  }
  const { product, related } = query.data
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: t('product.home'), to: '/' },
          { label: t('product.shop'), to: '/shop' },
          {
            label: categoryLabel(product.category),
            to: `/shop?category=${encodeURIComponent(product.category)}`,
          },
          { label: product.name },
        ]}
      />
      {/* key: a new product starts with quantity 1. */}
      <ProductDetails key={product.id} product={product} />
      {reviews}
      {related.length > 0 && <RelatedProducts products={related} />}
    </div>
  )
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const { addToCart, WishlistButton } = useProductActions()
  const [quantity, setQuantity] = useState(1)
  const [adding, setAdding] = useState(false)
  const vendor = vendorName(product)
  const images = product.images.length > 0 ? product.images : product.image_url ? [product.image_url] : []

  async function add() {
    setAdding(true)
    try {
      if (await addToCart(product, quantity)) setQuantity(1)
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductGallery name={product.name} images={images} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Badge variant="secondary" className="w-fit">
            {categoryLabel(product.category)}
          </Badge>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{product.name}</h1>
          {vendor && <p className="text-muted-foreground">{t('shop.soldBy', { vendor })}</p>}
          <div data-testid="product-rating">
            <ProductRating rating={product.rating} totalReviews={product.total_reviews} />
          </div>
        </div>
        <p className="text-3xl font-bold text-primary" data-testid="product-page-price">
          {formatMoney(product.price_cents)}
        </p>
        <p>
          <StockState product={product} />
        </p>
        {product.location && (
          <p className="text-sm text-muted-foreground">
            {t('product.location', { location: product.location })}
          </p>
        )}
        <section aria-labelledby="product-description-title" className="flex flex-col gap-1">
          <h2 id="product-description-title" className="text-lg font-semibold">
            {t('product.description')}
          </h2>
          <p className="whitespace-pre-line text-pretty">{product.description}</p>
        </section>
        {product.in_stock && (
          <QuantityPicker
            value={quantity}
            max={product.stock_quantity}
            onChange={setQuantity}
            disabled={adding}
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="lg"
            className="flex-1"
            disabled={!product.in_stock || adding}
            onClick={() => void add()}
          >
            <ShoppingCart aria-hidden />
            {product.in_stock ? t('shop.addToCart') : t('shop.outOfStock')}
          </Button>
          <WishlistButton product={product} className="size-12 border" />
          <ShareButton title={product.name} url={`${window.location.origin}/product/${product.id}`} />
        </div>
      </div>
    </div>
  )
}

function RelatedProducts({ products }: { products: Product[] }) {
  const { t } = useTranslation()
  const [quickView, setQuickView] = useState<Product | null>(null)
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <h2 id="related-title" className="text-xl font-bold tracking-tight">
        {t('product.related')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onQuickView={setQuickView} />
          </li>
        ))}
      </ul>
      <DeferredQuickView product={quickView} onClose={() => setQuickView(null)} />
    </section>
  )
}

function ProductNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('product.notFoundTitle'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <PackageX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('product.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('product.notFoundText')}</p>
      <Button asChild>
        <Link to="/shop">{t('product.backToShop')}</Link>
      </Button>
    </div>
  )
}

function ProductPageSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8 md:grid-cols-2 md:gap-10"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  )
}
