import { DashboardPage } from '@/features/provider-portal/components/dashboard-page'
import { PortalArea } from '@/features/provider-portal/components/portal-area'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.title'

/** /services-app: signed in (RequireAuth), then an approved provider profile (PortalArea). */
export default function ServicesAppDashboardRoute() {
  return (
    <RequireAuth>
      <PortalArea>
        <DashboardPage />
      </PortalArea>
    </RequireAuth>
  )
}
