import { apiClient } from '@/lib/api-client'

/** The server also ends every other session of the account (apps/server auth.routes.ts). */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiClient.post<unknown>('/api/auth/change-password', input)
}
