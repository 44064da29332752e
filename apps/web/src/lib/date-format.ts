// Dates and times written out by hand rather than with Intl.DateTimeFormat: the first Intl object a page makes
// loads ICU's data, a long task of 30-60 ms (four times that on a throttled phone) inside the first render.
// `formatDateTime` writes exactly what `new Intl.DateTimeFormat(locale, options).format(date)` writes for the
// locales and option sets the app uses (names and patterns read from ICU, not guessed); anything else goes to
// a real Intl.DateTimeFormat, made once per locale and options. date-format.test.ts compares the two over
// thousands of dates in several time zones.
//
// One deliberate difference from Node 20: `hour12: false` in 'en' is the 24-hour clock from 00 to 23, as in
// today's browsers (ECMA-402 since 2023); Node 20's V8 still counts 1 to 24 there ("24:05" after midnight).

const words = (text: string) => text.split(' ')
const enMonths = words(
  'January February March April May June July August September October November December',
)
const enDays = words('Sunday Monday Tuesday Wednesday Thursday Friday Saturday')
const swMonths = words('Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba')
// Kiswahili's short weekday is its whole name.
const swDays = words('Jumapili Jumatatu Jumanne Jumatano Alhamisi Ijumaa Jumamosi')
const short = (names: string[]) => names.map((name) => name.slice(0, 3))
const enKeMonths = short(enMonths)
enKeMonths[8] = 'Sept'

/** Per locale: which pattern below it takes, then its short and long months and short and long weekdays. */
const locales: Record<string, [number, ...string[][]]> = {
  en: [0, short(enMonths), enMonths, short(enDays), enDays],
  'en-KE': [1, enKeMonths, enMonths, short(enDays), enDays],
  sw: [1, short(swMonths), swMonths, swDays, swDays],
  'en-CA': [2],
  'en-GB': [3],
}
locales['sw-KE'] = locales.sw as [number, ...string[][]]

/**
 * By the options (in alphabetical order, without timeZone, hour12 and hourCycle): the pattern in 'en', in the
 * day-first locales ('en-KE', 'sw', 'sw-KE'), in 'en-CA' and in 'en-GB'. y year, n two-digit month, d day,
 * D two-digit day, M and L short and long month, E and W short and long weekday, H two-digit hour 00-23,
 * h hour 1-12, K two-digit hour 01-12, m two-digit minute, a AM/PM.
 */
const patterns: Record<string, string[]> = {
  'dateStyle:medium': ['M d, y', 'd M y'],
  'dateStyle:long': ['L d, y', 'd L y'],
  'dateStyle:full': ['W, L d, y', 'W, d L y'],
  'dateStyle:medium,timeStyle:short': ['M d, y, h:m a', 'd M y, H:m'],
  'timeStyle:short': ['h:m a', 'H:m'],
  'day:numeric,month:short': ['M d', 'd M'],
  'day:numeric,month:short,year:numeric': ['M d, y', 'd M y'],
  'day:numeric,hour:2-digit,minute:2-digit,month:short': ['M d, K:m a', 'd M, H:m'],
  'day:numeric,hour:2-digit,minute:2-digit,month:short,year:numeric': ['M d, y, K:m a', 'd M y, H:m'],
  'day:numeric,month:short,weekday:short,year:numeric': ['E, M d, y', 'E, d M y'],
  'day:numeric,month:long,weekday:long,year:numeric': ['W, L d, y', 'W, d L y'],
  'weekday:short': ['E', 'E'],
  'hour:2-digit,minute:2-digit': ['K:m a', 'H:m', '', 'H:m'],
  'hour:2-digit': ['', '', '', 'H'],
  'day:2-digit,month:2-digit,year:numeric': ['', '', 'y-n-D'],
}

interface Plan {
  pattern: string
  names: string[][]
}

/** How to write these options by hand, or undefined when only Intl knows the answer. */
function plan(locale: string, options: Intl.DateTimeFormatOptions): Plan | undefined {
  const [index, ...names] = (Object.hasOwn(locales, locale) && locales[locale]) || []
  const { hour12, hourCycle, timeZone } = options
  if (hourCycle !== undefined && hourCycle !== 'h12' && hourCycle !== 'h23') return
  const key = Object.keys(options)
    .filter((name) => options[name as 'day'] !== undefined && !/^(timeZone|hour12|hourCycle)$/.test(name))
    .sort()
    .map((name) => `${name}:${options[name as 'day']}`)
    .join()
  let pattern = index === undefined ? undefined : patterns[key]?.[index]
  if (!pattern || (timeZone !== undefined && timeZone !== 'UTC' && timeZone !== 'Africa/Nairobi')) return
  if (/[hKH]/.test(pattern)) {
    // The clock: 12-hour with AM/PM in 'en', 00-23 everywhere else, unless the options say.
    const twelve = hour12 ?? (hourCycle ? hourCycle === 'h12' : index === 0)
    if (twelve !== pattern.includes('a')) {
      if (twelve) return
      pattern = pattern.replace(/[hK]:m a/, 'H:m')
    }
  }
  return { pattern, names }
}

