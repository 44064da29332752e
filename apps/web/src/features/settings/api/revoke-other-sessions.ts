import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

export function revokeOtherSessions() {
  return apiClient.post('/api/auth/revoke-other-sessions', {}, z.unknown())
}
