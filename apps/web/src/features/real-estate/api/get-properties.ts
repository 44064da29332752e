import { PROPERTIES_PAGE_SIZE } from '@soko/shared/real-estate/real-estate.constants'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import type { PropertyListParams } from '../property-filters'
import { PROPERTIES_STALE_MS, type PropertyPage } from '../real-estate-types'
import { propertyListKey } from './query-keys'

/** GET /api/properties: one page of listed properties (featured first when sorted by newest). */
function propertiesUrl(params: PropertyListParams & { page: number }) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value))
  query.set('page_size', String(PROPERTIES_PAGE_SIZE))
  return `/api/properties?${query}`
}

export function getProperties(params: PropertyListParams & { page: number }, signal?: AbortSignal) {
  return apiClient.get<PropertyPage>(propertiesUrl(params), signal)
}

/** Page after page ("Load more"). */
export function propertiesQueryOptions(params: PropertyListParams) {
  return infiniteQueryOptions({
    queryKey: propertyListKey(params),
    queryFn: ({ pageParam, signal }) => getProperties({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The page itself may carry this first page (the server's page data): the cards render without a wait.
    initialData: () => {
      const page = takeBootList<PropertyPage>(
        'properties',
        { ...params },
        propertiesUrl({ ...params, page: 1 }),
      )
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
    getNextPageParam: (last) => {
      const size = last.page_size || PROPERTIES_PAGE_SIZE
      return last.page * size < last.total ? last.page + 1 : undefined
    },
    staleTime: PROPERTIES_STALE_MS,
    // A new search or filter keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useProperties(params: PropertyListParams) {
  return useInfiniteQuery(propertiesQueryOptions(params))
}
