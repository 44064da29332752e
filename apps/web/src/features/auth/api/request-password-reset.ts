import { apiClient } from '@/lib/api-client'

/** E-mails a link to /reset-password?token=... (spec: the recover redirect goes to /reset-password). */
export function requestPasswordReset(email: string) {
  return apiClient.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })
}
