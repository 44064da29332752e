/** Money is an integer number of cents in KES. Shown as `KSh 1,250`, cents only when they matter. */
export function formatMoney(cents: number): string {
  const shillings = cents / 100
  const wholeShillings = Number.isInteger(shillings)
  const formatted = shillings.toLocaleString('en-KE', {
    minimumFractionDigits: wholeShillings ? 0 : 2,
    maximumFractionDigits: wholeShillings ? 0 : 2,
  })
  return `KSh ${formatted}`
}

/** Converts a shilling amount typed by a person or stored by the spec into integer cents. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100)
}
