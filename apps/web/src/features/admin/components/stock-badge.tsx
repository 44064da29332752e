import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

/** Spec: '{n} in stock', destructive when none. */
export function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation()
  return (
    <Badge variant={quantity > 0 ? 'secondary' : 'destructive'} data-testid="stock-badge">
      {t('admin.products.inStock', { count: quantity })}
    </Badge>
  )
}
