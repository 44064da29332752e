import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminApplicationList } from '@soko/shared/providers/provider.schema'
import type { ApplicationStatus, ProviderCategory } from '@soko/shared/providers/provider.constants'
import { apiClient } from '@/lib/api-client'
import { ADMIN_LIST_FRESH_MS, adminKeys, withQuery } from './query-keys'

export interface ServiceApplicationFilters {
  search: string
  status: ApplicationStatus | ''
  service_type: ProviderCategory | ''
}

/** GET /api/admin/service-applications: the filtered list, newest first, and the unfiltered stats. */
export const serviceApplicationsQueryOptions = (filters: ServiceApplicationFilters) =>
  queryOptions({
    queryKey: [...adminKeys.serviceApplications, filters],
    queryFn: ({ signal }) =>
      apiClient.get<AdminApplicationList>(
        withQuery('/api/admin/service-applications', { ...filters }),
        signal,
      ),
    staleTime: ADMIN_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
  })

export function useServiceApplications(filters: ServiceApplicationFilters) {
  return useQuery(serviceApplicationsQueryOptions(filters))
}
