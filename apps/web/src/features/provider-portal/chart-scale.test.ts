import { describe, expect, it } from 'vitest'
import { barShares, compactAmount, niceCeiling } from './chart-scale'

describe('weekly chart scale', () => {
  it('rounds the axis top up to a nice number', () => {
    expect(niceCeiling(0)).toBe(0)
    expect(niceCeiling(3)).toBe(5)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(180)).toBe(200)
    expect(niceCeiling(24_000)).toBe(25_000)
  })

  it('gives each week its share of the axis, a small one still visible and none for zero', () => {
    expect(barShares([0, 5, 10])).toEqual({ max: 10, shares: [0, 0.5, 1] })
    expect(barShares([1, 1000]).shares[0]).toBe(0.02)
    expect(barShares([0, 0])).toEqual({ max: 0, shares: [0, 0] })
    expect(barShares([])).toEqual({ max: 0, shares: [] })
  })

  it('labels the axis briefly', () => {
    expect(compactAmount(950)).toBe('950')
    expect(compactAmount(1200)).toBe('1.2K')
    expect(compactAmount(2_500_000)).toBe('2.5M')
  })
})
