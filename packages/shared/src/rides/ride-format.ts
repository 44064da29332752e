// How the rider's and the driver's screens write fares, distances and vehicles (no zod, no i18n).
import { formatNumber } from '../money/format-money'

// The spec shows fares with 2 decimals (001 section 9): "KSh 1,234.50", never rounded to whole shillings as
// formatMoney does for prices.

/** A fare in shillings (the API's `fare`, `quoted_fare`, `final_fare`): KSh 1,250.00. */
export function formatFare(shillings: number) {
  return `KSh ${formatNumber(shillings, 2, 2)}`
}

/** Kilometres with at most one decimal: 8.2. */
export function formatKm(km: number) {
  return formatNumber(km, 1)
}

/** "Toyota Axio 2018" from whatever the driver filled in; '' when nothing. */
export function vehicleName(vehicle: {
  vehicle_make: string | null
  vehicle_model: string | null
  vehicle_year: number | null
}) {
  return [vehicle.vehicle_make, vehicle.vehicle_model, vehicle.vehicle_year]
    .filter((part) => part !== null && part !== '')
    .join(' ')
}
