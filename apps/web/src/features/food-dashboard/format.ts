import { FOOD_TIME_ZONE } from '@soko/shared/food/food.constants'
import { formatMoney } from '@soko/shared/money/format-money'

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

const numberFormat = new Intl.NumberFormat('en-KE')
export const count = (value: number) => numberFormat.format(value)

const formats = new Map<string, Intl.DateTimeFormat>()
function cached(key: string, locale: string, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(`${key}:${locale}`)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', options)
    formats.set(`${key}:${locale}`, format)
  }
  return format
}

/** When an order came in, in Nairobi time: "18:05", with the day when it is not today ("12 Dec, 18:05"). */
export function formatOrderTime(iso: string, locale: string, now = new Date()) {
  const at = new Date(iso)
  const day = cached('day', locale, { day: 'numeric', month: 'short', timeZone: FOOD_TIME_ZONE })
  const time = cached('time', locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: FOOD_TIME_ZONE,
  })
  return day.format(at) === day.format(now) ? time.format(at) : `${day.format(at)}, ${time.format(at)}`
}
