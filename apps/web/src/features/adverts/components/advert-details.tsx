import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { MapPin, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { Advert } from '../api/get-adverts'
import { jobCategoryKey } from '@/lib/job-category-key'
import { useProductCategoryLabel } from '@/lib/product-category'

/** The type badge, price, place and seller of an advert. */
export function AdvertMeta({ advert }: { advert: Advert }) {
  return (
    <div className="flex flex-col gap-2">
      {/* Kept even without a price (jobs), so every advert has the same height. */}
      <p className="min-h-8 text-2xl font-bold text-primary">
        {advert.price !== null && formatMoney(shillingsToCents(advert.price))}
      </p>
      {/* One line, whatever the names' lengths, so the billboard keeps its height. */}
      <div className="flex min-h-5 gap-x-4 text-sm text-muted-foreground">
        {advert.location && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{advert.location}</span>
          </span>
        )}
        {advert.vendor && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <Store aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{advert.vendor}</span>
          </span>
        )}
      </div>
    </div>
  )
}

/**
 * "Product · Books", "Job · Healthcare", "Property · Apartment" in the reader's language. Jobs come typed
 * `service` (spec 000 section 3 has no job type) and are told apart by their link.
 */
export function AdvertTypeBadge({ advert }: { advert: Advert }) {
  const { t } = useTranslation()
  const productCategory = useProductCategoryLabel()
  const isJob = advert.link.startsWith('/jobs/')
  const category = advert.category
  const categoryLabel = !category
    ? ''
    : isJob
      ? t(`billboard.jobCategories.${jobCategoryKey(category)}` as 'billboard.jobCategories.technology', {
          defaultValue: category,
        })
      : advert.type === 'property'
        ? t(`billboard.propertyTypes.${category}` as 'billboard.propertyTypes.house', {
            defaultValue: category,
          })
        : productCategory(category)
  return (
    <Badge variant="accent" className="w-fit">
      {isJob ? t('billboard.types.job') : t(`billboard.types.${advert.type}`)}
      {categoryLabel ? ` · ${categoryLabel}` : ''}
    </Badge>
  )
}
