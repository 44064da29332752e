import { z } from 'zod'

import { emailSchema } from '../common/email'
import {
  EVENT_CAPACITY_MAX,
  EVENT_PRICE_MAX,
  eventMessages,
  eventPriceFilters,
  eventSorts,
  eventTypes,
  EVENTS_PAGE_SIZE,
  EVENTS_PAGE_SIZE_MAX,
  MAX_TICKETS_PER_BOOKING,
  MIN_TICKETS_PER_BOOKING,
  ticketStatuses,
} from './event.constants'

export * from './event.constants'

// The events API (docs: /work/wt/EVENTS-CONTRACT.md, decision 013). Fields are snake_case like spec 001 section 3;
// money is KSh (`price`) and integer cents (`price_cents`); `date` is 'YYYY-MM-DD' and `time` 'HH:MM', Nairobi time.

export const eventTypeSchema = z.enum(eventTypes)
export const ticketStatusSchema = z.enum(ticketStatuses)

const dateOnly = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, eventMessages.invalidDate)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
  }, eventMessages.invalidDate)
const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, eventMessages.invalidTime)

// ---------------------------------------------------------------------------------------------------------------
// Public list and detail

/** GET /api/events query. `to` includes that whole day. */
export const eventListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: z
    .union([eventTypeSchema, z.literal('all'), z.literal('')])
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value)),
  price: z
    .union([z.enum(eventPriceFilters), z.literal('all'), z.literal('')])
    .optional()
    .transform((value) => (value === 'all' || value === '' ? undefined : value)),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  sort: z.enum(eventSorts).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_SIZE_MAX).default(EVENTS_PAGE_SIZE),
})
export type EventListQuery = z.infer<typeof eventListQuerySchema>

export const eventCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Short on a card (EVENT_CARD_DESCRIPTION_LENGTH), whole on the detail. */
  description: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  time: z.string(),
  location: z.string(),
  event_type: eventTypeSchema,
  /** KSh; 0 shows FREE. */
  price: z.number(),
  price_cents: z.number().int(),
  image_url: z.string().nullable(),
  /** The promoter's business name. */
  organizer: z.string(),
  max_attendees: z.number().int(),
  current_attendees: z.number().int(),
  seats_left: z.number().int(),
  popularity: z.number().int(),
  /** The event's last day (end_date or date) is before today in Nairobi. */
  is_ended: z.boolean(),
  /** current_attendees has reached max_attendees. */
  is_sold_out: z.boolean(),
})
export type EventCard = z.infer<typeof eventCardSchema>

