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
