import { formatMoney, formatNumber, shillingsToCents } from '@soko/shared/money/format-money'
import { formatDateTime } from '@/lib/date-format'

// The vendor API gives money as KSh numbers (docs/providers-api.md); the one formatter takes cents.

/** KSh 1,250 */
export const shillings = (amount: number) => formatMoney(shillingsToCents(amount))

export const count = (value: number) => formatNumber(value, 3)

/** 22 Nov 2026 */
export function formatDate(value: string, locale: string) {
  return formatDateTime(new Date(value), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}
