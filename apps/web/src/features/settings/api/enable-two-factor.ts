import { apiClient } from '@/lib/api-client'

export interface TwoFactorSetup {
  totpURI: string
  backupCodes: string[]
}

/** Starts two-factor set-up: the authenticator URI (for the QR code) and ten backup codes. */
export function enableTwoFactor(password: string) {
  return apiClient.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password })
}
