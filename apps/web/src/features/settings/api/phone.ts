import type { SmsPreferences, SmsSettings } from '@soko/shared/sms/sms.schema'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** A code by SMS to the number the signed-in user wants to verify (decision 016). */
export function sendPhoneCode(phoneNumber: string) {
  return apiClient.post<{ message: string }>('/api/auth/phone-number/send-otp', { phoneNumber })
}

/** The code proves the number: it becomes the account's verified phone (and the profile's phone). */
export function verifyPhone(phoneNumber: string, code: string) {
  return apiClient.post<{ status: boolean }>('/api/auth/phone-number/verify', {
    phoneNumber,
    code,
    updatePhoneNumber: true,
  })
}

export const smsSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'sms'],
  queryFn: ({ signal }) => apiClient.get<SmsSettings>('/api/sms/preferences', signal),
})

export function updateSmsPreferences(changes: Partial<SmsPreferences>) {
  return apiClient.patch<SmsSettings>('/api/sms/preferences', changes)
}
