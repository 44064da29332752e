import { EVENTS_TIME_ZONE } from '@soko/shared/events/event.constants'

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENTS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** Today in Nairobi, 'YYYY-MM-DD': an event whose last day is before it has ended. */
export const nairobiToday = (now = new Date()) => dateFormat.format(now)

/** 'HH:MM' in Nairobi. */
export const nairobiTime = (at: Date) => timeFormat.format(at)
