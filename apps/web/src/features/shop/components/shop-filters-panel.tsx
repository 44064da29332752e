import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { SHOP_PRICE_MAX, SHOP_PRICE_STEP } from '@soko/shared/products/product.constants'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { DeferredSelect } from '@/components/ui/deferred-select'
import { DeferredSlider } from '@/components/ui/deferred-slider'
import { useCategories } from '../api/get-categories'
import type { ShopFilters } from '../shop-filters'
import { useProductCategoryLabel } from '@/lib/product-category'

const allCategories = 'all'
/** Slider moves (a held arrow key, a drag) settle for this long before the URL and the list follow. */
const priceSettleMs = 400

const money = (shillings: number) => formatMoney(shillingsToCents(shillings))

export interface ShopFiltersPanelProps {
  id: string
  filters: ShopFilters
  onChange: (patch: Partial<ShopFilters>) => void
}

/** Category and price range (spec: a category selector and a price slider 0 to 100,000, step 1,000). */
export function ShopFiltersPanel({ id, filters, onChange }: ShopFiltersPanelProps) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  const categories = useCategories()
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice])
  const settleTimer = useRef<number | undefined>(undefined)
  // The range this panel last wrote to the URL: when the URL catches up with it, the thumbs may already be
  // further on (keys pressed meanwhile), and they stay there.
  const committed = useRef<[number, number] | null>(null)

  // The URL is the truth: follow it when it changes elsewhere (Clear Filters, the back button).
  useEffect(() => {
    const own = committed.current
    committed.current = null
    if (own && own[0] === filters.minPrice && own[1] === filters.maxPrice) return
    window.clearTimeout(settleTimer.current)
    setPrice([filters.minPrice, filters.maxPrice])
  }, [filters.minPrice, filters.maxPrice])

  useEffect(() => () => window.clearTimeout(settleTimer.current), [])

  function commitPrice([minPrice, maxPrice]: number[]) {
    window.clearTimeout(settleTimer.current)
    settleTimer.current = window.setTimeout(() => {
      if (minPrice === undefined || maxPrice === undefined) return
      if (minPrice === filters.minPrice && maxPrice === filters.maxPrice) return
      committed.current = [minPrice, maxPrice]
      onChange({ minPrice, maxPrice })
    }, priceSettleMs)
  }

  const options = categories.data ?? []
  // A category from a shared link may have no in-stock products left; keep it selectable.
  const categoryOptions =
    filters.category && !options.includes(filters.category) ? [filters.category, ...options] : options

  return (
    <div id={id} className="grid gap-6 rounded-xl border bg-card p-4 sm:grid-cols-2 sm:p-6">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-category`}>{t('shop.category')}</Label>
        <DeferredSelect
          id={`${id}-category`}
          value={filters.category ?? allCategories}
          options={[
            { value: allCategories, label: t('shop.allCategories') },
            ...categoryOptions.map((category) => ({ value: category, label: categoryLabel(category) })),
          ]}
          onValueChange={(value) => onChange({ category: value === allCategories ? null : value })}
        />
      </div>
      <div role="group" aria-labelledby={`${id}-price`} className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <span id={`${id}-price`} className="text-sm font-medium leading-none">
            {t('shop.priceRange')}
          </span>
          <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="price-range">
            {t('shop.priceBetween', { min: money(price[0]), max: money(price[1]) })}
          </span>
        </div>
        <DeferredSlider
          min={0}
          max={SHOP_PRICE_MAX}
          step={SHOP_PRICE_STEP}
          minStepsBetweenThumbs={0}
          value={price}
          onValueChange={(value) => setPrice([value[0] ?? 0, value[1] ?? SHOP_PRICE_MAX])}
          onValueCommit={commitPrice}
          thumbLabels={[t('shop.minPrice'), t('shop.maxPrice')]}
        />
      </div>
    </div>
  )
}
