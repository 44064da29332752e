// Plain values without zod (spec 001 sections 2, 5, 8, 9), so a screen that needs only these does not load zod.

/** Event types as stored slugs, in the spec's order (001 section 9); "All" is no filter. */
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

/** The labels of 001 section 9. */
export const eventTypeLabels: Readonly<Record<EventType, string>> = {
  concert: 'Concert',
  workshop: 'Workshop',
  conference: 'Conference',
  festival: 'Festival',
  sports: 'Sports',
  art_exhibit: 'Art Exhibit',
  networking: 'Networking',
  charity: 'Charity',
  online: 'Online',
}

/** The sorts of 001 section 9: Upcoming (default), Price Low to High, Price High to Low, Popularity. */
export const eventSorts = ['upcoming', 'price_asc', 'price_desc', 'popularity'] as const
export type EventSort = (typeof eventSorts)[number]
export const eventSortLabels: Readonly<Record<EventSort, string>> = {
  upcoming: 'Upcoming',
  price_asc: 'Price Low to High',
  price_desc: 'Price High to Low',
  popularity: 'Popularity',
}

/** The price filter: free (price 0) or paid (price above 0); absent is all. */
export const eventPriceFilters = ['free', 'paid'] as const
export type EventPriceFilter = (typeof eventPriceFilters)[number]

/** Tickets in one booking: a number from 1 to 10 (001 section 5). */
export const MIN_TICKETS_PER_BOOKING = 1
export const MAX_TICKETS_PER_BOOKING = 10

export const EVENTS_PAGE_SIZE = 24
export const EVENTS_PAGE_SIZE_MAX = 60
/** A card's description is cut to this many characters; the detail has the whole text. */
export const EVENT_CARD_DESCRIPTION_LENGTH = 180
export const EVENT_CAPACITY_MAX = 100_000
export const EVENT_PRICE_MAX = 1_000_000

/** A ticket is valid until checked in (used) or its order is cancelled after payment (void). */
export const ticketStatuses = ['valid', 'used', 'void'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

/** Events happen in Nairobi time: dates and times are local to it. */
export const EVENTS_TIME_ZONE = 'Africa/Nairobi'

/** The spec's events texts (001 sections 2, 5, 8), word for word, and ours where it is silent. */
export const eventMessages = {
  // 001 section 8
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please fill in all required fields.',
  bookingFailedTitle: 'Booking Failed',
  bookingFailed: 'Failed to create booking. Please try again.',
  bookingCreatedTitle: 'Booking Created',
  bookingCreated: (tickets: number) => `${tickets} ticket(s) reserved, proceeding to payment.`,
  loadFailed: 'Failed to load events. Please try again.',
  // 000 section 8 (checkout of an event booking)
  paymentSuccess: 'Payment successful! Your event tickets have been confirmed.',
  // 001 section 2 (cards)
  eventEnded: 'Event Ended',
  soldOut: 'Sold Out',
  free: 'FREE',
  // Ours (the spec is silent)
  notFound: 'Event not found.',
  soldOutMessage: 'This event is sold out.',
  notEnoughSeats: (left: number) => `Only ${left} seat(s) left for this event.`,
  ended: 'This event has ended.',
  ticketsRange: `Tickets must be a number from ${MIN_TICKETS_PER_BOOKING} to ${MAX_TICKETS_PER_BOOKING}.`,
  freeEventConfirmed: (tickets: number) => `Your ${tickets} free ticket(s) are confirmed.`,
  capacityBelowSold: (sold: number) => `Capacity cannot be below the ${sold} ticket(s) already sold.`,
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD).',
  invalidTime: 'Please enter a valid time (HH:MM).',
  invalidPicture: 'Please enter a valid URL.',
  notPromoter: 'Only approved event promoters can manage events.',
  // Check-in (the promoter's scanner)
  checkedIn: 'Checked in',
  ticketAlreadyCheckedIn: (time: string) => `Already checked in at ${time}`,
  ticketWrongEvent: 'This ticket is not for this event',
  ticketVoid: 'This ticket is void',
  ticketNotFound: 'Ticket not found',
  codeOrTokenRequired: 'Enter a ticket code or scan a QR code.',
} as const

/** Error codes of the events API (`{ error: { code, message } }`). */
export const eventErrorCodes = {
  notFound: 'events.not_found',
  soldOut: 'events.sold_out',
  notEnoughSeats: 'events.not_enough_seats',
  ended: 'events.ended',
  capacityBelowSold: 'events.capacity_below_sold',
  notPromoter: 'events.not_promoter',
  ticketAlreadyCheckedIn: 'events.ticket_already_checked_in',
  ticketWrongEvent: 'events.ticket_wrong_event',
  ticketVoid: 'events.ticket_void',
  ticketNotFound: 'events.ticket_not_found',
} as const

/** Realtime messages (over the existing channel) the promoter's dashboard listens to. */
export const eventRealtimeTypes = {
  /** A ticket was checked in at one of the promoter's events: `{ event_id, ticket_id, checked_in, tickets_sold }`. */
  checkIn: 'events.check_in',
  /** Tickets were sold (paid, or a free booking confirmed): `{ event_id, order_id, tickets, tickets_sold, checked_in }`. */
  sale: 'events.sale',
} as const

/** The `sizes` of an event card's picture in the grid view (the web's EventCard; the server's preload of it). */
export const EVENT_CARD_SIZES = [
  '(min-width: 1536px) 300px',
  '(min-width: 1184px) calc((100vw - 320px) / 3)',
  '(min-width: 768px) calc((100vw - 304px) / 2)',
  'calc(100vw - 32px)',
].join(', ')
