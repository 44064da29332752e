import { CalendarX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ListEmpty } from '@/components/ui/list-states'
import type { Booking } from '../api/provider-types'
import { shillings } from '../format'
import { useBookingWhen } from './booking-card'
import { BookingStatusBadge } from './booking-status-badge'

/** The dashboard's latest bookings in brief: who, what, when, how much, and the status. */
export function RecentBookings({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation()
  const when = useBookingWhen()
  if (bookings.length === 0)
    return (
      <ListEmpty
        icon={CalendarX}
        title={t('providerPortal.bookings.emptyTitle')}
        description={t('providerPortal.bookings.emptyDescription')}
      />
    )
  return (
    <ul className="flex flex-col divide-y" data-testid="recent-bookings">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="font-medium break-words">
              {booking.contact_name || booking.customer.full_name}
            </span>
            <span className="line-clamp-2 text-sm break-words text-muted-foreground">
              {booking.service_description}
            </span>
            <span className="text-xs text-muted-foreground">{when(booking)}</span>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <BookingStatusBadge status={booking.status} />
            <span className="text-sm font-medium tabular-nums">{shillings(booking.total_amount)}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
