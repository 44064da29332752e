import { formatMoney } from '@soko/shared/money/format-money'
import { formatDateTime } from '@/lib/date-format'

/** A plan's rating to one decimal (the server's average), e.g. "4.0". */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1)

/** "KSh 5,000" from cents. */
export const formatKsh = (cents: number) => formatMoney(cents)

/** "3 May 2026" in the reader's language. */
export function formatDay(value: string, locale: string) {
  return formatDateTime(new Date(value), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}
