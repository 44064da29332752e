import { weekDays } from '@soko/shared/providers/provider.constants'
import type { ProviderPage as ProviderPageData } from '@soko/shared/providers/provider.schema'
import {
  ArrowLeft,
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  CalendarPlus,
  Clock,
  MapPin,
  Phone,
  Share2,
  Star,
  UserX,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { StarRating } from '@/components/ui/star-rating'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { useServiceProvider } from '../api/get-service-provider'
import {
  formatHourlyRange,
  formatRating,
  isNewProvider,
  isVerifiedProvider,
  telHref,
} from '../provider-display'
import { useBookingLauncher } from './booking-launcher'
import { ProviderAvatar, ProviderBanner } from './provider-images'
import { shareProvider } from './share-provider'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDateTime } from '@/lib/date-format'

/** /services/{id}: a provider's public page (GET /api/services/{id}); Book Now and Share as on the card. */
export function ProviderPage({ id }: { id: string }) {
  const { t } = useTranslation()
  const query = useServiceProvider(id)
  const { book, dialog } = useBookingLauncher()

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
        <span className="sr-only">{t('services.provider.loading')}</span>
        <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ProviderNotFound />
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <h1 className="sr-only">{t('services.provider.title')}</h1>
        <ErrorState
          message={t('services.provider.loadFailed')}
          retryLabel={t('services.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      </div>
    )
  }

  const provider = query.data
  return (
    <>
      <ProviderDetails provider={provider} onBook={() => book(provider)} />
      {dialog}
    </>
  )
}

function ProviderNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('services.provider.notFoundTitle'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <UserX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('services.provider.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('services.provider.notFoundText')}</p>
      <Button asChild>
        <Link to="/services">{t('services.provider.browse')}</Link>
      </Button>
    </div>
  )
}

