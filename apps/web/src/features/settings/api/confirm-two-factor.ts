import { apiClient } from '@/lib/api-client'

/** Turns two-factor authentication on once the app's first code checks out. */
export function confirmTwoFactor(code: string) {
  return apiClient.post<unknown>('/api/auth/two-factor/verify-totp', { code })
}