export const eventPageSchema = z.object({
  events: z.array(eventCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type EventPage = z.infer<typeof eventPageSchema>

/** GET /api/events/:id: the card with the whole description and the organizer's public contact. */
export const eventDetailSchema = eventCardSchema.extend({
  organizer_contact: z
    .object({ phone: z.string().nullable(), email: z.string().nullable(), website: z.string().nullable() })
    .nullable(),
})
export type EventDetail = z.infer<typeof eventDetailSchema>

/** GET /api/events/ticket-key: the public key that verifies a ticket's QR token offline (see ticket-token.ts). */
export const ticketKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64 (standard alphabet). */
  public_key: z.string(),
  /** The same key as SPKI PEM. */
  public_key_pem: z.string(),
  /** A short fingerprint so a device can tell which key it holds. */
  key_id: z.string(),
})
export type TicketKey = z.infer<typeof ticketKeySchema>

// ---------------------------------------------------------------------------------------------------------------
// Booking

const requiredText = (max: number) =>
  z
    .string({ error: eventMessages.missingInformation })
    .trim()
    .min(1, eventMessages.missingInformation)
    .max(max, eventMessages.missingInformation)

/** POST /api/events/:id/bookings. The server prices the tickets; `Idempotency-Key` header optional. */
export const createEventBookingSchema = z.object({
  full_name: requiredText(120),
  email: requiredText(254).pipe(emailSchema),
  phone: requiredText(30),
  tickets: z.coerce
    .number({ error: eventMessages.ticketsRange })
    .int(eventMessages.ticketsRange)
    .min(MIN_TICKETS_PER_BOOKING, eventMessages.ticketsRange)
    .max(MAX_TICKETS_PER_BOOKING, eventMessages.ticketsRange),
  special_requests: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type CreateEventBookingInput = z.input<typeof createEventBookingSchema>

/** The booking's answer; `order` is an OrderDetail as GET /api/orders/:id returns it (orders/order.schema). */
export type EventBookingResult<Order = unknown> = {
  order: Order
  tickets_reserved: number
  /** False for a free event: the order is confirmed and its tickets issued already. */
  requires_payment: boolean
}

// ---------------------------------------------------------------------------------------------------------------
// Tickets

export const ticketSchema = z.object({
  id: z.string(),
  /** 10 characters of Crockford base32, shown to humans and typed at the door. */
  code: z.string(),
  /** What the QR code encodes: a token signed by the server (see ticket-token.ts). */
  qr_token: z.string(),
  status: ticketStatusSchema,
  checked_in_at: z.string().nullable(),
  order_id: z.string(),
  holder_name: z.string(),
  event: z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    end_date: z.string().nullable(),
    time: z.string(),
    location: z.string(),
    image_url: z.string().nullable(),
  }),
  created_at: z.string(),
})
export type Ticket = z.infer<typeof ticketSchema>

export const ticketListQuerySchema = z.object({ order_id: z.uuid().optional() })
export const ticketListSchema = z.object({ tickets: z.array(ticketSchema) })
export type TicketList = z.infer<typeof ticketListSchema>

// ---------------------------------------------------------------------------------------------------------------
// Promoter (/api/event-dashboard)

const picture = z
  .string()
  .trim()
  .max(500)
  // An uploaded picture, one of the drawn demo pictures the server ships (/demo/...), or a web address.
  .refine(
    (value) =>
      value.startsWith('/uploads/') ||
      /^\/demo\/[\w-]+\/[\w-]+\.webp$/.test(value) ||
      /^https?:\/\//.test(value),
    eventMessages.invalidPicture,
  )

const eventFields = {
  title: requiredText(200),
  description: requiredText(5000),
  event_type: eventTypeSchema,
  date: dateOnly,
  end_date: dateOnly.nullish().transform((value) => value ?? null),
  time: timeOfDay,
  location: requiredText(200),
  /** KSh, up to two decimals; 0 is a free event. */
  price: z.coerce
    .number()
    .min(0)
    .max(EVENT_PRICE_MAX)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals.'),
  max_attendees: z.coerce.number().int().min(1).max(EVENT_CAPACITY_MAX),
  image_url: picture.nullish().transform((value) => value ?? null),
  is_active: z.boolean(),
}

/** POST /api/event-dashboard/events. Unpublished unless `is_active` is true. */
export const createEventSchema = z
  .object({ ...eventFields, is_active: eventFields.is_active.default(false) })
  .refine((value) => !value.end_date || value.end_date >= value.date, {
    message: eventMessages.endBeforeStart,
    path: ['end_date'],
  })
export type CreateEventInput = z.input<typeof createEventSchema>

/** PATCH /api/event-dashboard/events/:id: any of the fields; `is_active` publishes or unpublishes. */
export const updateEventSchema = z
  .object({
    title: eventFields.title.optional(),
    description: eventFields.description.optional(),
    event_type: eventFields.event_type.optional(),
    date: eventFields.date.optional(),
    end_date: dateOnly.nullable().optional(),
    time: eventFields.time.optional(),
    location: eventFields.location.optional(),
    price: eventFields.price.optional(),
    max_attendees: eventFields.max_attendees.optional(),
    image_url: picture.nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((value) => !value.date || !value.end_date || value.end_date >= value.date, {
    message: eventMessages.endBeforeStart,
    path: ['end_date'],
  })
export type UpdateEventInput = z.input<typeof updateEventSchema>

export const promoterEventSchema = eventCardSchema.extend({
  is_active: z.boolean(),
  tickets_sold: z.number().int(),
  checked_in: z.number().int(),
  /** From paid orders only. */
  revenue: z.number(),
  revenue_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type PromoterEvent = z.infer<typeof promoterEventSchema>
export const promoterEventListSchema = z.object({ events: z.array(promoterEventSchema) })

export const eventImageSchema = z.object({ image_url: z.string() })

export const attendeeSchema = z.object({
  ticket_id: z.string(),
  code: z.string(),
  holder_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: ticketStatusSchema,
  checked_in_at: z.string().nullable(),
  order_id: z.string(),
  order_reference: z.string(),
})
export type Attendee = z.infer<typeof attendeeSchema>

export const attendeeListSchema = z.object({
  attendees: z.array(attendeeSchema),
  checked_in: z.number().int(),
  tickets_sold: z.number().int(),
})
export type AttendeeList = z.infer<typeof attendeeListSchema>

/** POST /api/event-dashboard/events/:id/check-ins: the typed code or the scanned QR content. */
export const checkInSchema = z
  .object({
    code: z.string().trim().max(40).optional(),
    token: z.string().trim().max(1000).optional(),
  })
  .refine((value) => Boolean(value.code) || Boolean(value.token), {
    message: eventMessages.codeOrTokenRequired,
  })
export type CheckInInput = z.infer<typeof checkInSchema>

export const checkInResultSchema = z.object({
  ticket: attendeeSchema,
  checked_in: z.number().int(),
  tickets_sold: z.number().int(),
})
export type CheckInResult = z.infer<typeof checkInResultSchema>

// ---------------------------------------------------------------------------------------------------------------
// Admin (/api/admin/events)

export const adminEventsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})

export const adminEventSchema = promoterEventSchema.extend({
  promoter: z
    .object({ provider_id: z.string(), business_name: z.string(), email: z.string().nullable() })
    .nullable(),
})
export type AdminEvent = z.infer<typeof adminEventSchema>

export const adminEventListSchema = z.object({
  events: z.array(adminEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
export type AdminEventList = z.infer<typeof adminEventListSchema>
