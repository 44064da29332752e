import { describe, expect, it } from 'vitest'
import { missingQuoteFields, quoteDefaults, toQuoteRequest, type QuoteFormValues } from './quote-form'

const filled: QuoteFormValues = {
  full_name: ' Wanjiku Kamau ',
  email: 'wanjiku@example.com',
  phone: '0712345678',
  insurance_type: 'motor',
  coverage_amount: '',
  additional_info: '  ',
}

describe('the quote form', () => {
  it('names the blank required fields in the form order (spec 001 section 5)', () => {
    expect(missingQuoteFields(quoteDefaults(null))).toEqual(['full_name', 'email', 'phone', 'insurance_type'])
    expect(missingQuoteFields({ ...filled, phone: '   ' })).toEqual(['phone'])
    expect(missingQuoteFields(filled)).toEqual([])
  })

  it('leaves blank optional fields out and sends the plan only while the type is still the plan', () => {
    const plan = { id: 'plan-1', plan_type: 'motor' }
    expect(toQuoteRequest(filled, plan)).toEqual({
      full_name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '0712345678',
      insurance_type: 'motor',
      plan_id: 'plan-1',
    })
    expect(toQuoteRequest({ ...filled, insurance_type: 'home', coverage_amount: '1000000' }, plan)).toEqual({
      full_name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '0712345678',
      insurance_type: 'home',
      coverage_amount: 1_000_000,
    })
  })
})
