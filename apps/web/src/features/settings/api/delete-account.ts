import { apiClient } from '@/lib/api-client'

/** Erases the account and the personal data Soko holds on it (Kenya Data Protection Act, erasure). */
export function deleteAccount(password: string) {
  return apiClient.post<unknown>('/api/auth/delete-user', { password })
}

/** The download of everything Soko holds on the signed-in user (a JSON file). */
export const exportDataUrl = '/api/me/export'
