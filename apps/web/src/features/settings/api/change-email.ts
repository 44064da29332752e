import { apiClient } from '@/lib/api-client'

/**
 * An unconfirmed address changes at once; a confirmed one only through a link e-mailed to the new
 * address, which leads back to /settings.
 */
export function changeEmail(input: { newEmail: string; password: string }) {
  return apiClient.post<unknown>('/api/auth/change-email', { ...input, callbackURL: '/settings' })
}
