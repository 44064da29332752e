import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { kenyaPhoneMetadata } from './kenya-metadata'

/**
 * The one phone parser (decision 016): sign-in, SMS, the M-Pesa field and every profile phone. It reads a Kenyan
 * mobile number however it is typed (`0712 345 678`, `+254 712 345 678`, `254712345678`, `712345678`,
 * `0110 123 456`) and stores it in E.164 (`+254712345678`).
 */

export const phoneMessages = {
  invalid: 'Enter a Kenyan mobile number, for example 0712 345 678.',
  required: 'Please enter your phone number',
} as const

/** Safaricom, Airtel and Telkom mobiles: 7XX XXX XXX and 1XX XXX XXX after the country code. */
const KENYAN_MOBILE = /^\+254[17]\d{8}$/

/** A typed number as E.164, or null when it is not a Kenyan mobile number. */
export function parseKenyanPhone(input: string): string | null {
  const text = input.trim()
  if (!text || text.length > 20 || !/^[+\d\s().-]+$/.test(text)) return null
  // "254712345678" without its plus: libphonenumber reads a leading 254 as national digits.
  const digits = text.replace(/\D/g, '')
  const candidate =
    !text.startsWith('+') && digits.startsWith('254') && digits.length === 12 ? `+${digits}` : text
  const parsed = parsePhoneNumberFromString(candidate, 'KE', kenyaPhoneMetadata)
  if (!parsed || !parsed.isValid()) return null
  const e164 = parsed.number
  return KENYAN_MOBILE.test(e164) ? e164 : null
}

/** Daraja's PartyA / PhoneNumber form of an E.164 number: `2547XXXXXXXX`. */
export const e164ToMpesa = (e164: string): string => e164.replace(/^\+/, '')

/** How a stored number is shown: `+254 712 345 678`. */
export function formatPhone(e164: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(e164)
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : e164
}

/** How a number is shown with its last digits only, for texts that go where others may read them. */
export function maskPhone(e164: string): string {
  return e164.length > 7 ? `${e164.slice(0, 4)} *** *** ${e164.slice(-3)}` : e164
}
