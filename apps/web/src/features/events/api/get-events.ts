import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { takeBootList } from '@/lib/boot-lists'
import type { EventListParams } from '../event-filters'
import { EVENTS_PAGE_SIZE, EVENTS_STALE_MS, type EventListPage } from '../event-types'
import { eventsQueryKey } from './query-keys'

/** GET /api/events: one page of published events. */
function eventsUrl(params: EventListParams & { page: number }) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  query.set('limit', String(EVENTS_PAGE_SIZE))
  return `/api/events?${query}`
}

export function getEvents(params: EventListParams & { page: number }, signal?: AbortSignal) {
  return apiClient.get<EventListPage>(eventsUrl(params), signal)
}

/** Page after page ("Load more"); spec 001 sections 7 and 9: events are cached 60 s. */
export function eventsQueryOptions(params: EventListParams) {
  return infiniteQueryOptions({
    queryKey: [...eventsQueryKey, 'list', params],
    queryFn: ({ pageParam, signal }) => getEvents({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // The page itself may carry this first page (the server's page data): the cards render without a wait.
    initialData: () => {
      const page = takeBootList<EventListPage>('events', { ...params }, eventsUrl({ ...params, page: 1 }))
      return page ? { pages: [page], pageParams: [1] } : undefined
    },
    getNextPageParam: (last) => {
      const limit = last.limit || EVENTS_PAGE_SIZE
      return last.page * limit < last.total ? last.page + 1 : undefined
    },
    staleTime: EVENTS_STALE_MS,
    // A new search or filter keeps the cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
}

export function useEvents(params: EventListParams) {
  return useInfiniteQuery(eventsQueryOptions(params))
}
