import { formatMoney, formatNumber } from '@soko/shared/money/format-money'
import { formatDateTime as writeDate } from '@/lib/date-format'

/** 22 Nov 2026 */
export function formatDate(value: string, locale: string) {
  return writeDate(new Date(value), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}

/** 22 Nov 2026, 14:05 */
export function formatDateTime(value: string, locale: string) {
  return writeDate(new Date(value), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

export const count = (value: number) => formatNumber(value, 3)

/** +12.5 / -3 / 0 */
export function signedPercent(value: number) {
  const rounded = Number(value.toFixed(1))
  return `${rounded > 0 ? '+' : ''}${rounded}`
}
