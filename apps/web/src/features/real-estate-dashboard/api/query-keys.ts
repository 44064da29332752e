import { realEstateDashboardQueryKey } from '@/lib/booking-query-keys'

// Every key starts with the one the live channel refreshes on each notification (lib/booking-query-keys.ts),
// so a new viewing request or a cancellation arrives without a reload.
export const dashboardKeys = {
  all: realEstateDashboardQueryKey,
  dashboard: [...realEstateDashboardQueryKey, 'dashboard'] as const,
  listings: [...realEstateDashboardQueryKey, 'listings'] as const,
  viewings: (status: string) => [...realEstateDashboardQueryKey, 'viewings', status] as const,
}

export const dashboardApi = '/api/real-estate-dashboard'
export const listingPath = (id: string) => `${dashboardApi}/listings/${encodeURIComponent(id)}`
export const viewingPath = (id: string) => `${dashboardApi}/viewings/${encodeURIComponent(id)}`
