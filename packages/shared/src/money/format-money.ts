// toLocaleString builds a new number formatter on every call, which showed up as the most expensive
// function of the shop's first render on a slow phone; two cached formatters do the same job.
const wholeFormat = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 0 })
const centsFormat = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Money is an integer number of cents in KES. Shown as `KSh 1,250`, cents only when they matter. */
export function formatMoney(cents: number): string {
  const shillings = cents / 100
  const format = Number.isInteger(shillings) ? wholeFormat : centsFormat
  return `KSh ${format.format(shillings)}`
}

/** Converts a shilling amount typed by a person or stored by the spec into integer cents. */
export function shillingsToCents(shillings: number): number {
  return Math.round(shillings * 100)
}
