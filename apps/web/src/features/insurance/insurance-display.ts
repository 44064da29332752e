import { formatMoney } from '@soko/shared/money/format-money'

/** A plan's rating to one decimal (the server's average), e.g. "4.0". */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1)

/** "KSh 5,000" from cents. */
export const formatKsh = (cents: number) => formatMoney(cents)

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** "3 May 2026" in the reader's language. */
export function formatDay(value: string, locale: string) {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    dayFormats.set(locale, format)
  }
  return format.format(new Date(value))
}
