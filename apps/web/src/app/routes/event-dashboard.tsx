import { EventDashboardPage } from '@/features/event-dashboard/components/event-dashboard-page'
import { ProviderAccess, useApprovedProfiles } from '@/features/provider-portal/components/provider-access'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'eventDashboard.title'

/** The approved event_promoter profile's business name over the promoter's dashboard. */
function PromoterDashboard() {
  const [profile] = useApprovedProfiles()
  return <EventDashboardPage businessName={profile?.business_name ?? ''} />
}

/**
 * /event-dashboard (spec 001 section 2, category dashboards): signed in, then an approved event_promoter
 * profile (anyone else gets the portal's "Service Provider Access Required"); the server checks every call.
 */
export default function EventDashboardRoute() {
  return (
    <RequireAuth>
      <ProviderAccess providerType="event_promoter">
        <PromoterDashboard />
      </ProviderAccess>
    </RequireAuth>
  )
}
