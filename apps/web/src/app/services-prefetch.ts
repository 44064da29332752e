import { serviceProviderQueryOptions } from '@/features/services/api/get-service-provider'
import { servicesQueryOptions } from '@/features/services/api/get-services'
import { parseDirectoryFilters, toDirectoryListParams } from '@/features/services/directory-filters'
import { queryClient } from '@/lib/query-client'

/** The first page of the directory for the address's search and filters. */
export function prefetchServiceList(url: URL) {
  const filters = parseDirectoryFilters(url.searchParams)
  return queryClient.prefetchInfiniteQuery(servicesQueryOptions(toDirectoryListParams(filters)))
}

/** A provider's page. */
export function prefetchServiceProvider(id: string) {
  return queryClient.prefetchQuery(serviceProviderQueryOptions(id))
}
