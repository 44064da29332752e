import { Package, Pencil, Plus, Trash2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useVendorProducts } from '../api/get-vendor-products'
import { useDeleteVendorProduct } from '../api/save-vendor-product'
import type { VendorProduct } from '../api/vendor-types'
import { count, shillings } from '../format'
import { useProductCategoryLabel } from '@/lib/product-category'

// The dialogs bring Radix's dialog code and the form library: they load with the first press, not the page.
const ProductFormDialog = lazy(() =>
  import('./product-form-dialog').then((module) => ({ default: module.ProductFormDialog })),
)
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** The vendor's products as cards (one column on a phone), with Add Product, Edit and Delete. */
export function ProductsPanel() {
  const { t } = useTranslation()
  const products = useVendorProducts()
  const remove = useDeleteVendorProduct()
  // undefined: closed; null: a new product; a product: editing it.
  const [editing, setEditing] = useState<VendorProduct | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<VendorProduct | null>(null)

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('vendorDashboard.toast.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(
        t('vendorDashboard.toast.deleteFailed', {
          message: errorMessage(error, t('vendorDashboard.common.loadFailed')),
        }),
      )
    }
  }

  const list = products.data?.products
  return (
    <section aria-labelledby="vendor-products" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vendor-products" className="text-xl font-semibold">
          {t('vendorDashboard.products.title')}
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden />
          {t('vendorDashboard.products.add')}
        </Button>
      </div>
      {products.isError && !list ? (
        <Card>
          <ListError
            message={t('vendorDashboard.common.loadFailed')}
            retryLabel={t('vendorDashboard.common.retry')}
            onRetry={() => void products.refetch()}
          />
        </Card>
      ) : !list ? (
        <Card>
          <ListLoading label={t('vendorDashboard.common.loading')} variant="thumbnail" />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <ListEmpty
            icon={Package}
            title={t('vendorDashboard.products.emptyTitle')}
            description={t('vendorDashboard.products.emptyDescription')}
            action={<Button onClick={() => setEditing(null)}>{t('vendorDashboard.products.add')}</Button>}
          />
        </Card>
      ) : (
        <ul
          className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3"
          aria-label={t('vendorDashboard.products.title')}
        >
          {list.map((product) => (
            <li key={product.id} className="min-w-0">
              <ProductCard
                product={product}
                onEdit={() => setEditing(product)}
                onDelete={() => setDeleting(product)}
              />
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {editing !== undefined && (
          <ProductFormDialog
            key={editing?.id ?? 'new'}
            product={editing}
            onClose={() => setEditing(undefined)}
          />
        )}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('vendorDashboard.delete.title')}
            description={t('vendorDashboard.delete.question')}
            confirmLabel={t('vendorDashboard.delete.confirm')}
            pendingLabel={t('vendorDashboard.delete.deleting')}
            cancelLabel={t('vendorDashboard.common.cancel')}
            pending={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        )}
      </Suspense>
    </section>
  )
}

function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: VendorProduct
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const headingId = `product-${product.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      data-testid="vendor-product"
    >
      <div className="flex min-w-0 gap-3">
        <ProductThumb src={product.image_url} size={56} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="font-semibold break-words">
            {product.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {product.category ? categoryLabel(product.category) : t('vendorDashboard.products.noCategory')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums" data-testid="product-price">
          {shillings(product.price)}
        </span>
        <Badge variant={product.stock_quantity > 0 ? 'secondary' : 'destructive'} data-testid="product-stock">
          {product.stock_quantity > 0
            ? t('vendorDashboard.products.inStock', {
                count: product.stock_quantity,
                formatted: count(product.stock_quantity),
              })
            : t('vendorDashboard.products.outOfStock')}
        </Badge>
      </div>
      <div className="mt-auto flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onEdit} aria-describedby={headingId}>
          <Pencil aria-hidden />
          {t('vendorDashboard.products.edit')}
        </Button>
        <Button
          variant="outline"
          className="flex-1 text-destructive"
          onClick={onDelete}
          aria-describedby={headingId}
        >
          <Trash2 aria-hidden />
          {t('vendorDashboard.products.delete')}
        </Button>
      </div>
    </article>
  )
}
