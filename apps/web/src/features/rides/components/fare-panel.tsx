import { Clock, Route } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { rideErrorText } from '../ride-errors'
import { formatFare, formatKm } from '../ride-format'
import type { VehicleType } from '../ride-types'
import type { QuoteState } from '../use-ride-quote'

/** The estimated fare panel: distance, duration and the fare of the chosen vehicle, with 2 decimals. */
export function FarePanel({ state, vehicleType }: { state: QuoteState; vehicleType: VehicleType }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="fare-title"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-xl bg-muted/60 p-4"
      data-testid="fare-panel"
    >
      <h3 id="fare-title" className="text-sm font-medium text-muted-foreground">
        {t('rides.fare.title')}
      </h3>
      {state.status === 'idle' && <p className="text-sm">{t('rides.fare.idle')}</p>}
      {state.status === 'calculating' && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          {t('rides.fare.calculating')}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rideErrorText(state.error, t, t('rides.fare.failed'))}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className="text-3xl font-bold tracking-tight text-primary" data-testid="fare-amount">
            {formatFare(state.quote.fares[vehicleType])}
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="flex items-center gap-2">
              <Route aria-hidden className="size-4 text-muted-foreground" />
              <dt className="sr-only">{t('rides.fare.distance')}</dt>
              <dd data-testid="fare-distance">
                {t('rides.fare.km', { km: formatKm(state.quote.distance_km) })}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-muted-foreground" />
              <dt className="sr-only">{t('rides.fare.duration')}</dt>
              <dd data-testid="fare-duration">
                {t('rides.fare.minutes', { count: state.quote.duration_min[vehicleType] })}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  )
}
