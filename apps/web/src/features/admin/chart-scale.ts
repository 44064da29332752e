// The revenue chart's arithmetic, apart from the SVG so it can be tested: a "nice" top of the axis, its
// ticks, and one bar per day.

/** The smallest 1, 2, 2.5 or 5 times a power of ten at or above `value` (0 for nothing to show). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power
    // Floating point: 0.30000000000000004 still counts as 0.3.
    if (candidate >= value - power * 1e-9) return Number(candidate.toPrecision(12))
  }
  return 10 * power
}

/** `count` + 1 evenly spaced values from 0 to `max` (just [0] when max is 0). */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0]
  return Array.from({ length: count + 1 }, (_, index) => Number(((max * index) / count).toPrecision(12)))
}

export interface Bar {
  index: number
  x: number
  y: number
  width: number
  height: number
  value: number
}

export interface BarLayout {
  max: number
  ticks: number[]
  bars: Bar[]
}

/**
 * Bars filling `width` x `height` with `gap` between them; a value of 0 has no height, a positive value at
 * least 1 unit so a small day still shows.
 */
export function layoutBars(values: readonly number[], width: number, height: number, gap = 2): BarLayout {
  const max = niceCeiling(Math.max(0, ...values))
  const ticks = axisTicks(max)
  if (values.length === 0) return { max, ticks, bars: [] }
  const slot = width / values.length
  const barWidth = Math.max(1, slot - gap)
  const bars = values.map((raw, index) => {
    const value = Math.max(0, raw)
    const scaled = max === 0 ? 0 : (value / max) * height
    const barHeight = value > 0 ? Math.max(1, scaled) : 0
    return {
      index,
      x: index * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
      value,
    }
  })
  return { max, ticks, bars }
}

/** A short axis label: 1.2K, 35K, 1.5M. */
export function compactAmount(value: number): string {
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`
  if (value >= 1_000) return `${trim(value / 1_000)}K`
  return trim(value)
}

function trim(value: number) {
  return String(Number(value.toFixed(1)))
}
