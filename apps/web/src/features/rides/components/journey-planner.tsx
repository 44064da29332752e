import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceInput, Quote, VehicleType } from '../ride-types'
import type { QuoteState } from '../use-ride-quote'
import { FarePanel } from './fare-panel'
import { PlaceCombobox } from './place-combobox'
import { UseMyLocationButton } from './use-my-location-button'
import { VehicleTypePicker } from './vehicle-type-picker'

/** The Plan Your Journey card: pickup (with use my location), destination, vehicle type and the fare. */
export function JourneyPlanner({
  pickup,
  destination,
  vehicleType,
  quote,
  onPickup,
  onDestination,
  onVehicleType,
  children,
}: {
  pickup: PlaceInput | null
  destination: PlaceInput | null
  vehicleType: VehicleType
  quote: QuoteState
  onPickup: (place: PlaceInput | null) => void
  onDestination: (place: PlaceInput | null) => void
  onVehicleType: (type: VehicleType) => void
  /** The Book Ride button and its hint. */
  children: ReactNode
}) {
  const { t } = useTranslation()
  const ready: Quote | null = quote.status === 'ready' ? quote.quote : null
  return (
    <section
      aria-labelledby="plan-title"
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id="plan-title" className="text-xl font-semibold">
        {t('rides.plan.title')}
      </h2>
      <PlaceCombobox
        label={t('rides.plan.pickup')}
        placeholder={t('rides.plan.pickupPlaceholder')}
        value={pickup}
        onChange={onPickup}
        action={
          <UseMyLocationButton
            onFound={(place) => onPickup({ name: place.name, lat: place.lat, lng: place.lng })}
          />
        }
      />
      <PlaceCombobox
        label={t('rides.plan.destination')}
        placeholder={t('rides.plan.destinationPlaceholder')}
        value={destination}
        onChange={onDestination}
      />
      <VehicleTypePicker value={vehicleType} onChange={onVehicleType} quote={ready} />
      <FarePanel state={quote} vehicleType={vehicleType} />
      {children}
    </section>
  )
}
