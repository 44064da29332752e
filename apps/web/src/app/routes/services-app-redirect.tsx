import type { RouteTitle } from '@/lib/document-title'
import { Redirect } from '@/components/redirect'

export const title: RouteTitle = 'providerPortal.title'

/** Spec 001 section 2: any other /services-app path leads to the portal's dashboard. */
export default function ServicesAppRedirect() {
  return <Redirect to="/services-app" />
}
