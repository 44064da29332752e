import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { MapPin, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { Advert } from '../api/get-adverts'
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

export function AdvertTypeBadge({ advert }: { advert: Advert }) {
  const { t } = useTranslation()
  const categoryLabel = useProductCategoryLabel()
  return (
    <Badge variant="accent" className="w-fit">
      {t(`billboard.types.${advert.type}`)}
      {advert.category ? ` · ${categoryLabel(advert.category)}` : ''}
    </Badge>
  )
}
