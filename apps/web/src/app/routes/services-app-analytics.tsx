import { AnalyticsPage } from '@/features/provider-portal/components/analytics-page'
import { PortalArea } from '@/features/provider-portal/components/portal-area'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.analytics.title'

/** /services-app/analytics: signed in (RequireAuth), then an approved provider profile (PortalArea). */
export default function ServicesAppAnalyticsRoute() {
  return (
    <RequireAuth>
      <PortalArea>
        <AnalyticsPage />
      </PortalArea>
    </RequireAuth>
  )
}
