import { describe, expect, it } from 'vitest'
import { formatMoney, shillingsToCents } from './format-money'

describe('formatMoney', () => {
  it('shows whole shillings with thousands separators', () => {
    expect(formatMoney(125_000)).toBe('KSh 1,250')
    expect(formatMoney(0)).toBe('KSh 0')
    expect(formatMoney(10_000_000_00)).toBe('KSh 10,000,000')
  })
  it('shows cents only when they matter', () => {
    expect(formatMoney(125_050)).toBe('KSh 1,250.50')
  })
})

describe('shillingsToCents', () => {
  it('rounds to whole cents', () => {
    expect(shillingsToCents(12.345)).toBe(1235)
    expect(shillingsToCents(1250)).toBe(125_000)
  })
})
