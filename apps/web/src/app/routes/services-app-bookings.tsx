import { BookingsPage } from '@/features/provider-portal/components/bookings-page'
import { PortalArea } from '@/features/provider-portal/components/portal-area'
import { RequireAuth } from '../require-auth'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'providerPortal.bookings.title'

/** /services-app/bookings: signed in (RequireAuth), then an approved provider profile (PortalArea). */
export default function ServicesAppBookingsRoute() {
  return (
    <RequireAuth>
      <PortalArea>
        <BookingsPage />
      </PortalArea>
    </RequireAuth>
  )
}
