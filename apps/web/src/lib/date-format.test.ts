import { afterAll, describe, expect, it } from 'vitest'
import { formatDateTime, writesByHand } from './date-format'

// formatDateTime must write exactly what Intl.DateTimeFormat writes. Intl is the reference here, made after
// the time zone below is set, so the reader's own clock (no timeZone option) is checked in several zones.

const appLocales = ['en', 'en-KE', 'sw', 'sw-KE']

/** Every option set a screen passes (features/*, components/*, lib/*), with the locales it passes. */
const used: [string[], Intl.DateTimeFormatOptions][] = [
  [appLocales, { dateStyle: 'medium' }],
  [appLocales, { dateStyle: 'medium', timeStyle: 'short' }],
  [appLocales, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }],
  [appLocales, { dateStyle: 'long' }],
  [appLocales, { dateStyle: 'full', timeZone: 'UTC' }],
  [appLocales, { timeStyle: 'short' }],
  [appLocales, { hour: '2-digit', minute: '2-digit' }],
  [appLocales, { hour: '2-digit', minute: '2-digit', hour12: false }],
  [appLocales, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Nairobi' }],
  [appLocales, { day: 'numeric', month: 'short', year: 'numeric' }],
  [appLocales, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }],
  [appLocales, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' }],
  [appLocales, { day: 'numeric', month: 'short', timeZone: 'UTC' }],
  [appLocales, { day: 'numeric', month: 'short', timeZone: 'Africa/Nairobi' }],
  [appLocales, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }],
  [appLocales, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }],
  [
    appLocales,
    {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Africa/Nairobi',
    },
  ],
  [
    appLocales,
    {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Africa/Nairobi',
    },
  ],
  [appLocales, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }],
  [appLocales, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
  [appLocales, { weekday: 'short', timeZone: 'UTC' }],
  [['en-CA'], { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }],
  [['en-GB'], { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  [['en-GB'], { timeZone: 'Africa/Nairobi', hour: '2-digit', hourCycle: 'h23' }],
]

/**
 * The reference. Node 20's V8 gives `hour12: false` in an AM/PM locale ('en') the 1-24 clock ("24:05" after
 * midnight); browsers today (Chromium, Firefox, Safari) and ECMA-402 since 2023 give it 00-23, which is what
 * formatDateTime writes, so that case is compared with `hourCycle: 'h23'`, the browsers' reading of it.
 */
function reference(locale: string, options: Intl.DateTimeFormatOptions) {
  const h23 =
    options.hour12 === false && new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12
  if (!h23) return new Intl.DateTimeFormat(locale, options)
  const { hour12: _, ...rest } = options
  return new Intl.DateTimeFormat(locale, { ...rest, hourCycle: 'h23' })
}

// A fixed seed: the same dates every run.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Instants across 2000-2040 and the wall-clock edges (midnight, noon, single digits, month ends). */
function dates() {
  const next = random(20260501)
  const from = Date.UTC(2000, 0, 1)
  const to = Date.UTC(2041, 0, 1)
  const list: Date[] = []
  for (let i = 0; i < 1500; i += 1) list.push(new Date(from + Math.floor(next() * (to - from))))
  for (const year of [2000, 2024, 2026, 2040]) {
    for (let month = 0; month < 12; month += 1) {
      const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
      for (const day of [1, 9, 10, last]) {
        for (const hour of [0, 1, 9, 11, 12, 13, 23]) {
          const minute = next() < 0.5 ? 0 : 59
          // The same wall clock in the reader's zone, in UTC and in Nairobi.
          list.push(new Date(year, month, day, hour, minute))
          list.push(new Date(Date.UTC(year, month, day, hour, minute)))
          list.push(new Date(Date.UTC(year, month, day, hour - 3, 5)))
        }
      }
    }
  }
  return list
}

const originalZone = process.env.TZ
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ
  else process.env.TZ = originalZone
})

// Setting TZ in a running Node resets its clock (V8's date cache and ICU's default zone): the check below
// proves it did before the comparison counts.
describe.each(['Africa/Nairobi', 'UTC', 'America/New_York', 'Asia/Kolkata'])('in %s', (zone) => {
  it('writes every option set the app uses exactly as Intl does, by hand', () => {
    process.env.TZ = zone
    expect(new Date(Date.UTC(2026, 0, 1, 12)).getHours()).toBe(
      Number(
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', timeZone: zone }).format(
          Date.UTC(2026, 0, 1, 12),
        ),
      ),
    )
    const list = dates()
    let compared = 0
    for (const [locales, options] of used) {
      for (const locale of locales) {
        expect(writesByHand(locale, options), `${locale} ${JSON.stringify(options)}`).toBe(true)
        const intl = reference(locale, options)
        for (const date of list) {
          const expected = intl.format(date)
          if (formatDateTime(date, locale, options) !== expected) {
            expect(
              formatDateTime(date, locale, options),
              `${locale} ${JSON.stringify(options)} ${date.toISOString()}`,
            ).toBe(expected)
          }
          compared += 1
        }
      }
    }
    expect(compared).toBeGreaterThan(100_000)
  }, 60_000)
})

