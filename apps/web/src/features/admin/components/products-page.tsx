import { Package, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminProduct } from '../api/admin-types'
import { useDeleteProduct } from '../api/delete-product'
import { useAdminProducts } from '../api/get-admin-products'
import { money } from '../format'
import { LoadMoreButton } from './load-more-button'
import { RowActions } from './row-actions'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'
import { StockBadge } from './stock-badge'
import { useProductCategoryLabel } from '@/lib/product-category'

// Dialogs load on first use (decision 006); the form brings react-hook-form.
const ProductFormDialog = lazy(() => import('./product-form-dialog'))
const ProductDetailsDialog = lazy(() =>
  import('./product-details-dialog').then((module) => ({ default: module.ProductDetailsDialog })),
)
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/** /admin/products: "Product Management". */
export function ProductsPage() {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const search = useSearchTerm()
  const products = useAdminProducts(search)
  const remove = useDeleteProduct()
  const [viewing, setViewing] = useState<AdminProduct | null>(null)
  const [form, setForm] = useState<{ product: AdminProduct | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('admin.products.toast.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(
        t('admin.products.toast.deleteFailed', {
          message: errorMessage(error, t('admin.common.loadFailed')),
        }),
      )
    }
  }

  const list = products.data?.pages.flatMap((page) => page.products)
  return (
    <>
      <PageHeader
        title={t('admin.products.title')}
        subtitle={t('admin.products.subtitle')}
        action={
          <Button onClick={() => setForm({ product: null })}>
            <Plus aria-hidden />
            {t('admin.products.add')}
          </Button>
        }
      />
      <SearchInput label={t('admin.common.search')} placeholder={t('admin.products.search')} />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Package}
              title={search ? t('admin.products.emptySearch') : t('admin.products.empty')}
            />
          ) : (
            <ScrollTable label={t('admin.products.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.products.columns.product')}</Th>
                  <Th>{t('admin.products.columns.category')}</Th>
                  <Th>{t('admin.products.columns.vendor')}</Th>
                  <Th className="text-right">{t('admin.products.columns.price')}</Th>
                  <Th>{t('admin.products.columns.stock')}</Th>
                  <Th>{t('admin.products.columns.rating')}</Th>
                  <Th className="text-right">{t('admin.products.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((product) => (
                  <tr key={product.id} data-testid="product-row">
                    <Td className="max-w-72">
                      <div className="flex items-center gap-3">
                        <ProductThumb src={product.image_url} />
                        <div className="min-w-0">
                          <div className="font-medium">{product.name}</div>
                          {product.description && (
                            <div className="line-clamp-2 text-xs text-muted-foreground">
                              {product.description}
                            </div>
                          )}
                        </div>
                      </div>
                    </Td>
                    <Td>
                      {product.category ? categoryLabel(product.category) : t('admin.products.noCategory')}
                    </Td>
                    <Td>{product.vendor_name || t('admin.products.noVendor')}</Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      {money(product.price_cents)}
                    </Td>
                    <Td>
                      <StockBadge quantity={product.stock_quantity} />
                    </Td>
                    <Td className="whitespace-nowrap">
                      <span className="font-medium">{product.rating.toFixed(1)}</span>{' '}
                      <span className="text-xs text-muted-foreground">
                        {t('admin.products.reviews', { count: product.reviews_count })}
                      </span>
                    </Td>
                    <Td>
                      <RowActions
                        viewLabel={t('admin.products.viewProduct', { name: product.name })}
                        editLabel={t('admin.products.editProduct', { name: product.name })}
                        deleteLabel={t('admin.products.deleteProduct', { name: product.name })}
                        onView={() => setViewing(product)}
                        onEdit={() => setForm({ product })}
                        onDelete={() => setDeleting(product)}
                      />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : products.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void products.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {list && <LoadMoreButton list={products} />}

      <Suspense fallback={null}>
        {viewing && <ProductDetailsDialog product={viewing} onClose={() => setViewing(null)} />}
        {form && <ProductFormDialog product={form.product} onClose={() => setForm(null)} />}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('admin.products.confirmDeleteTitle')}
            description={t('admin.products.confirmDelete')}
            confirmLabel={t('admin.common.delete')}
            pendingLabel={t('admin.common.deleting')}
            cancelLabel={t('admin.common.cancel')}
            pending={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        )}
      </Suspense>
    </>
  )
}
