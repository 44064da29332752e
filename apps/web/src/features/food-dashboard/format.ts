import { FOOD_TIME_ZONE } from '@soko/shared/food/food.constants'
import { formatMoney, formatNumber } from '@soko/shared/money/format-money'
import { formatDateTime } from '@/lib/date-format'

/** KSh 1,250 from exact cents (DESIGN.md: one money formatter). */
export const money = (cents: number) => formatMoney(cents)

export const count = (value: number) => formatNumber(value, 3)

/** When an order came in, in Nairobi time: "18:05", with the day when it is not today ("12 Dec, 18:05"). */
export function formatOrderTime(iso: string, locale: string, now = new Date()) {
  const at = new Date(iso)
  const language = locale === 'sw' ? 'sw-KE' : 'en-KE'
  const day = (date: Date) =>
    formatDateTime(date, language, { day: 'numeric', month: 'short', timeZone: FOOD_TIME_ZONE })
  const time = formatDateTime(at, language, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: FOOD_TIME_ZONE,
  })
  return day(at) === day(now) ? time : `${day(at)}, ${time}`
}
