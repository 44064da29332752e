import { eventQueryOptions } from '@/features/events/api/get-event'
import { eventsQueryOptions } from '@/features/events/api/get-events'
import { parseEventFilters, toEventListParams } from '@/features/events/event-filters'
import { queryClient } from '@/lib/query-client'

/** The first page of events for the address's search and filters. */
export function prefetchEventList(url: URL) {
  const filters = parseEventFilters(url.searchParams)
  return queryClient.prefetchInfiniteQuery(eventsQueryOptions(toEventListParams(filters)))
}

/** An event's page. */
export function prefetchEventPage(id: string) {
  return queryClient.prefetchQuery(eventQueryOptions(id))
}
