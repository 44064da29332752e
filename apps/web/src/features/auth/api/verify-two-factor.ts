import { apiClient } from '@/lib/api-client'

export type TwoFactorMethod = 'totp' | 'backup'

const paths: Record<TwoFactorMethod, string> = {
  totp: '/api/auth/two-factor/verify-totp',
  backup: '/api/auth/two-factor/verify-backup-code',
}

/** Completes a two-factor sign-in with an authenticator code or a backup code; sets the session cookie. */
export function verifyTwoFactor(method: TwoFactorMethod, code: string) {
  return apiClient.post<unknown>(paths[method], { code })
}
