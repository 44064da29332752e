import { formatMoney } from '@soko/shared/money/format-money'

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached(map: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = map.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', options)
    map.set(locale, format)
  }
  return format
}

/** 22 Nov 2026 */
export function formatDate(value: string, locale: string) {
  return cached(dateFormats, locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(value),
  )
}

/** 22 Nov 2026, 14:05 */
export function formatDateTime(value: string, locale: string) {
  return cached(dateTimeFormats, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value))
}

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

const numberFormat = new Intl.NumberFormat('en-KE')
export const count = (value: number) => numberFormat.format(value)

/** +12.5 / -3 / 0 */
export function signedPercent(value: number) {
  const rounded = Number(value.toFixed(1))
  return `${rounded > 0 ? '+' : ''}${rounded}`
}
