import { bookingStatuses, type BookingStatus } from '@soko/shared/providers/provider.constants'
import { CalendarX } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { ListEmpty, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { useProviderBookings } from '../api/get-provider-bookings'
import { BookingCard } from './booking-card'
import { QueryError } from './query-error'

function readStatus(value: string | null): BookingStatus | undefined {
  return (bookingStatuses as readonly string[]).includes(value ?? '') ? (value as BookingStatus) : undefined
}

/** /services-app/bookings: every booking made with the provider, filtered by status (?status=). */
export function BookingsPage() {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const status = readStatus(params.get('status'))
  const bookings = useProviderBookings({ status })

  function setStatus(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (readStatus(next)) updated.set('status', next)
        else updated.delete('status')
        return updated
      },
      { replace: true },
    )
  }

  const list = bookings.data?.bookings
  return (
    <>
      <PageHeader
        title={t('providerPortal.bookings.title')}
        subtitle={t('providerPortal.bookings.subtitle')}
      />
      <div className="flex flex-col gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-status`}>{t('providerPortal.bookings.statusFilter')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t('providerPortal.bookings.allStatuses')}</option>
          {bookingStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`providerPortal.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <section
        aria-label={t('providerPortal.bookings.listLabel')}
        aria-busy={bookings.isFetching}
        className="flex flex-col gap-4"
      >
        {bookings.isError && !list ? (
          <Card>
            <QueryError error={bookings.error} onRetry={() => void bookings.refetch()} />
          </Card>
        ) : !list ? (
          <Card>
            <ListLoading label={t('providerPortal.common.loading')} />
          </Card>
        ) : list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={CalendarX}
              title={t('providerPortal.bookings.emptyTitle')}
              description={
                status
                  ? t('providerPortal.bookings.emptyFiltered')
                  : t('providerPortal.bookings.emptyDescription')
              }
              action={
                status ? (
                  <Button variant="outline" onClick={() => setStatus('')}>
                    {t('providerPortal.bookings.showAll')}
                  </Button>
                ) : undefined
              }
            />
          </Card>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('providerPortal.bookings.count', { count: list.length })}
            </p>
            <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              {list.map((booking) => (
                <li key={booking.id} className="min-w-0">
                  <BookingCard booking={booking} headingLevel={2} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  )
}
