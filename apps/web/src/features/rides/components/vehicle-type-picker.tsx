import { RATE_PER_KM, vehicleTypes } from '@soko/shared/rides/rides.constants'
import { useTranslation } from 'react-i18next'
import { formatFare } from '../ride-format'
import type { Quote, VehicleType } from '../ride-types'
import { VehicleIcon } from './vehicle-icon'

/** The vehicle type cards (001 "Rides"): Taxi 80 KSh/km, Boda Boda 50 KSh/km, with each fare once known. */
export function VehicleTypePicker({
  value,
  onChange,
  quote,
}: {
  value: VehicleType
  onChange: (type: VehicleType) => void
  quote: Quote | null
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t('rides.plan.vehicle')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {vehicleTypes.map((type) => (
          <label
            key={type}
            className="flex min-h-20 cursor-pointer flex-col gap-1 rounded-xl border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            data-testid={`vehicle-${type}`}
          >
            <input
              type="radio"
              name="vehicle-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <span className="flex items-center gap-2 font-semibold">
              <VehicleIcon type={type} className="size-5 text-primary" />
              {t(`rides.vehicles.${type}`)}
            </span>
            <span className="text-sm text-muted-foreground">
              {t('rides.plan.rate', { rate: RATE_PER_KM[type] })}
            </span>
            {quote && <span className="text-sm font-medium">{formatFare(quote.fares[type])}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
