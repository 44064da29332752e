import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber, shillingsToCents } from './format-money'

describe('formatMoney', () => {
  it('shows whole shillings with thousands separators', () => {
    expect(formatMoney(125_000)).toBe('KSh 1,250')
    expect(formatMoney(0)).toBe('KSh 0')
    expect(formatMoney(10_000_000_00)).toBe('KSh 10,000,000')
  })
  it('shows cents only when they matter', () => {
    expect(formatMoney(125_050)).toBe('KSh 1,250.50')
    expect(formatMoney(5)).toBe('KSh 0.05')
  })
  it('writes every amount exactly as Intl.NumberFormat en-KE does', () => {
    const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 })
    const cents = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const intl = (amount: number) => `KSh ${(amount % 100 === 0 ? whole : cents).format(amount / 100)}`
    const amounts = [0, 1, 99, 100, 101, 999_99, 1_000_00, 12_345_67, 100_000_00, 999_999_99, 1_000_000_00]
    for (let i = 0; i < 2000; i += 1) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))))
    for (const amount of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)])
      expect(formatMoney(amount), String(amount)).toBe(intl(amount))
  })
})

describe('shillingsToCents', () => {
  it('rounds to whole cents', () => {
    expect(shillingsToCents(12.345)).toBe(1235)
    expect(shillingsToCents(1250)).toBe(125_000)
  })
})

describe('formatNumber', () => {
  it('writes numbers exactly as Intl.NumberFormat en-KE does, for the digit settings the app uses', () => {
    const values = [
      0, -0, 0.5, 1.5, 2.5, -2.5, 0.05, 0.95, 1.005, 1.045, 12.25, 999.95, 999_999.5, 1234.5678, -0.04,
    ]
    for (let i = 0; i < 3000; i += 1) {
      const size = 10 ** (i % 9)
      values.push(Math.random() * size, -Math.random() * size, Math.round(Math.random() * size * 1000) / 1000)
    }
    for (const [max, min] of [
      [0, 0],
      [1, 0],
      [2, 2],
      [3, 0],
    ] as const) {
      const intl = new Intl.NumberFormat('en-KE', { minimumFractionDigits: min, maximumFractionDigits: max })
      for (const value of values)
        expect(formatNumber(value, max, min), `${value} ${max} ${min}`).toBe(intl.format(value))
    }
  })
})
