import { formatMoney, formatNumber, shillingsToCents } from '@soko/shared/money/format-money'
import { formatFare, formatKm, vehicleName as nameOf } from '@soko/shared/rides/ride-format'
import type { DriverProfile } from './api/driver-dashboard-types'
import { formatDateTime } from '@/lib/date-format'

/** A fare, always with 2 decimals (001 section 9: the fare is shown with 2 decimals): KSh 1,250.00. */
export const fare = formatFare

/** Earnings through the one money formatter: KSh 1,250, cents only when they matter. */
export const money = (shillings: number) => formatMoney(shillingsToCents(shillings))

export const km = formatKm
export const count = (value: number) => formatNumber(value, 3)

/** "Toyota Axio 2015", or null when the driver has not said. */
export function vehicleName(driver: Pick<DriverProfile, 'vehicle_make' | 'vehicle_model' | 'vehicle_year'>) {
  return nameOf(driver) || null
}

/** The rider's first name only on an offer: the full name and phone come once the ride is accepted. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** 27 Nov, 18:05 in Nairobi time, for the trip history. */
export function formatTripTime(iso: string, locale: string) {
  return formatDateTime(new Date(iso), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Nairobi',
  })
}
