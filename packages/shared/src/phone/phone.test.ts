import installed from 'libphonenumber-js/metadata.min.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { kenyaPhoneMetadata } from './kenya-metadata'
import { e164ToMpesa, formatPhone, parseKenyanPhone } from './phone'

describe('the phone parser', () => {
  it.each([
    ['0712 345 678', '+254712345678'],
    ['0712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['254 712 345 678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['0110 123 456', '+254110123456'],
    ['(0722) 000-111', '+254722000111'],
  ])('reads %j as %s', (input, e164) => {
    expect(parseKenyanPhone(input)).toBe(e164)
  })

  it.each([
    '',
    '12345',
    '0712 345 67',
    '0712 345 6789',
    '+255712345678',
    '+1 202 555 0100',
    '020 123 4567',
    '07123456x8',
    '2547123456789',
  ])('refuses %j', (input) => {
    expect(parseKenyanPhone(input)).toBeNull()
  })

  it('gives Daraja its 2547XXXXXXXX form and shows numbers grouped', () => {
    expect(e164ToMpesa('+254712345678')).toBe('254712345678')
    expect(formatPhone('+254712345678')).toBe('+254 712 345 678')
  })

  it('carries the installed package’s Kenyan metadata unchanged', () => {
    const metadata = installed as unknown as { version: number; countries: Record<string, unknown> }
    expect(kenyaPhoneMetadata).toEqual({
      version: metadata.version,
      country_calling_codes: { '254': ['KE'] },
      countries: { KE: metadata.countries.KE },
      nonGeographic: {},
    })
  })
})
