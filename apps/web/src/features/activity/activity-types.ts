// GET /api/activity as EVENTS-CONTRACT.md gives it; replaced by @soko/shared once it lands.

export const activityKinds = ['order', 'service_booking', 'event_booking'] as const
export type ActivityKind = (typeof activityKinds)[number]

export interface ActivityItem {
  kind: ActivityKind
  id: string
  title: string
  subtitle: string | null
  status: string
  /** ISO date and time. */
  date: string
  amount_cents: number | null
  /** The web page to open: /orders/{id}, /bookings, ... */
  href: string
}

export interface ActivityPage {
  items: ActivityItem[]
  next_cursor: string | null
}
