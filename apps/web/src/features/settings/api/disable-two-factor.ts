import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

export function disableTwoFactor(password: string) {
  return apiClient.post('/api/auth/two-factor/disable', { password }, z.unknown())
}
