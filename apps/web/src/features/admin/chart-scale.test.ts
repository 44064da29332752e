import { describe, expect, it } from 'vitest'
import { axisTicks, compactAmount, layoutBars, niceCeiling } from './chart-scale'

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(0)
    expect(niceCeiling(-5)).toBe(0)
    expect(niceCeiling(1)).toBe(1)
    expect(niceCeiling(1.2)).toBe(2)
    expect(niceCeiling(2.2)).toBe(2.5)
    expect(niceCeiling(3)).toBe(5)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(12_450)).toBe(20_000)
    expect(niceCeiling(250_000)).toBe(250_000)
    expect(niceCeiling(0.3)).toBe(0.5)
  })
})

describe('axisTicks', () => {
  it('spaces four steps from zero to the top', () => {
    expect(axisTicks(20_000)).toEqual([0, 5_000, 10_000, 15_000, 20_000])
    expect(axisTicks(0)).toEqual([0])
  })
})

describe('layoutBars', () => {
  it('scales the bars against the nice top and keeps them inside the box', () => {
    const { max, bars } = layoutBars([0, 500, 1_000, 2_000], 400, 100, 4)
    expect(max).toBe(2_000)
    expect(bars.map((bar) => bar.height)).toEqual([0, 25, 50, 100])
    expect(bars.map((bar) => bar.y)).toEqual([100, 75, 50, 0])
    expect(bars[0]).toMatchObject({ x: 2, width: 96 })
    expect(bars[3]!.x + bars[3]!.width).toBeLessThanOrEqual(400)
  })

  it('gives a tiny positive day a visible bar and treats negatives as zero', () => {
    const { bars } = layoutBars([1, 100_000, -3], 300, 100)
    expect(bars[0]!.height).toBe(1)
    expect(bars[2]!.height).toBe(0)
  })

  it('handles an empty or all-zero period', () => {
    expect(layoutBars([], 100, 100).bars).toEqual([])
    const zero = layoutBars([0, 0], 100, 100)
    expect(zero.max).toBe(0)
    expect(zero.bars.every((bar) => bar.height === 0)).toBe(true)
  })
})

describe('compactAmount', () => {
  it('shortens thousands and millions', () => {
    expect(compactAmount(0)).toBe('0')
    expect(compactAmount(950)).toBe('950')
    expect(compactAmount(1_250)).toBe('1.3K')
    expect(compactAmount(35_000)).toBe('35K')
    expect(compactAmount(2_500_000)).toBe('2.5M')
  })
})
