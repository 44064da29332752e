import { providerApplicationsQueryKey } from '@/lib/booking-query-keys'

// Every key of the hub and the applications starts with 'provider-applications', so one invalidation after a
// submission, or a notification about a review (lib/booking-query-keys.ts), refreshes the hub, its figures
// and My Services together.
export const providerApplicationKeys = {
  all: providerApplicationsQueryKey,
  hub: [...providerApplicationsQueryKey, 'hub'] as const,
  mine: [...providerApplicationsQueryKey, 'mine'] as const,
}
