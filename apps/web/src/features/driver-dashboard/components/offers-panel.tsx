import { BellRing, PowerOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { useDriverOffers } from '../api/get-driver-offers'
import { OfferCard } from './offer-card'

/**
 * Incoming ride requests while the driver is online and free: the live channel refreshes the list when one
 * arrives or closes (`rides.offer`, `rides.offer_closed`), so the driver does not reload.
 */
export function OffersPanel({ online }: { online: boolean }) {
  const { t } = useTranslation()
  const offers = useDriverOffers(online)
  const list = offers.data?.offers
  return (
    <section aria-labelledby="driver-offers" className="flex flex-col gap-3">
      <h2 id="driver-offers" className="text-xl font-semibold">
        {t('driverDashboard.offers.title')}
      </h2>
      {/* A new request is read out without moving the focus (the card appears without a reload). */}
      <p aria-live="polite" className="sr-only" data-testid="offers-announcer">
        {online && list && list.length > 0 ? t('driverDashboard.offers.waiting', { count: list.length }) : ''}
      </p>
      {!online ? (
        <Card>
          <ListEmpty icon={PowerOff} title={t('driverDashboard.offers.offline')} />
        </Card>
      ) : list ? (
        list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={BellRing}
              title={t('driverDashboard.offers.empty')}
              description={t('driverDashboard.offers.emptyDescription')}
            />
          </Card>
        ) : (
          <ul
            className="grid grid-cols-1 gap-3 md:grid-cols-2"
            aria-label={t('driverDashboard.offers.title')}
          >
            {list.map((offer) => (
              <li key={offer.ride_id} className="min-w-0">
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )
      ) : offers.isError ? (
        <Card>
          <ListError
            message={t('driverDashboard.common.loadFailed')}
            retryLabel={t('driverDashboard.common.retry')}
            onRetry={() => void offers.refetch()}
          />
        </Card>
      ) : (
        <Card>
          <ListLoading label={t('driverDashboard.common.loading')} rows={2} />
        </Card>
      )}
    </section>
  )
}
