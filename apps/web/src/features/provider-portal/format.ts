import { formatMoney, formatNumber, shillingsToCents } from '@soko/shared/money/format-money'
import { formatDateTime } from '@/lib/date-format'

// The providers API gives money as KSh numbers (docs/providers-api.md); the one formatter takes cents.

/** KSh 1,250 */
export const shillings = (amount: number) => formatMoney(shillingsToCents(amount))

export const count = (value: number) => formatNumber(value, 3)

/** 4.8, or null when there is no rating yet (the screen shows N/A). */
export function rating(value: number | null | undefined) {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value.toFixed(1) : null
}

/**
 * 22 Nov 2026 for a calendar date (YYYY-MM-DD, read as that day wherever the reader is) or a timestamp.
 */
export function formatDate(value: string, locale: string) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return formatDateTime(day, locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** 22 Nov: a week's first day on a chart axis. */
export function formatShortDate(value: string, locale: string) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return formatDateTime(day, locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
}

/** "1,500" for a whole amount and "1,500.50" when cents matter: what an amount field starts with. */
export function amountInput(amount: number) {
  return amount > 0 ? String(Number(amount.toFixed(2))) : ''
}
