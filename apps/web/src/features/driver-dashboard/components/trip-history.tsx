import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { useDriverTrips } from '../api/get-driver-trips'
import type { RideSummary } from '../api/driver-dashboard-types'
import { fare, formatTripTime } from '../format'

/** The driver's trips, newest first, a page at a time ("Load more" asks for the trips before the last one). */
export function TripHistory() {
  const { t } = useTranslation()
  const trips = useDriverTrips()
  const list = trips.data?.pages.flatMap((page) => page.trips)
  return (
    <section aria-labelledby="driver-trips" className="flex flex-col gap-3">
      <h2 id="driver-trips" className="text-xl font-semibold">
        {t('driverDashboard.history.title')}
      </h2>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              icon={History}
              title={t('driverDashboard.history.empty')}
              description={t('driverDashboard.history.emptyDescription')}
            />
          ) : (
            <>
              <ul className="divide-y" aria-label={t('driverDashboard.history.title')}>
                {list.map((trip) => (
                  <TripRow key={trip.id} trip={trip} />
                ))}
              </ul>
              {trips.hasNextPage && (
                <div className="border-t p-3">
                  <Button
                    variant="outline"
                    className="w-full"
                    disabled={trips.isFetchingNextPage}
                    onClick={() => void trips.fetchNextPage()}
                  >
                    {trips.isFetchingNextPage
                      ? t('driverDashboard.history.loadingMore')
                      : t('driverDashboard.history.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )
        ) : trips.isError ? (
          <ListError
            message={t('driverDashboard.common.loadFailed')}
            retryLabel={t('driverDashboard.common.retry')}
            onRetry={() => void trips.refetch()}
          />
        ) : (
          <ListLoading label={t('driverDashboard.common.loading')} rows={3} />
        )}
      </Card>
    </section>
  )
}

function TripRow({ trip }: { trip: RideSummary }) {
  const { t, i18n } = useTranslation()
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
      data-testid="driver-trip"
    >
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words">
          {t('driverDashboard.history.route', {
            pickup: trip.pickup.name,
            destination: trip.destination.name,
          })}
        </span>
        <time dateTime={trip.created_at} className="text-sm text-muted-foreground">
          {formatTripTime(trip.created_at, i18n.language)}
        </time>
      </div>
      <div className="flex items-center gap-3">
        <Badge variant={trip.status === 'completed' ? 'secondary' : 'outline'}>
          {t(`driverDashboard.history.status.${trip.status}`)}
        </Badge>
        <span className="font-semibold tabular-nums">{fare(trip.final_fare ?? trip.quoted_fare)}</span>
      </div>
    </li>
  )
}
