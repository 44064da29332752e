import { apiClient } from '@/lib/api-client'

/** POST /api/auth/phone-number/send-otp: a 6-digit code by SMS to a Kenyan mobile number (decision 016). */
export function sendPhoneCode(phoneNumber: string) {
  return apiClient.post<{ message: string }>('/api/auth/phone-number/send-otp', { phoneNumber })
}

export interface VerifyPhoneInput {
  phoneNumber: string
  code: string
  /** Sign-up only: an account is made for a new number with the name and accepted terms. */
  name?: string
  termsAccepted?: boolean
  /** Signed in: the number becomes the account's verified phone instead of signing in. */
  updatePhoneNumber?: boolean
}

/** POST /api/auth/phone-number/verify: signs in (or up) with the code, or verifies the signed-in user's phone. */
export function verifyPhoneCode(input: VerifyPhoneInput) {
  return apiClient.post<{ status: boolean; session?: boolean }>('/api/auth/phone-number/verify', input)
}
