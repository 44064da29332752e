// The promoter API's response shapes (EVENTS-CONTRACT.md, "Promoter"). The server serializes every body
// through its route's response schema (decision 005), so the web trusts them as typed here.
import type { EventType, TicketStatus } from '@soko/shared/events/event.constants'

/** One of the promoter's own events (published or not) with its sales. */
export interface PromoterEvent {
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
  organizer: string | null
  max_attendees: number
  current_attendees: number
  seats_left: number
  popularity: number
  is_ended: boolean
  is_sold_out: boolean
  is_active: boolean
  tickets_sold: number
  revenue_cents: number
  checked_in: number
}

/** What the event form sends (POST whole, PATCH partial). */
export interface PromoterEventInput {
  title: string
  description: string
  event_type: EventType
  date: string
  end_date: string | null
  time: string
  location: string
  price: number
  max_attendees: number
  image_url?: string | null
  is_active?: boolean
}

export interface Attendee {
  ticket_id: string
  code: string
  holder_name: string
  email: string | null
  status: TicketStatus
  checked_in_at: string | null
  order_id: string
}

export interface AttendeeList {
  attendees: Attendee[]
  checked_in: number
  tickets_sold: number
}

export interface CheckedInTicket {
  id: string
  code: string
  holder_name: string
  status: TicketStatus
  checked_in_at: string | null
}

export interface CheckInAnswer {
  ticket: CheckedInTicket
  checked_in: number
  tickets_sold: number
}

/** GET /api/events/ticket-key: the public half of the key that signs the tickets' QR codes. */
export interface TicketKey {
  algorithm: 'Ed25519'
  public_key: string
}
