// The provider portal's, the category dashboards' and the vendor dashboard's first calls, started as their
// route is entered (loaded by route-prefetch.ts on demand, so none of this is in the shell).
import {
  bookingStatuses,
  providerDashboards,
  type BookingStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import { promoterEventsQueryOptions } from '@/features/event-dashboard/api/get-promoter-events'
import { approvedProfiles } from '@/features/provider-portal/access'
import { providerAnalyticsQueryOptions } from '@/features/provider-portal/api/get-provider-analytics'
import { providerBookingsQueryOptions } from '@/features/provider-portal/api/get-provider-bookings'
import { providerDashboardQueryOptions } from '@/features/provider-portal/api/get-provider-dashboard'
import { providerProfilesQueryOptions } from '@/features/provider-portal/api/get-provider-profiles'
import { vendorOverviewQueryOptions } from '@/features/vendor-dashboard/api/get-vendor-overview'
import { vendorProductsQueryOptions } from '@/features/vendor-dashboard/api/get-vendor-products'
import { queryClient } from '@/lib/query-client'

const categoryAt = (path: string) =>
  (Object.entries(providerDashboards) as [ProviderCategory, string][]).find(([, to]) => to === path)?.[0]

/** The profiles first (they decide access), then the screen's own call for an approved provider only. */
export async function prefetchProviderScreen(url: URL) {
  const path = url.pathname.replace(/\/+$/, '')
  const providerType = categoryAt(path)
  const { profiles } = await queryClient.fetchQuery(providerProfilesQueryOptions)
  if (approvedProfiles(profiles, providerType).length === 0) return
  if (providerType) return queryClient.prefetchQuery(providerDashboardQueryOptions(providerType))
  switch (path) {
    case '/services-app':
      return queryClient.prefetchQuery(providerDashboardQueryOptions())
    case '/services-app/bookings': {
      const status = url.searchParams.get('status')
      const known = (bookingStatuses as readonly (string | null)[]).includes(status)
      return queryClient.prefetchQuery(
        providerBookingsQueryOptions({ status: known ? (status as BookingStatus) : undefined }),
      )
    }
    case '/services-app/analytics':
      return queryClient.prefetchQuery(providerAnalyticsQueryOptions())
  }
}

/** The vendor's figures, then (an approved vendor only) its products. */
export async function prefetchVendorScreen() {
  await queryClient.fetchQuery(vendorOverviewQueryOptions)
  return queryClient.prefetchQuery(vendorProductsQueryOptions)
}

/** The promoter's profiles (they decide access), then (an approved event promoter only) their events. */
export async function prefetchEventDashboardScreen() {
  const { profiles } = await queryClient.fetchQuery(providerProfilesQueryOptions)
  if (approvedProfiles(profiles, 'event_promoter').length === 0) return
  return queryClient.prefetchQuery(promoterEventsQueryOptions)
}
