import {
  preferredTimes,
  urgencies,
  type PreferredTime,
  type Urgency,
} from '@soko/shared/providers/provider.constants'
import type { CreateBookingInput } from '@soko/shared/providers/provider.schema'
import type { Session } from '@/lib/session'

/** The booking dialog's fields (spec 001 section 3, "Service booking request"). */
export interface BookingFormValues {
  full_name: string
  email: string
  phone: string
  address: string
  /** YYYY-MM-DD or empty. */
  preferred_date: string
  preferred_time: PreferredTime
  service_description: string
  urgency: Urgency
}

/** Spec 001 section 5: full name, email, phone and address are required. */
export const requiredBookingFields = ['full_name', 'email', 'phone', 'address'] as const

/** Name and email come from the session (and the phone, when the profile has one); urgency is normal. */
export function bookingDefaults(session: Session | null): BookingFormValues {
  return {
    full_name: session?.profile.full_name?.trim() || session?.user.name || '',
    email: session?.user.email ?? '',
    phone: session?.profile.phone ?? '',
    address: '',
    preferred_date: '',
    preferred_time: 'flexible',
    service_description: '',
    urgency: 'normal',
  }
}

/** The required fields left blank, in the form's order. */
export function missingBookingFields(values: BookingFormValues) {
  return requiredBookingFields.filter((field) => values[field].trim() === '')
}

/** Today in the browser's time zone, YYYY-MM-DD: the earliest preferred date. */
export function todayIso(now = new Date()) {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** The request body: trimmed, blank optional values as null (spec 001 section 5). */
export function toCreateBookingInput(values: BookingFormValues): CreateBookingInput {
  const description = values.service_description.trim()
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    preferred_date: values.preferred_date || null,
    preferred_time: (preferredTimes as readonly string[]).includes(values.preferred_time)
      ? values.preferred_time
      : 'flexible',
    service_description: description || null,
    urgency: (urgencies as readonly string[]).includes(values.urgency) ? values.urgency : 'normal',
  }
}
