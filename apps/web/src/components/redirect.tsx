import { Navigate, type NavigateProps } from 'react-router'
import { serverRedirect } from '@/lib/server-redirect'

/**
 * `<Navigate replace>` that the server's render of a first screen can meet: there it renders nothing and notes
 * it, and the server sends no screen for the app to hydrate (lib/server-redirect.ts, decision 032).
 */
export function Redirect({ to, state }: Pick<NavigateProps, 'to' | 'state'>) {
  if (serverRedirect.rendering) {
    serverRedirect.noted = true
    return null
  }
  return <Navigate to={to} state={state} replace />
}
