import { CalendarX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useBookings } from '../api/get-bookings'
import { BookingCard } from './booking-card'

/**
 * /bookings: the signed-in customer's service bookings, newest first. A provider's answer arrives as a
 * notification, which refreshes this list (lib/booking-query-keys.ts).
 */
export function BookingsPage() {
  const { t } = useTranslation()
  const query = useBookings()

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('myBookings.title')}</h1>
        <p className="text-muted-foreground">{t('myBookings.subtitle')}</p>
      </div>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('myBookings.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          message={t('myBookings.loadFailed')}
          retryLabel={t('services.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      ) : query.data.bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <CalendarX2 aria-hidden className="size-10 text-muted-foreground" />
          <p className="text-lg font-semibold">{t('myBookings.empty')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('myBookings.emptyDescription')}</p>
          <Button asChild>
            <Link to="/services">{t('myBookings.browse')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('myBookings.title')}>
          {query.data.bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
