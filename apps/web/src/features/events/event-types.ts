// The events API as docs EVENTS-CONTRACT.md gives it; replaced by @soko/shared/events once it lands.

export const eventTypes = [
  'concert',
  'workshop',
  'conference',
  'festival',
  'sports',
  'art_exhibit',
  'networking',
  'charity',
  'online',
] as const
export type EventType = (typeof eventTypes)[number]

export const eventSorts = ['upcoming', 'price_asc', 'price_desc', 'popularity'] as const
export type EventSort = (typeof eventSorts)[number]

export const MAX_TICKETS_PER_BOOKING = 10
export const EVENTS_STALE_MS = 60_000
export const EVENTS_SEARCH_DEBOUNCE_MS = 500
export const EVENTS_PAGE_SIZE = 24

export interface EventCard {
  id: string
  title: string
  description: string
  date: string
  end_date: string | null
  time: string
  location: string
  event_type: EventType
  price: number
  price_cents: number
  image_url: string | null
  organizer: string
  max_attendees: number
  current_attendees: number
  seats_left: number
  popularity: number
  is_ended: boolean
  is_sold_out: boolean
}

export type EventDetail = EventCard

export interface EventListPage {
  events: EventCard[]
  total: number
  page: number
  limit: number
}

export const ticketStatuses = ['valid', 'used', 'void'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export interface Ticket {
  id: string
  code: string
  qr_token: string
  status: TicketStatus
  checked_in_at: string | null
  order_id: string
  holder_name: string
  event: { id: string; title: string; date: string; time: string; location: string }
}
