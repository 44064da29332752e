import { urgencyLabels, type Urgency } from '@soko/shared/providers/provider.constants'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import type { Booking } from '../api/provider-types'
import { formatDate, shillings } from '../format'
import { BookingActions } from './booking-actions'
import { BookingStatusBadge } from './booking-status-badge'

const urgencyKeys = Object.keys(urgencyLabels) as Urgency[]

/** When the customer wants the job done: the date (if they gave one) and the preferred time of day. */
export function useBookingWhen() {
  const { t, i18n } = useTranslation()
  return (booking: Pick<Booking, 'booking_date' | 'booking_time' | 'preferred_time'>) => {
    const time = t(`providerPortal.preferredTime.${booking.preferred_time}`)
    return booking.booking_date
      ? t('providerPortal.booking.dateTime', {
          date: formatDate(booking.booking_date, i18n.language),
          time: booking.booking_time,
          preferred: time,
        })
      : t('providerPortal.booking.noDate', { preferred: time })
  }
}

/**
 * One booking (spec 001 section 3): who asked (the contact details they gave), for what, when, where, how
 * urgently, for how much, its status and notes, and what the provider may do now.
 */
export function BookingCard({
  booking,
  mode = 'all',
  headingLevel = 3,
}: {
  booking: Booking
  mode?: 'all' | 'respond'
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const when = useBookingWhen()
  const name = booking.contact_name || booking.customer.full_name
  const phone = booking.contact_phone || booking.customer.phone
  const email = booking.contact_email || booking.customer.email
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const urgency = urgencyKeys.includes(booking.urgency) ? booking.urgency : 'normal'
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      data-testid="booking-card"
      data-booking-id={booking.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={headingId} className="text-base font-semibold break-words">
            {name}
          </Heading>
          <p className="text-sm text-muted-foreground">
            {booking.service_type} · {booking.provider.business_name} ·{' '}
            <span data-testid="booking-reference">{booking.reference}</span>
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-sm break-words whitespace-pre-line">{booking.service_description}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={t('providerPortal.booking.phone')}>
          {phone ? (
            <a
              href={`tel:${phone.replace(/[^+\d]/g, '')}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          ) : (
            t('providerPortal.booking.notGiven')
          )}
        </Detail>
        <Detail label={t('providerPortal.booking.email')}>
          <a href={`mailto:${email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </Detail>
        <Detail label={t('providerPortal.booking.when')}>{when(booking)}</Detail>
        <Detail label={t('providerPortal.booking.address')}>{booking.booking_address}</Detail>
        <Detail label={t('providerPortal.booking.urgency')}>
          <span className={cn(urgency === 'emergency' || urgency === 'high' ? 'font-semibold' : undefined)}>
            {t(`providerPortal.urgency.${urgency}`)}
          </span>
        </Detail>
        <Detail label={t('providerPortal.booking.amount')}>
          <span className="tabular-nums" data-testid="booking-amount">
            {shillings(booking.total_amount)}
          </span>
        </Detail>
        {booking.notes && (
          <Detail label={t('providerPortal.booking.notes')} wide>
            {booking.notes}
          </Detail>
        )}
      </dl>
      <BookingActions booking={booking} mode={mode} />
    </article>
  )
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}
