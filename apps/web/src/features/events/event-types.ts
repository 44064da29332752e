// The events API's shapes and constants come from the shared package (types only from the zod module, so no
// zod reaches the browser); the two timings below are the screens' own (spec 001 section 9).
export {
  EVENTS_PAGE_SIZE,
  MAX_TICKETS_PER_BOOKING,
  eventSorts,
  eventTypes,
  ticketStatuses,
  type EventSort,
  type EventType,
  type TicketStatus,
} from '@soko/shared/events/event.constants'
export type {
  EventCard,
  EventDetail,
  EventPage as EventListPage,
  Ticket,
} from '@soko/shared/events/event.schema'

/** Events are cached 60 s (spec 001 sections 7 and 9). */
export const EVENTS_STALE_MS = 60_000
/** The search waits for a 500 ms pause in typing (spec 001 section 9). */
export const EVENTS_SEARCH_DEBOUNCE_MS = 500
