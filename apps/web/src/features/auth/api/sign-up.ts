import { apiClient } from '@/lib/api-client'

/** `session: false` means no session yet: the address must be confirmed first (spec: "check your email"). */
interface SignUpResult {
  session: boolean
}

export interface SignUpInput {
  email: string
  password: string
  name: string
}

/** POST /api/auth/sign-up/email; the confirmation link, when one is sent, leads back to /auth. */
export async function signUp(input: SignUpInput) {
  const result = await apiClient.post<SignUpResult>('/api/auth/sign-up/email', {
    ...input,
    termsAccepted: true,
    callbackURL: '/auth',
  })
  return { hasSession: result.session }
}
