/** The three modes of /auth (spec section 2); `?mode=signup` and `?mode=reset` pick the other two. */
export const authModes = ['signin', 'signup', 'reset'] as const
export type AuthMode = (typeof authModes)[number]

export function parseAuthMode(value: string | null): AuthMode {
  return value === 'signup' || value === 'reset' ? value : 'signin'
}

/** The search string that selects a mode; sign-in, the default, needs none. */
export function authModeSearch(mode: AuthMode) {
  return mode === 'signin' ? '' : `?mode=${mode}`
}
