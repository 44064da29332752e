import { useLocation } from 'react-router'
import type { RouteTitle } from '@/lib/document-title'
import { Redirect } from '@/components/redirect'

export const title: RouteTitle = 'providerHub.title'

/** /service-provider-hub: the short address of the hub (spec 001 section 2), keeping any ?tab=. */
export default function ServiceProviderHubRedirect() {
  const { search } = useLocation()
  return <Redirect to={`/service-hub${search}`} />
}
