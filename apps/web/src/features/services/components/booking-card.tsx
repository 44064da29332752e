import { formatMoney, shillingsToCents } from '@soko/shared/money/format-money'
import { customerCancellableStatuses, type BookingStatus } from '@soko/shared/providers/provider.constants'
import type { Booking } from '@soko/shared/providers/provider.schema'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { currentLanguage } from '@/lib/i18n'
import { providerPath } from '../provider-display'
import { BookingReview } from './booking-review'
import { CancelBooking } from './cancel-booking'
import { ProviderAvatar } from './provider-images'
import { formatDateTime } from '@/lib/date-format'

const statusVariant: Record<BookingStatus, 'default' | 'accent' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'secondary',
  confirmed: 'default',
  in_progress: 'accent',
  completed: 'default',
  cancelled: 'outline',
  rejected: 'destructive',
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant={statusVariant[status]} data-testid="booking-status">
      {t(`myBookings.status.${status}`)}
    </Badge>
  )
}

/** The date as chosen (a plain calendar day, so no time zone shift), or "Flexible date". */
function formatBookingDate(date: string | null) {
  if (!date) return null
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return date
  return formatDateTime(new Date(year, month - 1, day), currentLanguage(), { dateStyle: 'medium' })
}

/** One of the customer's bookings: provider, status, when, where, amount, notes; cancel or review. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation()
  const titleId = useId()
  const date = formatBookingDate(booking.booking_date)
  const when = t('myBookings.when', {
    date: date ?? t('myBookings.flexibleDate'),
    time: t(`services.booking.times.${booking.preferred_time}`),
  })

  return (
    <article
      aria-labelledby={titleId}
      data-testid="booking-card"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ProviderAvatar
          src={booking.provider.profile_image_url}
          name={booking.provider.business_name}
          size={48}
          className="size-12 text-sm"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg leading-tight font-semibold">
              <Link to={providerPath(booking.provider.id)} className="hover:underline">
                {booking.provider.business_name}
              </Link>
            </h2>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {booking.service_type} · <span data-testid="booking-reference">{booking.reference}</span>
          </p>
        </div>
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t('myBookings.dateTime')}</dt>
          <dd className="text-muted-foreground">{when}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('myBookings.address')}</dt>
          <dd className="text-muted-foreground">{booking.booking_address}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('myBookings.amount')}</dt>
          <dd className="text-muted-foreground" data-testid="booking-amount">
            {booking.total_amount > 0
              ? formatMoney(shillingsToCents(booking.total_amount))
              : t('myBookings.amountPending')}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('myBookings.urgency')}</dt>
          <dd className="text-muted-foreground">{t(`services.booking.urgencies.${booking.urgency}`)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-medium">{t('myBookings.description')}</dt>
          <dd className="whitespace-pre-line text-muted-foreground">{booking.service_description}</dd>
        </div>
        {booking.notes && (
          <div className="sm:col-span-2">
            <dt className="font-medium">{t('myBookings.notes')}</dt>
            <dd className="text-muted-foreground" data-testid="booking-notes">
              {booking.notes}
            </dd>
          </div>
        )}
      </dl>

      {customerCancellableStatuses.includes(booking.status) && <CancelBooking bookingId={booking.id} />}
      {booking.status === 'completed' && <BookingReview booking={booking} />}
    </article>
  )
}
