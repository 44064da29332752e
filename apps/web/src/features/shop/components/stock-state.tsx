import type { Product } from '@soko/shared/products/product.schema'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** "In Stock (N available)" or "Out of Stock". */
export function StockState({
  product,
  className,
}: {
  product: Pick<Product, 'in_stock' | 'stock_quantity'>
  className?: string
}) {
  const { t } = useTranslation()
  return product.in_stock ? (
    <span className={cn('font-medium text-primary', className)}>
      {t('shop.inStockCount', { count: product.stock_quantity })}
    </span>
  ) : (
    <span className={cn('font-medium text-destructive', className)}>{t('shop.outOfStock')}</span>
  )
}
