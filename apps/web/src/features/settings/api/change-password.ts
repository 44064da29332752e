import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

/** The server also ends every other session of the account (apps/server auth.routes.ts). */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiClient.post('/api/auth/change-password', input, z.unknown())
}