const pad = (value: number) => (value < 10 ? '0' : '') + value

// Nairobi has kept UTC+3 without summer time since 31 July 1942; before 1950 Intl answers.
const nairobiFixedSince = Date.UTC(1950, 0, 1)

function write({ pattern, names }: Plan, time: number, timeZone: string | undefined) {
  if (timeZone === 'Africa/Nairobi') {
    if (time < nairobiFixedSince) return
    time += 3 * 3_600_000
  }
  const date = new Date(time)
  const utc = timeZone !== undefined
  const year = utc ? date.getUTCFullYear() : date.getFullYear()
  const month = utc ? date.getUTCMonth() : date.getMonth()
  const day = utc ? date.getUTCDate() : date.getDate()
  const weekday = utc ? date.getUTCDay() : date.getDay()
  const hour = utc ? date.getUTCHours() : date.getHours()
  const minute = utc ? date.getUTCMinutes() : date.getMinutes()
  // Four-digit years only (which also leaves an invalid date to Intl): ICU writes eras outside them.
  if (!(year >= 1000 && year <= 9999)) return
  const twelve = hour % 12 || 12
  const [shortMonths, longMonths, shortDays, longDays] = names
  const parts: Record<string, string | number | undefined> = {
    y: year,
    n: pad(month + 1),
    d: day,
    D: pad(day),
    M: shortMonths?.[month],
    L: longMonths?.[month],
    E: shortDays?.[weekday],
    W: longDays?.[weekday],
    H: pad(hour),
    h: twelve,
    K: pad(twelve),
    m: pad(minute),
    a: hour < 12 ? 'AM' : 'PM',
  }
  return pattern.replace(/\w/g, (token) => String(parts[token]))
}

const entries = new Map<string, { plan?: Plan; intl?: Intl.DateTimeFormat }>()

function entryFor(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = locale + JSON.stringify(options)
  let entry = entries.get(key)
  if (!entry) entries.set(key, (entry = { plan: plan(locale, options) }))
  return entry
}

let readerTimeZone: string | undefined

/**
 * The server's renderer of first screens writes times in the reader's zone, as their browser reported it
 * (`soko_time_zone`, see rememberTimeZone), so the browser hydrating the screen writes the same (decision 031).
 * Undefined: the process's own zone, as the browser's formatter uses its own.
 */
export function renderTimesIn(timeZone: string | undefined) {
  readerTimeZone = timeZone
}

/** The zones formatDateTime writes by hand: the only ones the reader's cookie may name. */
const zonesByOffset: Record<number, string> = { [-180]: 'Africa/Nairobi', 0: 'UTC' }

/**
 * Tells the server which zone this browser writes times in (Kenya keeps UTC+3 all year), for the screens it
 * renders next; a zone the formatter does not write by hand is not named, and the server then writes its own.
 */
export function rememberTimeZone() {
  const zone = zonesByOffset[new Date().getTimezoneOffset()]
  const current = /(?:^|;\s*)soko_time_zone=([^;]*)/.exec(document.cookie)?.[1]
  if (zone === current || (!zone && !current)) return
  document.cookie = zone
    ? `soko_time_zone=${zone}; Path=/; Max-Age=31536000; SameSite=Lax`
    : 'soko_time_zone=; Path=/; Max-Age=0; SameSite=Lax'
}

/**
 * Exactly `new Intl.DateTimeFormat(locale, options).format(date)`, without Intl for the locales ('en', 'en-KE',
 * 'sw', 'sw-KE', 'en-CA', 'en-GB') and options the app uses. A string is read with `new Date(string)`. An
 * invalid date throws the RangeError Intl throws.
 */
export function formatDateTime(
  date: Date | number | string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (readerTimeZone && options.timeZone === undefined) options = { ...options, timeZone: readerTimeZone }
  const entry = entryFor(locale, options)
  const value = typeof date === 'string' ? new Date(date) : date
  const text = entry.plan && write(entry.plan, new Date(value).getTime(), options.timeZone)
  if (text) return text
  entry.intl ??= new Intl.DateTimeFormat(locale, options)
  return entry.intl.format(value)
}

/** Whether formatDateTime writes these options in this locale by hand (the test reads it). */
export const writesByHand = (locale: string, options: Intl.DateTimeFormatOptions) =>
  entryFor(locale, options).plan !== undefined

/** "Tue, 12 May 2026" in the reader's language: a calendar day ('YYYY-MM-DD') shown as that day; anything else as it is. */
export function formatCalendarDay(date: string, language: string) {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime())
    ? date
    : formatDateTime(day, language === 'sw' ? 'sw-KE' : 'en-KE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
}
