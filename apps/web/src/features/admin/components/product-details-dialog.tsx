import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ProductThumb } from '@/components/ui/product-thumb'
import type { AdminProduct } from '../api/admin-types'
import { formatDate, money } from '../format'
import { DetailsList } from './details-list'
import { StockBadge } from './stock-badge'
import { useProductCategoryLabel } from '@/lib/product-category'

export function ProductDetailsDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const none = t('admin.common.none')
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent closeLabel={t('admin.common.close')}>
          <DialogHeader>
            <DialogTitle>{product.name}</DialogTitle>
            <DialogDescription>{t('admin.products.details.title')}</DialogDescription>
          </DialogHeader>
          <ProductThumb src={product.image_url} size={120} />
          <DetailsList
            rows={[
              { label: t('admin.products.form.description'), value: product.description || none },
              {
                label: t('admin.products.columns.category'),
                value: product.category ? categoryLabel(product.category) : t('admin.products.noCategory'),
              },
              {
                label: t('admin.products.columns.vendor'),
                value: product.vendor_name || t('admin.products.noVendor'),
              },
              { label: t('admin.products.columns.price'), value: money(product.price_cents) },
              {
                label: t('admin.products.columns.stock'),
                value: <StockBadge quantity={product.stock_quantity} />,
              },
              {
                label: t('admin.products.columns.rating'),
                value: `${product.rating.toFixed(1)} ${t('admin.products.reviews', { count: product.reviews_count })}`,
              },
              {
                label: t('admin.products.details.created'),
                value: formatDate(product.created_at, i18n.language),
              },
            ]}
          />
        </DialogContent>
      )}
    </Dialog>
  )
}
