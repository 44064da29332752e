import { apiClient } from '@/lib/api-client'

/** Stamps the profile's last-seen time (spec section 7: the profiles heartbeat). */
export function sendHeartbeat() {
  return apiClient.post<undefined>('/api/profile/heartbeat', {})
}
