import type { weekdays } from '@soko/shared/food/food.constants'
import type { OpeningHours } from './api/food-dashboard-types'

export type Weekday = (typeof weekdays)[number]

// The weekly hours editor's values: one row per day, Monday first as a Kenyan week reads; a day without hours
// is closed. Times are 'HH:MM' in Nairobi time; a closing time before the opening time runs past midnight.

export interface HoursRow {
  /** 0 is Sunday, as the server numbers days. */
  day: Weekday
  open: boolean
  opens: string
  closes: string
}

/** Monday to Sunday. */
export const weekOrder: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0]

export const DEFAULT_OPENS = '08:00'
export const DEFAULT_CLOSES = '22:00'

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/

export const validTime = (value: string) => timeOfDay.test(value)

/** The editor's rows from the restaurant's hours: days it lists are open, the rest closed. */
export function hoursRows(hours: readonly OpeningHours[]): HoursRow[] {
  return weekOrder.map((day) => {
    const entry = hours.find((hour) => hour.day === day)
    return entry
      ? { day, open: true, opens: entry.opens, closes: entry.closes }
      : { day, open: false, opens: DEFAULT_OPENS, closes: DEFAULT_CLOSES }
  })
}

/** What the server stores: the open days only, Sunday first. */
export function hoursInput(rows: readonly HoursRow[]): OpeningHours[] {
  return rows
    .filter((row) => row.open)
    .map(({ day, opens, closes }) => ({ day, opens, closes }))
    .sort((a, b) => a.day - b.day)
}

/** An open day needs both times written like 08:00; a closed day needs nothing. */
export const rowValid = (row: HoursRow) => !row.open || (validTime(row.opens) && validTime(row.closes))

export const hoursValid = (rows: readonly HoursRow[]) => rows.every(rowValid)

/** 18:00 to 02:00: the kitchen closes the next morning. */
export const runsPastMidnight = (row: HoursRow) =>
  row.open && validTime(row.opens) && validTime(row.closes) && row.closes < row.opens

/** Opening and closing at the same minute is open the whole day (the server's rule, food.hours.ts). */
export const wholeDay = (row: HoursRow) =>
  row.open && validTime(row.opens) && validTime(row.closes) && row.closes === row.opens

/** Every day takes the hours (and open or closed) of `day`. */
export function copyToEveryDay(rows: readonly HoursRow[], day: Weekday): HoursRow[] {
  const source = rows.find((row) => row.day === day)
  if (!source) return [...rows]
  return rows.map((row) => ({ ...source, day: row.day }))
}
