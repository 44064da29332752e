import { ApiError } from './api-client'

/** Server codes of the phone code flow (decision 016) with a text of their own in both languages. */
const phoneErrorCodes = [
  'invalid_otp',
  'otp_expired',
  'too_many_attempts',
  'otp_not_found',
  'phone_not_registered',
  'sms_not_sent',
  'phone_number_exist',
  'validation_failed',
] as const
type PhoneErrorCode = (typeof phoneErrorCodes)[number]

const isPhoneErrorCode = (code: string): code is PhoneErrorCode =>
  (phoneErrorCodes as readonly string[]).includes(code)

/** The translation key for a phone-code failure, or null when the server's own text should show. */
export function phoneErrorKey(error: unknown) {
  return error instanceof ApiError && isPhoneErrorCode(error.code)
    ? (`auth.phone.errors.${error.code}` as const)
    : null
}
