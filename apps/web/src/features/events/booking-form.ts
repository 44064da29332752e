import type { Session } from '@/lib/session'
import { parseTickets } from './event-display'

/** The event booking dialog's fields (spec 001 sections 2 and 5). */
export interface EventBookingFormValues {
  full_name: string
  email: string
  phone: string
  /** As typed; read with parseTickets. */
  tickets: string
  special_requests: string
}

/** The request body of POST /api/events/{id}/bookings. */
export interface EventBookingInput {
  full_name: string
  email: string
  phone: string
  tickets: number
  special_requests?: string
}

/** Spec 001 section 5: full name, email and phone are required (Missing Information toast). */
export const requiredEventBookingFields = ['full_name', 'email', 'phone'] as const
export type RequiredEventBookingField = (typeof requiredEventBookingFields)[number]

/** Name and e-mail from the session, the phone from the profile when it has one, one ticket. */
export function eventBookingDefaults(session: Session | null): EventBookingFormValues {
  return {
    full_name: session?.profile.full_name?.trim() || session?.user.name || '',
    email: session?.user.email ?? '',
    phone: session?.profile.phone ?? '',
    tickets: '1',
    special_requests: '',
  }
}

/** The required fields left blank, in the form's order. */
export function missingEventBookingFields(values: EventBookingFormValues): RequiredEventBookingField[] {
  return requiredEventBookingFields.filter((field) => values[field].trim() === '')
}

/** Trimmed; tickets 1 to 10 (1 when invalid); special requests left out when blank. */
export function toEventBookingInput(values: EventBookingFormValues): EventBookingInput {
  const requests = values.special_requests.trim()
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    tickets: parseTickets(values.tickets),
    ...(requests ? { special_requests: requests } : {}),
  }
}
