import { apiClient } from '@/lib/api-client'

/** Sets the new password with the token from the e-mailed link; the server ends every session. */
export function resetPassword(token: string, newPassword: string) {
  return apiClient.post<unknown>('/api/auth/reset-password', { token, newPassword })
}
