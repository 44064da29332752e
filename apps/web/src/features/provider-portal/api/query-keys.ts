import type { BookingStatus, ProviderCategory } from '@soko/shared/providers/provider.constants'
import { providerPortalQueryKey } from '@/lib/booking-query-keys'

// Every key starts with 'provider-portal' (lib/booking-query-keys.ts), so a booking change, here or announced
// on the live channel, refreshes all the portal's lists and figures at once.
export const providerKeys = {
  all: providerPortalQueryKey,
  profiles: ['provider-portal', 'profiles'] as const,
  dashboard: (providerType?: ProviderCategory) =>
    ['provider-portal', 'dashboard', providerType ?? 'all'] as const,
  bookings: (filter: { status?: BookingStatus; providerType?: ProviderCategory }) =>
    ['provider-portal', 'bookings', filter.status ?? 'all', filter.providerType ?? 'all'] as const,
  analytics: (weeks: number) => ['provider-portal', 'analytics', weeks] as const,
}

/** Builds `path?key=value` from the filled-in values only. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}
