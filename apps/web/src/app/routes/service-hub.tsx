import { HubPage } from '@/features/providers/components/hub-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerHub.title'

/** /service-hub: open to visitors (spec 001 section 6); the page asks them to sign in to apply. */
export default function ServiceHubRoute() {
  return <HubPage />
}
