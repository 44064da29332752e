import { z } from 'zod'

// GET /api/activity (My activity, /activity): everything a customer has going, newest first, from a registry of
// sources on the server (shop orders, service bookings, event bookings, food orders, rides; each later vertical adds its kind).

export const activityKinds = [
  'order',
  'service_booking',
  'event_booking',
  'food_order',
  'ride',
  'property_viewing',
  'job_application',
  'appointment',
  'insurance_quote',
] as const
export type ActivityKind = (typeof activityKinds)[number]

export const ACTIVITY_PAGE_SIZE = 20

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})
export type ActivityQuery = z.infer<typeof activityQuerySchema>

export const activityItemSchema = z.object({
  /** A string rather than the enum, so an older screen shows a newer kind as a plain entry. */
  kind: z.string(),
  id: z.string(),
  /** The order reference, the service's name, the event's title. */
  title: z.string(),
  /** E.g. "3 items", the provider's name, "2 tickets · Sat 14 Mar, 18:00 · KICC, Nairobi". */
  subtitle: z.string().nullable(),
  /** The source's own status value (order: pending/paid/...; booking: pending/confirmed/...). */
  status: z.string(),
  /** When it was created (ISO); the list is ordered by it, newest first. */
  date: z.string(),
  amount_cents: z.number().int().nullable(),
  /** The web page to open: /orders/:id, /bookings, ... */
  href: z.string(),
  /** Event bookings: how many tickets (seats) the order holds; null for other kinds. */
  ticket_count: z.number().int().nullable(),
})
export type ActivityItem = z.infer<typeof activityItemSchema>

export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  next_cursor: z.string().nullable(),
})
export type ActivityPage = z.infer<typeof activityPageSchema>
