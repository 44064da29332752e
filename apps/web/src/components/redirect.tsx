import { Navigate, type NavigateProps } from 'react-router'
import { noteServerRedirect, serverRedirect } from '@/lib/server-redirect'

/**
 * `<Navigate replace>` that also works in the server's render of a first screen: there it renders nothing and
 * notes the address, and the server answers with a redirect (lib/server-redirect.ts, decision 032).
 */
export function Redirect({ to, state }: Pick<NavigateProps, 'to' | 'state'>) {
  if (serverRedirect.rendering) {
    noteServerRedirect(typeof to === 'string' ? to : undefined, state !== undefined)
    return null
  }
  return <Navigate to={to} state={state} replace />
}
