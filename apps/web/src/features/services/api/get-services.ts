import { DIRECTORY_PAGE_SIZE, DIRECTORY_STALE_MS } from '@soko/shared/providers/provider.constants'
import type { DirectoryPage } from '@soko/shared/providers/provider.schema'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import type { DirectoryListParams } from '../directory-filters'
import { servicesQueryKey } from './query-keys'

/** GET /api/services: one page of approved, active providers. */
function servicesUrl(params: DirectoryListParams & { page: number }) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  return `/api/services?${query}`
}

export function getServices(params: DirectoryListParams & { page: number }, signal?: AbortSignal) {
  return apiClient.get<DirectoryPage>(servicesUrl(params), signal)
}

/** Page after page ("Load more"); spec 001 section 7: the directory is fresh for 60 s. */
export function servicesQueryOptions(params: DirectoryListParams) {
  return infiniteQueryOptions({
    queryKey: [...servicesQueryKey, 'list', params],
    queryFn: ({ pageParam, signal }) => getServices({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The page itself may carry this first page (the server's page data): the cards render without a wait.
    initialData: () => {
      const page = takeBootList<DirectoryPage>('services', { ...params }, servicesUrl({ ...params, page: 1 }))
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
    getNextPageParam: (last) => {
      const pageSize = last.page_size || DIRECTORY_PAGE_SIZE
      return last.page * pageSize < last.total ? last.page + 1 : undefined
    },
    staleTime: DIRECTORY_STALE_MS,
    // A new search or filter keeps the cards on screen until its answer arrives, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  })
}

export function useServices(params: DirectoryListParams) {
  return useInfiniteQuery(servicesQueryOptions(params))
}
