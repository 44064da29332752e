import { PROPERTY_CARD_SIZES } from '@soko/shared/real-estate/real-estate.constants'
import { formatPropertyPrice } from '@soko/shared/real-estate/real-estate.constants'
import { Bath, BedDouble, MapPin, Ruler } from 'lucide-react'
import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { areaText, locationText } from '../property-display'
import type { PropertyCard as PropertyCardData } from '../real-estate-types'

export interface PropertyCardProps {
  property: PropertyCardData
  /** The first card's picture is the page's largest paint: fetched at once and first. */
  priority?: boolean
}

/**
 * A property in the list: picture, Featured, rent or sale, price (millions at or above a million, "/month" for
 * rent), title, location, bedrooms, bathrooms and area, and View Details to /property/{id}.
 */
export const PropertyCard = memo(function PropertyCard({ property, priority }: PropertyCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const location = locationText(property)
  return (
    <article
      aria-labelledby={titleId}
      data-testid="property-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative shrink-0">
        <ProductImage
          src={property.image_url}
          width={640}
          height={400}
          sizes={PROPERTY_CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-[8/5] w-full"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary" className="bg-background/90">
            {t(`realEstate.listingTypes.${property.listing_type}`)}
          </Badge>
          {property.property_type && (
            <Badge variant="secondary" className="bg-background/90">
              {t(`realEstate.propertyTypes.${property.property_type}`, {
                defaultValue: property.property_type,
              })}
            </Badge>
          )}
        </div>
        {property.is_featured && (
          <Badge variant="accent" className="absolute top-2 right-2" data-testid="property-featured">
            {t('realEstate.card.featured')}
          </Badge>
        )}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <p className="text-xl font-bold text-primary" data-testid="property-price">
          <span className="sr-only">{t('realEstate.card.price')}: </span>
          {formatPropertyPrice(property.price, property.listing_type)}
        </p>
        <h3 id={titleId} className="line-clamp-2 text-lg leading-tight font-semibold break-words">
          {property.title}
        </h3>
        {location && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('realEstate.card.location')}: </span>
            <span className="line-clamp-1 break-all">{location}</span>
          </p>
        )}
        <PropertyFacts property={property} />
        <div className="mt-auto pt-1">
          <Button asChild className="w-full">
            <Link to={`/property/${encodeURIComponent(property.id)}`} aria-describedby={titleId}>
              {t('realEstate.card.viewDetails')}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  )
})

/** Bedrooms, bathrooms and area, each only when the listing gives it. */
export function PropertyFacts({
  property,
}: {
  property: Pick<PropertyCardData, 'bedrooms' | 'bathrooms' | 'area_sqm'>
}) {
  const { t } = useTranslation()
  const facts: { key: string; icon: ReactNode; text: string }[] = []
  if (property.bedrooms !== null)
    facts.push({
      key: 'beds',
      icon: <BedDouble aria-hidden />,
      text: t('realEstate.card.bedrooms', { count: property.bedrooms }),
    })
  if (property.bathrooms !== null)
    facts.push({
      key: 'baths',
      icon: <Bath aria-hidden />,
      text: t('realEstate.card.bathrooms', { count: property.bathrooms }),
    })
  if (property.area_sqm !== null)
    facts.push({ key: 'area', icon: <Ruler aria-hidden />, text: areaText(property.area_sqm) })
  if (facts.length === 0) return null
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm"
      aria-label={t('realEstate.card.facts')}
      data-testid="property-facts"
    >
      {facts.map((fact) => (
        <li
          key={fact.key}
          className="flex items-center gap-1.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground"
        >
          {fact.icon}
          {fact.text}
        </li>
      ))}
    </ul>
  )
}

/** A card's shape while the list loads. */
export function PropertyCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[8/5] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
