import { apiClient } from '@/lib/api-client'

export function disableTwoFactor(password: string) {
  return apiClient.post<unknown>('/api/auth/two-factor/disable', { password })
}
