import { PROVIDER_CARD_SIZES } from '@soko/shared/providers/provider.constants'
import type { DirectoryProvider } from '@soko/shared/providers/provider.schema'
import {
  BadgeCheck,
  CalendarPlus,
  Clock,
  Eye,
  MapPin,
  Phone,
  Share2,
  Star,
} from '@/components/ui/shell-icons'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import {
  formatHourlyRange,
  formatRating,
  isNewProvider,
  isVerifiedProvider,
  providerPath,
  telHref,
} from '../provider-display'
import { ProviderAvatar, ProviderBanner } from './provider-images'
import { shareProvider } from './share-provider'

export interface ProviderCardProps {
  provider: DirectoryProvider
  onBook: (provider: DirectoryProvider) => void
  /** The first row loads its pictures at once; the rest wait until they scroll near. */
  eager?: boolean
}

/**
 * A provider in the directory (spec 001 section 2): banner, round profile picture, New and Verified badges,
 * name, type, description, address, rating, hourly range; Book Now, View Profile, Share and Call.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  onBook,
  eager = false,
}: ProviderCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const rating = formatRating(provider.average_rating)
  const range = formatHourlyRange(provider.hourly_rate_min, provider.hourly_rate_max)
  const tel = telHref(provider.phone_number)
  const name = provider.business_name

  return (
    <article
      aria-labelledby={titleId}
      data-testid="provider-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <ProviderBanner
          src={provider.banner_image_url}
          eager={eager}
          sizes={PROVIDER_CARD_SIZES}
          className="aspect-[3/1] w-full"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {isNewProvider(provider.created_at) && <Badge variant="accent">{t('services.card.new')}</Badge>}
          {isVerifiedProvider(provider) && (
            <Badge className="gap-1">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('services.card.verified')}
            </Badge>
          )}
        </div>
        <ProviderAvatar
          src={provider.profile_image_url}
          name={name}
          size={64}
          eager={eager}
          className="absolute -bottom-8 left-4 size-16 border-4 border-card text-lg"
        />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 pt-10">
        <div className="flex flex-col gap-0.5">
          <h3 id={titleId} className="line-clamp-2 text-lg leading-tight font-semibold">
            {name}
          </h3>
          <p className="text-sm font-medium text-primary">
            {t(`services.categories.${provider.provider_type}`)}
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground" data-testid="provider-description">
          {provider.business_description?.trim() || t('services.card.noDescription')}
        </p>
        <dl className="flex flex-col gap-1.5 text-sm">
          <div>
            <dt className="sr-only">{t('services.card.location')}</dt>
            <dd className="flex min-w-0 items-start gap-2" data-testid="provider-address">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="line-clamp-1">
                {provider.location_address?.trim() || t('services.card.noLocation')}
              </span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('services.card.rating')}</dt>
            <dd className="flex items-center gap-2" data-testid="provider-rating">
              <Star aria-hidden className="size-4 shrink-0 fill-accent text-accent" />
              <span className="font-semibold">{rating ?? t('services.card.notRated')}</span>{' '}
              <span className="text-muted-foreground">
                {t('services.card.reviews', { count: provider.total_reviews })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('services.card.hourlyRate')}</dt>
            <dd className="flex items-center gap-2 font-semibold" data-testid="provider-rate">
              <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {range ?? t('services.card.contactForPrice')}
            </dd>
          </div>
        </dl>

        <div className="mt-auto flex flex-col gap-2 pt-1">
          <Button onClick={() => onBook(provider)} aria-describedby={titleId}>
            <CalendarPlus aria-hidden />
            {t('services.card.bookNow')}
          </Button>
          <div className="flex gap-2">
            <Button asChild variant="outline" className="min-w-0 flex-1 shrink">
              <Link to={providerPath(provider.id)} aria-label={t('services.card.viewProfileOf', { name })}>
                <Eye aria-hidden />
                {t('services.card.viewProfile')}
              </Link>
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('services.card.shareOf', { name })}
              onClick={() => void shareProvider(provider.id, t)}
            >
              <Share2 aria-hidden />
            </Button>
            {tel ? (
              <Button asChild variant="outline" size="icon">
                <a href={tel} aria-label={t('services.card.callOf', { name })}>
                  <Phone aria-hidden />
                </a>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="icon"
                aria-label={t('services.card.callOf', { name })}
                onClick={() => toast.error(t('services.card.noPhone'))}
              >
                <Phone aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  )
})

/** A card's shape while the directory loads. */
export function ProviderCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[3/1] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4 pt-10">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
