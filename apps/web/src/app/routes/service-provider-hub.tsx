import { Navigate, useLocation } from 'react-router'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerHub.title'

/** /service-provider-hub: the short address of the hub (spec 001 section 2), keeping any ?tab=. */
export default function ServiceProviderHubRedirect() {
  const { search } = useLocation()
  return <Navigate to={`/service-hub${search}`} replace />
}
