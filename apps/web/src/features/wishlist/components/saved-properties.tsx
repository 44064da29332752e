import { formatPropertyPrice } from '@soko/shared/real-estate/real-estate.constants'
import type { PropertyCard } from '@soko/shared/real-estate/real-estate.schema'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useSavedProperties, useUnsaveProperty } from '../api/saved-properties'

/** "Saved properties" beside the products: the properties saved with the heart on their pages. */
export function SavedProperties() {
  const { t } = useTranslation()
  const saved = useSavedProperties()
  const items = saved.data?.items ?? []
  // Nothing saved: the section stays away, so the products' own empty state is the page's.
  if (saved.isSuccess && items.length === 0) return null

  return (
    <section aria-labelledby="saved-properties-heading" className="flex flex-col gap-4">
      <h2 id="saved-properties-heading" className="text-xl font-bold tracking-tight">
        {t('wishlist.properties.title')}
      </h2>
      {saved.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('wishlist.properties.loading')}</span>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : saved.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center">
          <p>{t('wishlist.properties.loadFailed')}</p>
          <Button variant="outline" onClick={() => void saved.refetch()}>
            {t('wishlist.retry')}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((property) => (
            <SavedProperty key={property.id} property={property} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SavedProperty({ property }: { property: PropertyCard }) {
  const { t } = useTranslation()
  const unsave = useUnsaveProperty()
  const href = `/property/${encodeURIComponent(property.id)}`
  const place = [property.location_address, property.city].filter(Boolean).join(', ') || property.county

  async function remove() {
    try {
      await unsave.mutateAsync(property.id)
      toast.success(t('wishlist.properties.removed'))
    } catch (error) {
      toast.error(errorMessage(error, t('wishlist.properties.removeFailed')))
    }
  }

  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 shadow-sm" data-testid="saved-property">
      <Link to={href} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={property.image_url}
          width={112}
          height={112}
          className="size-24 rounded-lg sm:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="leading-snug font-semibold break-words">
          <Link to={href} className="hover:underline">
            {property.title}
          </Link>
        </h3>
        {place && <p className="truncate text-sm text-muted-foreground">{place}</p>}
        <p className="font-bold text-primary">{formatPropertyPrice(property.price, property.listing_type)}</p>
        {(property.status === 'let' || property.status === 'sold') && (
          <Badge variant="secondary" className="w-fit">
            {t(`wishlist.properties.status.${property.status}`)}
          </Badge>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm" className="h-11">
            <Link to={href}>{t('wishlist.properties.view')}</Link>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="h-11 text-destructive hover:text-destructive"
            disabled={unsave.isPending}
            aria-label={t('wishlist.properties.removeLabel', { title: property.title })}
            onClick={() => void remove()}
          >
            <Trash2 aria-hidden />
            {t('wishlist.remove')}
          </Button>
        </div>
      </div>
    </li>
  )
}
