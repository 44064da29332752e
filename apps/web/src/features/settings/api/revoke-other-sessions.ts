import { apiClient } from '@/lib/api-client'

export function revokeOtherSessions() {
  return apiClient.post<unknown>('/api/auth/revoke-other-sessions', {})
}
