import { RESTAURANT_CARD_SIZES } from '@soko/shared/food/food.constants'
import { MapPin, Phone, Star, Truck } from 'lucide-react'
import { Clock, UtensilsCrossed } from '@/components/ui/shell-icons'
import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ProductImage } from '@/components/ui/product-image'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { deliveryFee, deliveryWindow, ratingText, telHref } from '../food-display'
import type { RestaurantCard as RestaurantCardData } from '../food-types'

export interface RestaurantCardProps {
  restaurant: RestaurantCardData
  onViewMenu: (restaurant: RestaurantCardData) => void
  /** The first row loads its pictures at once; the rest wait until they scroll near. */
  eager?: boolean
}

/**
 * A restaurant in the list (spec 001 section 2): picture, name, cuisine, address, description, rating,
 * delivery time and fee, Call and View Menu. A closed one has its picture dimmed under a Closed overlay and a
 * muted body (its text keeps full contrast: an open menu at night must stay readable) and cannot be opened; an
 * open one wears Open Now.
 */
export const RestaurantCard = memo(function RestaurantCard({
  restaurant,
  onViewMenu,
  eager,
}: RestaurantCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const closed = !restaurant.is_open
  const fee = deliveryFee(restaurant.delivery_fee_cents)
  const rating = ratingText(restaurant.rating)
  const tel = telHref(restaurant.phone)

  return (
    <article
      aria-labelledby={titleId}
      data-testid="restaurant-card"
      data-open={restaurant.is_open}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative shrink-0">
        <ProductImage
          src={restaurant.image_url}
          width={640}
          height={360}
          sizes={RESTAURANT_CARD_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className={cn('aspect-video w-full', closed && 'opacity-50 grayscale')}
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary" className="bg-background/90">
            {t(`food.cuisines.${restaurant.cuisine_type}`)}
          </Badge>
        </div>
        {!closed && (
          <Badge className="absolute top-2 right-2" data-testid="restaurant-open">
            {t('food.card.openNow')}
          </Badge>
        )}
        {closed && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/55 text-white"
            data-testid="restaurant-closed"
          >
            <span className="text-xl font-bold tracking-wide uppercase">{t('food.card.closed')}</span>
            {restaurant.opens_next && (
              <span className="text-sm font-medium">
                {t('food.card.opensAt', { time: restaurant.opens_next })}
              </span>
            )}
          </div>
        )}
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-3 p-4', closed && 'bg-muted/50')}>
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="line-clamp-2 text-lg leading-tight font-semibold break-words">
            {restaurant.name}
          </h3>
          <p
            className="flex shrink-0 items-center gap-1 text-sm font-semibold"
            data-testid="restaurant-rating"
          >
            <Star aria-hidden className="size-4 fill-accent text-accent" />
            <span className="sr-only">{t('food.card.rating')}: </span>
            {rating ?? t('food.card.noRating')}
          </p>
        </div>
        {restaurant.description && (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{restaurant.description}</p>
        )}
        <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
          <Fact icon={<MapPin aria-hidden />} term={t('food.card.address')} className="basis-full">
            <span className="line-clamp-1 break-all">{restaurant.address}</span>
          </Fact>
          <Fact icon={<Clock aria-hidden />} term={t('food.card.deliveryTime')}>
            <span data-testid="restaurant-time">{deliveryWindow(restaurant.delivery_time_minutes)}</span>
          </Fact>
          <Fact icon={<Truck aria-hidden />} term={t('food.card.deliveryFee')}>
            <span data-testid="restaurant-fee" className={cn(!fee && 'font-semibold text-primary')}>
              {fee ?? t('food.card.free')}
            </span>
          </Fact>
        </dl>

        <div className="mt-auto flex gap-2 pt-1">
          {tel && !closed ? (
            <Button asChild variant="outline" className="flex-1">
              <a href={tel} aria-label={t('food.card.callOf', { name: restaurant.name })}>
                <Phone aria-hidden />
                {t('food.card.call')}
              </a>
            </Button>
          ) : (
            <Button
              variant="outline"
              className="flex-1"
              disabled={closed}
              aria-label={t('food.card.callOf', { name: restaurant.name })}
              onClick={() => toast.error(t('food.phoneNotAvailable'))}
            >
              <Phone aria-hidden />
              {t('food.card.call')}
            </Button>
          )}
          <Button
            className="flex-1"
            disabled={closed}
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={() => onViewMenu(restaurant)}
          >
            <UtensilsCrossed aria-hidden />
            {t('food.card.viewMenu')}
          </Button>
        </div>
      </div>
    </article>
  )
})

function Fact({
  icon,
  term,
  children,
  className,
}: {
  icon: ReactNode
  term: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="sr-only">{term}</dt>
      <dd className="flex min-w-0 items-center gap-2 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
        {icon}
        {children}
      </dd>
    </div>
  )
}

/** A card's shape while the list loads. */
export function RestaurantCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
