import { ProfilePage } from '@/features/provider-portal/components/profile-page'
import { PortalArea } from '@/features/provider-portal/components/portal-area'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.profile.title'

/** /services-app/profile: signed in (RequireAuth), then an approved provider profile (PortalArea). */
export default function ServicesAppProfileRoute() {
  return (
    <RequireAuth>
      <PortalArea>
        <ProfilePage />
      </PortalArea>
    </RequireAuth>
  )
}
