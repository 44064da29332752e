// The M-Pesa phone rules need the phone parser (libphonenumber's metadata, about 10 KB): apart from the plain
// payment values so that a screen showing only payment texts does not load it.
import { e164ToMpesa, parseKenyanPhone } from '../phone/phone'
import { MPESA_PHONE_MAX_LENGTH, mpesaMessages } from './payment.constants'

/**
 * Daraja's 2547XXXXXXXX from the one phone parser (decision 016); what it cannot read falls back to the spec's
 * normalisation (strip non-digits, a leading 0 becomes 254, 9 digits get 254 prefixed), which the validity
 * rule then refuses. `0712 345 678`, `+254712345678` and `712345678` all become `254712345678`.
 */
export function normalizeMpesaPhone(input: string): string {
  const e164 = parseKenyanPhone(input)
  if (e164) return e164ToMpesa(e164)
  const digits = input.replace(/\D/g, '')
  if (digits.startsWith('0')) return `254${digits.slice(1)}`
  if (digits.length === 9) return `254${digits}`
  return digits
}

/** Valid means 254 and 9 digits after normalisation (the spec), of a Kenyan mobile (Daraja pays no landline). */
export const MPESA_PHONE_PATTERN = /^254[17]\d{8}$/
export function isValidMpesaPhone(input: string): boolean {
  return MPESA_PHONE_PATTERN.test(normalizeMpesaPhone(input))
}

/** The spec's message for a phone input, or null when it is valid. */
export function mpesaPhoneError(input: string): string | null {
  if (!input.trim()) return mpesaMessages.phoneRequired
  if (input.length > MPESA_PHONE_MAX_LENGTH || !isValidMpesaPhone(input)) return mpesaMessages.phoneInvalid
  return null
}
