import { apiClient } from '@/lib/api-client'

/** better-auth's answer: the user and a session cookie, or, for a two-factor account, a second step. */
interface SignInResult {
  twoFactorRedirect?: boolean
}

export interface SignInInput {
  email: string
  password: string
}

/** POST /api/auth/sign-in/email. */
export async function signIn(input: SignInInput) {
  const result = await apiClient.post<SignInResult>('/api/auth/sign-in/email', input)
  return { needsTwoFactor: result.twoFactorRedirect === true }
}