describe('formatDateTime', () => {
  // Beyond what the screens use: every combination of options it writes by hand, in the six locales.
  it('writes every other option set it claims by hand exactly as Intl does', () => {
    const choices = {
      dateStyle: [undefined, 'full', 'long', 'medium', 'short'],
      timeStyle: [undefined, 'short', 'medium'],
      weekday: [undefined, 'short', 'long'],
      day: [undefined, 'numeric', '2-digit'],
      month: [undefined, 'short', 'long', 'numeric', '2-digit'],
      year: [undefined, 'numeric'],
      hour: [undefined, 'numeric', '2-digit'],
      minute: [undefined, 'numeric', '2-digit'],
      clock: [{}, { hour12: true }, { hour12: false }, { hourCycle: 'h12' }, { hourCycle: 'h23' }],
    } as const
    const combos: Intl.DateTimeFormatOptions[] = [{}]
    for (const [key, values] of Object.entries(choices)) {
      const grown: Intl.DateTimeFormatOptions[] = []
      for (const combo of combos) {
        for (const value of values) {
          if (key === 'clock') grown.push({ ...combo, ...(value as object) })
          else grown.push(value === undefined ? combo : { ...combo, [key]: value })
        }
      }
      combos.splice(0, combos.length, ...grown)
    }
    const list = dates().filter((_, index) => index % 23 === 0)
    let claimed = 0
    for (const locale of [...appLocales, 'en-CA', 'en-GB']) {
      for (const combo of combos) {
        const styled = combo.dateStyle !== undefined || combo.timeStyle !== undefined
        const components = ['weekday', 'day', 'month', 'year', 'hour', 'minute'].some((key) => key in combo)
        if (styled && components) continue // Intl throws: no formatter to compare with
        const options = { ...combo, timeZone: 'UTC' }
        if (!writesByHand(locale, options)) continue
        claimed += 1
        const intl = reference(locale, options)
        for (const date of list) {
          const expected = intl.format(date)
          if (formatDateTime(date, locale, options) !== expected) {
            expect(
              formatDateTime(date, locale, options),
              `${locale} ${JSON.stringify(options)} ${date.toISOString()}`,
            ).toBe(expected)
          }
        }
      }
    }
    expect(claimed).toBeGreaterThan(100)
  }, 60_000)

  it('takes a Date, a time value or an ISO string', () => {
    const iso = '2026-11-05T04:05:00Z'
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' } as const
    expect(formatDateTime(new Date(iso), 'en', options)).toBe('Nov 5, 2026, 7:05 AM')
    expect(formatDateTime(Date.parse(iso), 'en-KE', options)).toBe('5 Nov 2026, 07:05')
    expect(formatDateTime(iso, 'sw-KE', options)).toBe('5 Nov 2026, 07:05')
    expect(formatDateTime(iso, 'sw-KE', { dateStyle: 'full', timeZone: 'UTC' })).toBe(
      'Alhamisi, 5 Novemba 2026',
    )
    expect(formatDateTime(iso, 'en-KE', { month: 'short', day: 'numeric', timeZone: 'UTC' })).toBe('5 Nov')
    expect(formatDateTime('2026-09-05T00:00:00Z', 'en-KE', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '5 Sept 2026',
    )
  })

  it('throws the RangeError Intl throws for an invalid date', () => {
    expect(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Number.NaN)).toThrow(
      RangeError,
    )
    expect(() => formatDateTime(new Date('not a date'), 'en', { dateStyle: 'medium' })).toThrow(RangeError)
    expect(() => formatDateTime('not a date', 'sw', { dateStyle: 'medium' })).toThrow(RangeError)
  })

  it('asks Intl for what it does not write by hand, with the same answer', () => {
    process.env.TZ = 'Africa/Nairobi'
    const uncovered: [string, Intl.DateTimeFormatOptions][] = [
      ['en', { month: 'long', year: 'numeric', timeZone: 'UTC' }],
      ['en', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }],
      ['en-KE', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }],
      ['sw', { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }],
      ['en', { dateStyle: 'medium', timeZone: 'America/New_York' }],
      ['en', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' }],
      ['en', { era: 'short', year: 'numeric', timeZone: 'UTC' }],
      ['fr', { dateStyle: 'long', timeZone: 'UTC' }],
      ['en-US', { dateStyle: 'medium', timeZone: 'UTC' }],
      ['sw', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h11', timeZone: 'UTC' }],
    ]
    const list = dates().slice(0, 500)
    for (const [locale, options] of uncovered) {
      expect(writesByHand(locale, options), `${locale} ${JSON.stringify(options)}`).toBe(false)
      const intl = new Intl.DateTimeFormat(locale, options)
      for (const date of list) expect(formatDateTime(date, locale, options)).toBe(intl.format(date))
    }
    // Before 1950 Nairobi's clock was not yet UTC+3, and years outside 1000-9999 are ICU's to write.
    const old = [
      new Date(Date.UTC(1930, 5, 1, 22, 0)),
      new Date(Date.UTC(1941, 0, 1, 21, 0)),
      new Date(Date.UTC(999, 0, 1)),
    ]
    for (const date of old) {
      for (const options of [
        { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' },
        { dateStyle: 'medium', timeZone: 'UTC' },
      ] as const) {
        expect(formatDateTime(date, 'en', options)).toBe(new Intl.DateTimeFormat('en', options).format(date))
      }
    }
  })
})
