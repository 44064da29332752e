// The promoter API's response shapes: the server's schemas (packages/shared/src/events/event.schema.ts),
// imported as types only, so nothing of zod reaches the browser (decision 005).
export type {
  Attendee,
  AttendeeList,
  CheckInResult as CheckInAnswer,
  PromoterEvent,
  TicketKey,
  UpdateEventInput,
} from '@soko/shared/events/event.schema'
import type { EventType } from '@soko/shared/events/event.constants'

/** What the event form sends (POST whole; PATCH any part). */
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
