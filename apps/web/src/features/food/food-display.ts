import { formatMoney } from '@soko/shared/money/format-money'
import { DEFAULT_DELIVERY_TIME_MINUTES, DELIVERY_WINDOW_MINUTES } from './food-types'
import { formatDateTime } from '@/lib/date-format'

/** "t-t+15 min" (spec 001 section 9), 30-45 when the time is unknown. */
export function deliveryWindow(minutes: number | null | undefined) {
  const from = minutes && minutes > 0 ? minutes : DEFAULT_DELIVERY_TIME_MINUTES
  return `${from}-${from + DELIVERY_WINDOW_MINUTES} min`
}

/** The fee as money, or null when it is free (the screen says Free in the reader's language). */
export function deliveryFee(cents: number) {
  return cents > 0 ? formatMoney(cents) : null
}

/** The rating with one decimal, or null when the restaurant has none (the screen says N/A). */
export function ratingText(rating: number | null) {
  return rating === null ? null : rating.toFixed(1)
}

/** A phone number as a tel: address (spaces and dashes dropped), or null when there is none. */
export function telHref(phone: string | null | undefined) {
  const digits = phone?.replace(/[^\d+]/g, '') ?? ''
  return digits ? `tel:${digits}` : null
}

/** "Arrives by 14:35" uses the reader's clock in Nairobi time (the restaurants keep it). */
export function clockTime(iso: string, locale: string) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return formatDateTime(date, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Nairobi',
  })
}
