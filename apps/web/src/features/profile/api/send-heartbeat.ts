import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

/** Stamps the profile's last-seen time (spec section 7: the profiles heartbeat). */
export function sendHeartbeat() {
  return apiClient.post('/api/profile/heartbeat', {}, z.undefined())
}
