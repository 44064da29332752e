// The route state that carries a signed-out visitor to /auth and back (spec: the auth screen reads a
// "from" path from route state and returns there after sign-in). Route state is outside data: checked.

export interface AuthRedirectState {
  /** Where to go after signing in: a path on this site (pathname and search). */
  from: string
  /** An optional notice for the auth screen, e.g. "Please log in to proceed to checkout." */
  message?: string
}

/** A same-site path only: no scheme, no protocol-relative "//host", so the redirect cannot leave Soko. */
function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  )
}

/** The state to pass with a navigation to /auth. */
export function authRedirectState(location: { pathname: string; search?: string }, message?: string) {
  const state: AuthRedirectState = { from: `${location.pathname}${location.search ?? ''}` }
  if (message) state.message = message
  return state
}

/** Reads the state /auth was opened with; "from" defaults to the home page. */
export function readAuthRedirectState(state: unknown): { from: string; message: string | undefined } {
  if (typeof state !== 'object' || state === null) return { from: '/', message: undefined }
  const from =
    'from' in state && isLocalPath(state.from) && !state.from.startsWith('/auth') ? state.from : '/'
  const message = 'message' in state && typeof state.message === 'string' ? state.message : undefined
  return { from, message }
}