function ProviderDetails({ provider, onBook }: { provider: ProviderPageData; onBook: () => void }) {
  const { t } = useTranslation()
  const rating = formatRating(provider.average_rating)
  const range = formatHourlyRange(provider.hourly_rate_min, provider.hourly_rate_max)
  const tel = telHref(provider.phone_number)
  const name = provider.business_name
  const days = weekDays.filter((day) => provider.availability?.days.includes(day))
  useDocumentTitle(name)

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/services">
          <ArrowLeft aria-hidden />
          {t('services.provider.back')}
        </Link>
      </Button>

      <header className="overflow-hidden rounded-xl border bg-card shadow-sm">
        <ProviderBanner
          src={provider.banner_image_url}
          eager
          width={1200}
          height={300}
          className="aspect-[3/1] w-full sm:aspect-[4/1]"
        />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
          <ProviderAvatar
            src={provider.profile_image_url}
            name={name}
            size={96}
            eager
            className="-mt-14 size-24 border-4 border-card text-2xl sm:-mt-16"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{name}</h1>
              {isVerifiedProvider(provider) && (
                <Badge className="gap-1">
                  <BadgeCheck aria-hidden className="size-3.5" />
                  {t('services.card.verified')}
                </Badge>
              )}
              {isNewProvider(provider.created_at) && <Badge variant="accent">{t('services.card.new')}</Badge>}
            </div>
            <p className="font-medium text-primary">{t(`services.categories.${provider.provider_type}`)}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="provider-rating">
              {rating ? (
                <StarRating
                  rating={provider.average_rating ?? 0}
                  label={t('services.provider.ratedOutOf', { rating })}
                />
              ) : (
                <Star aria-hidden className="size-4 text-muted-foreground" />
              )}
              <span className="font-semibold">{rating ?? t('services.card.notRated')}</span>
              <span className="text-muted-foreground">
                {t('services.card.reviews', { count: provider.total_reviews })}
              </span>
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:w-56">
            <Button size="lg" onClick={onBook}>
              <CalendarPlus aria-hidden />
              {t('services.card.bookNow')}
            </Button>
            <div className="flex gap-2">
              <Button variant="outline" className="flex-1" onClick={() => void shareProvider(provider.id, t)}>
                <Share2 aria-hidden />
                {t('services.provider.share')}
              </Button>
              {tel ? (
                <Button asChild variant="outline" className="flex-1">
                  <a href={tel}>
                    <Phone aria-hidden />
                    {t('services.provider.call')}
                  </a>
                </Button>
              ) : (
                <Button
                  variant="outline"
                  className="flex-1"
                  onClick={() => toast.error(t('services.card.noPhone'))}
                >
                  <Phone aria-hidden />
                  {t('services.provider.call')}
                </Button>
              )}
            </div>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Section title={t('services.provider.about')}>
            <p className="whitespace-pre-line text-muted-foreground">
              {provider.business_description?.trim() || t('services.card.noDescription')}
            </p>
          </Section>

          {provider.images.length > 0 && (
            <Section title={t('services.provider.gallery')}>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {provider.images.map((src, index) => (
                  <li key={src}>
                    <img
                      src={src}
                      alt={t('services.provider.galleryImage', { name, number: index + 1 })}
                      width={320}
                      height={240}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section title={t('services.provider.reviews')}>
            {provider.reviews.length === 0 ? (
              <p className="text-muted-foreground">{t('services.provider.noReviews')}</p>
            ) : (
              <ul className="flex flex-col gap-4" data-testid="provider-reviews">
                {provider.reviews.map((review) => (
                  <li key={review.id} className="flex flex-col gap-1 border-b pb-4 last:border-b-0 last:pb-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{review.reviewer_name}</span>
                      <StarRating
                        rating={review.rating}
                        label={t('services.provider.ratedOutOf', { rating: review.rating })}
                      />
                      <time dateTime={review.created_at} className="text-xs text-muted-foreground">
                        {formatDate(review.created_at)}
                      </time>
                    </div>
                    {review.comment && <p className="text-sm">{review.comment}</p>}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>

        <Section title={t('services.provider.details')}>
          <dl className="flex flex-col gap-4 text-sm">
            <Detail icon={<Clock aria-hidden />} term={t('services.provider.hourlyRates')}>
              <span className="font-semibold">{range ?? t('services.card.contactForPrice')}</span>
            </Detail>
            <Detail icon={<MapPin aria-hidden />} term={t('services.provider.address')}>
              {provider.location_address?.trim() || t('services.card.noLocation')}
            </Detail>
            {provider.specialization && (
              <Detail icon={<Briefcase aria-hidden />} term={t('services.provider.specialization')}>
                {provider.specialization}
              </Detail>
            )}
            {provider.experience_years !== null && (
              <Detail icon={<Star aria-hidden />} term={t('services.provider.experience')}>
                {t('services.provider.years', { count: provider.experience_years })}
              </Detail>
            )}
            <Detail icon={<CalendarCheck aria-hidden />} term={t('services.provider.completedBookings')}>
              <span data-testid="completed-bookings">{provider.completed_bookings}</span>
            </Detail>
            <Detail icon={<Clock aria-hidden />} term={t('services.provider.availability')}>
              {provider.availability && days.length > 0
                ? t('services.provider.availabilityValue', {
                    days: days.map((day) => t(`services.days.${day}`)).join(', '),
                    start: provider.availability.start,
                    end: provider.availability.end,
                  })
                : t('services.provider.availabilityUnknown')}
            </Detail>
            <Detail icon={<MapPin aria-hidden />} term={t('services.provider.serviceAreas')}>
              {provider.service_areas.length > 0 ? (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {provider.service_areas.map((area) => (
                    <li key={area}>
                      <Badge variant="secondary">{area}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                t('services.provider.noServiceAreas')
              )}
            </Detail>
          </dl>
        </Section>
      </div>
    </div>
  )
}

function formatDate(iso: string) {
  return formatDateTime(new Date(iso), currentLanguage(), { dateStyle: 'medium' })
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 font-medium [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted-foreground">
        {icon}
        {term}
      </dt>
      <dd className="pl-6 text-muted-foreground">{children}</dd>
    </div>
  )
}
