import { formatMoney } from '@soko/shared/money/format-money'
import type { MedicalProvider } from '@soko/shared/medical/medical.schema'
import { Building2, CalendarDays, Clock, Phone, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { initials, ratingText, telHref, workingDaysText } from '../medical-display'

/**
 * A healthcare provider: picture or initials, name, type, specialization, facility, rating (or New),
 * experience, the consultation fee (paid at the visit), working days and hours, Call and Book Appointment.
 */
export function ProviderCard({ provider, onBook }: { provider: MedicalProvider; onBook: () => void }) {
  const { t, i18n } = useTranslation()
  const phone = telHref(provider.phone)
  const headingId = `provider-${provider.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="provider-card"
    >
      <div className="flex items-start gap-3">
        {provider.image_url ? (
          <img
            src={provider.image_url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {initials(provider.full_name)}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="text-lg leading-tight font-semibold break-words">
            {provider.full_name}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`medical.providerTypes.${provider.provider_type}`)}</Badge>
            {provider.specialization && (
              <span className="text-sm text-muted-foreground">{provider.specialization.name}</span>
            )}
          </div>
        </div>
      </div>

      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex items-center gap-2" data-testid="provider-rating">
          <Star aria-hidden className="size-4 shrink-0 fill-accent text-accent" />
          {provider.rating !== null && provider.review_count > 0 ? (
            <span>
              {t('medical.card.rating', {
                rating: ratingText(provider.rating),
                count: provider.review_count,
              })}
            </span>
          ) : (
            <span>{t('medical.card.new')}</span>
          )}
        </li>
        {provider.facility && (
          <li className="flex items-center gap-2">
            <Building2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="break-words">{provider.facility.name}</span>
          </li>
        )}
        {provider.years_experience !== null && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span>{t('medical.card.experience', { count: provider.years_experience })}</span>
          </li>
        )}
        <li className="flex items-center gap-2" data-testid="provider-hours">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span>
            {t('medical.card.hours', {
              days: workingDaysText(provider.working_days, i18n.language),
              from: provider.first_slot,
              to: provider.last_slot,
            })}
          </span>
        </li>
      </ul>

      <p className="font-semibold" data-testid="provider-fee">
        {provider.consultation_fee_cents !== null
          ? t('medical.card.fee', { fee: formatMoney(provider.consultation_fee_cents) })
          : t('medical.card.feeAtVisit')}
      </p>

      <div className="mt-auto flex flex-wrap gap-2">
        {phone && (
          <Button asChild variant="outline" className="flex-1">
            <a href={phone} aria-label={t('medical.card.callName', { name: provider.full_name })}>
              <Phone aria-hidden />
              {t('medical.card.call')}
            </a>
          </Button>
        )}
        <Button
          className="flex-1"
          onClick={onBook}
          aria-label={t('medical.card.bookWith', { name: provider.full_name })}
        >
          <CalendarDays aria-hidden />
          {t('medical.card.book')}
        </Button>
      </div>
    </article>
  )
}

export function CardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-11 w-full" />
    </div>
  )
}
