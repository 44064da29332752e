// Written out by hand rather than with Intl.NumberFormat: the first Intl object a page makes loads the
// locale's data, about 140 ms of a slow phone's main thread (Lighthouse's 4x CPU) on every screen that shows a
// price, in the same task as the app's start (issue 19). Kenyan shillings group by thousands with a comma and
// use a point for cents, exactly as `Intl.NumberFormat('en-KE')` writes them; the test compares the two.

/** 1234567 as "1,234,567". */
function groupThousands(digits: string) {
  let out = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    out = end === digits.length ? digits.slice(start, end) : `${digits.slice(start, end)},${out}`
  }
  return out || '0'
}

/** A string of decimal digits plus one ("199" to "200"). */
function incremented(digits: string) {
  const out = digits.split('')
  let at = out.length - 1
  while (at >= 0 && out[at] === '9') {
    out[at] = '0'
    at -= 1
  }
  if (at < 0) return `1${out.join('')}`
  out[at] = String(Number(out[at]) + 1)
  return out.join('')
}

/**
 * A number as `Intl.NumberFormat('en-KE', { minimumFractionDigits, maximumFractionDigits })` writes it:
 * thousands grouped with a comma, rounded half away from zero on the number's shortest decimal form (0.95 to
 * one digit is 1, as ICU does, where `toFixed` says 0.9), trailing zeros kept down to `minimumFractionDigits`.
 */
export function formatNumber(value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  const shortest = String(Math.abs(value))
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    // Exponent notation (below a millionth or from 1e21) and NaN: rare enough to ask Intl.
    return new Intl.NumberFormat('en-KE', { minimumFractionDigits, maximumFractionDigits }).format(value)
  }
  const [whole = '0', fraction = ''] = shortest.split('.')
  let kept = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = incremented(kept)
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits) || '0'
  let digits = kept.slice(kept.length - maximumFractionDigits)
  while (digits.length > minimumFractionDigits && digits.endsWith('0')) digits = digits.slice(0, -1)
  // Intl keeps the minus of a negative number that rounds to zero ("-0"), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${groupThousands(wholeDigits)}${digits ? `.${digits}` : ''}`
}

/** Money is an integer number of cents in KES. Shown as `KSh 1,250`, cents only when they matter. */
export function formatMoney(cents: number): string {
  const whole = Math.round(cents)
  const size = Math.abs(whole)
  const shillings = Math.floor(size / 100)
  const rest = size % 100
  const sign = whole < 0 ? '-' : ''
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`
  return `KSh ${sign}${groupThousands(String(shillings))}${fraction}`
}

/** Converts a shilling amount typed by a person or stored by the spec into integer cents. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100)
}
