import { describe, expect, it } from 'vitest'
import {
  formatMpesaPhoneInput,
  mpesaAmount,
  mpesaAmountForCents,
  mpesaPaymentRequestSchema,
  mpesaPhoneError,
  normalizeMpesaPhone,
} from './payment.schema'

const orderId = '01890a5d-ac96-774b-bcce-b302099a8057'

describe('M-Pesa phone', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254 712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['0112345678', '254112345678'],
  ])('normalises %j to %s', (input, phone) => {
    expect(normalizeMpesaPhone(input)).toBe(phone)
    expect(mpesaPhoneError(input)).toBeNull()
  })

  it.each([
    ['', 'Please enter your phone number'],
    ['   ', 'Please enter your phone number'],
    ['12345', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
    ['255712345678', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
    ['2547123456789', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
    ['+254 712 345 6789', 'Invalid phone number format. Please use format: 0712345678 or 254712345678'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(mpesaPhoneError(input)).toBe(message)
    const result = mpesaPaymentRequestSchema.safeParse({ phoneNumber: input, amount: 10, orderId })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('shows the number with spaces, at most 15 characters', () => {
    expect(formatMpesaPhoneInput('254712345678')).toBe('254 712 345 678')
    expect(formatMpesaPhoneInput('0712345678')).toBe('0712 345 678')
    expect(formatMpesaPhoneInput('+254712345678')).toBe('254 712 345 678')
    expect(formatMpesaPhoneInput('25471234567899999')).toBe('254 712 345 678')
    expect(formatMpesaPhoneInput('0712')).toBe('0712')
  })
})

describe('M-Pesa amount', () => {
  it('rounds up to whole shillings', () => {
    expect(mpesaAmount(1500)).toBe(1500)
    expect(mpesaAmount(1500.01)).toBe(1501)
    expect(mpesaAmount(0.4)).toBe(1)
    expect(mpesaAmountForCents(150_050)).toBe(1501)
    expect(mpesaAmountForCents(150_000)).toBe(1500)
  })

  it.each([0, -5])('refuses %d with "Amount must be at least KSh 1"', (amount) => {
    const result = mpesaPaymentRequestSchema.safeParse({ phoneNumber: '0712345678', amount, orderId })
    expect(result.error?.issues[0]?.message).toBe('Amount must be at least KSh 1')
  })

  it('parses a request into the normalised phone and the whole amount', () => {
    expect(mpesaPaymentRequestSchema.parse({ phoneNumber: '0712 345 678', amount: 99.5, orderId })).toEqual({
      phoneNumber: '254712345678',
      amount: 100,
      orderId,
    })
  })
})
