import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'

const enableResultSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })
export type TwoFactorSetup = z.infer<typeof enableResultSchema>

/** Starts two-factor set-up: the authenticator URI (for the QR code) and ten backup codes. */
export function enableTwoFactor(password: string) {
  return apiClient.post('/api/auth/two-factor/enable', { password }, enableResultSchema)
}
