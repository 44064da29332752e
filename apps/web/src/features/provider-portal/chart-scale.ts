// The weekly charts' arithmetic, apart from the SVG so it can be tested.

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value` (0 for nothing to show). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power
    if (candidate >= value - power * 1e-9) return Number(candidate.toPrecision(12))
  }
  return 10 * power
}

/** Each value's bar height as a share (0 to 1) of the axis top; a positive value shows at least a sliver. */
export function barShares(values: readonly number[]): { max: number; shares: number[] } {
  const max = niceCeiling(Math.max(0, ...values))
  const shares = values.map((value) => {
    if (max === 0 || value <= 0) return 0
    return Math.max(0.02, value / max)
  })
  return { max, shares }
}

/** A short axis label: 1.2K, 35K, 1.5M. */
export function compactAmount(value: number): string {
  const trim = (amount: number) => String(Number(amount.toFixed(1)))
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`
  if (value >= 1_000) return `${trim(value / 1_000)}K`
  return trim(value)
}
