import { driverDashboardQueryKey } from '@/lib/rides-live'

// Every key starts with the one the live channel refreshes on a ride's status or offer message
// (lib/rides-live.ts), so offers and the current trip arrive without a reload.
export const driverDashboardKeys = {
  all: driverDashboardQueryKey,
  dashboard: [...driverDashboardQueryKey, 'dashboard'] as const,
  offers: [...driverDashboardQueryKey, 'offers'] as const,
  trips: [...driverDashboardQueryKey, 'trips'] as const,
}

export const driverApi = '/api/driver-dashboard'
export const ridePath = (rideId: string) => `${driverApi}/rides/${encodeURIComponent(rideId)}`
export const offerPath = (rideId: string) => `${driverApi}/offers/${encodeURIComponent(rideId)}`
