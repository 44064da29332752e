// The admin screens' first calls, started as their route is entered (loaded by route-prefetch.ts on demand,
// so none of this is in the shell).
import { adminRestaurantsQueryOptions } from '@/features/admin/api/get-admin-restaurants'
import { adminEventsQueryOptions } from '@/features/admin/api/get-admin-events'
import { adminAnalyticsQueryOptions } from '@/features/admin/api/get-admin-analytics'
import { adminOrdersQueryOptions } from '@/features/admin/api/get-admin-orders'
import { adminProductsQueryOptions } from '@/features/admin/api/get-admin-products'
import { adminDriversQueryOptions, driverFilterOf } from '@/features/admin/api/get-admin-drivers'
import { adminEmployersQueryOptions } from '@/features/admin/api/get-admin-employers'
import { adminJobsQueryOptions, jobFilterOf } from '@/features/admin/api/get-admin-jobs'
import {
  adminAgentsQueryOptions,
  adminPropertiesQueryOptions,
  propertyFilterOf,
} from '@/features/admin/api/get-admin-properties'
import { adminStatsQueryOptions } from '@/features/admin/api/get-admin-stats'
import { adminUsersQueryOptions } from '@/features/admin/api/get-admin-users'
import { adminVendorsQueryOptions } from '@/features/admin/api/get-admin-vendors'
import { queryClient } from '@/lib/query-client'

export function prefetchAdminScreen(url: URL) {
  const search = url.searchParams.get('search') ?? ''
  const section = url.pathname.replace(/\/+$/, '').split('/')[2] ?? 'dashboard'
  switch (section) {
    case 'dashboard':
      void queryClient.prefetchQuery(adminStatsQueryOptions)
      void queryClient.prefetchQuery(adminAnalyticsQueryOptions(30))
      break
    case 'vendors':
      void queryClient.prefetchInfiniteQuery(adminVendorsQueryOptions(search))
      break
    case 'products':
      void queryClient.prefetchInfiniteQuery(adminProductsQueryOptions(search))
      break
    case 'orders':
      void queryClient.prefetchInfiniteQuery(
        adminOrdersQueryOptions({ search, status: url.searchParams.get('status') ?? '' }),
      )
      break
    case 'users':
      void queryClient.prefetchInfiniteQuery(adminUsersQueryOptions(search))
      break
    case 'drivers':
      void queryClient.prefetchQuery(
        adminDriversQueryOptions({ q: search, status: driverFilterOf(url.searchParams.get('status')) }),
      )
      break
    case 'properties':
      if (url.searchParams.get('tab') === 'agents') void queryClient.prefetchQuery(adminAgentsQueryOptions)
      else
        void queryClient.prefetchInfiniteQuery(
          adminPropertiesQueryOptions({ search, status: propertyFilterOf(url.searchParams.get('status')) }),
        )
      break
    case 'jobs':
      void queryClient.prefetchQuery(
        adminJobsQueryOptions({ search, status: jobFilterOf(url.searchParams.get('status')) }),
      )
      void queryClient.prefetchQuery(adminEmployersQueryOptions)
      break
    case 'restaurants':
      void queryClient.prefetchQuery(adminRestaurantsQueryOptions)
      break
    case 'events':
      void queryClient.prefetchQuery(
        adminEventsQueryOptions({ search, page: Math.max(1, Number(url.searchParams.get('page')) || 1) }),
      )
      break
  }
}
