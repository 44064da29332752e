import { SettingsPage } from '@/features/provider-portal/components/settings-page'
import { PortalArea } from '@/features/provider-portal/components/portal-area'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.settings.title'

/** /services-app/settings: signed in (RequireAuth), then an approved provider profile (PortalArea). */
export default function ServicesAppSettingsRoute() {
  return (
    <RequireAuth>
      <PortalArea>
        <SettingsPage />
      </PortalArea>
    </RequireAuth>
  )
}
