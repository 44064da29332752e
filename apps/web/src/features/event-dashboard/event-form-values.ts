import {
  EVENT_CAPACITY_MAX,
  EVENT_PRICE_MAX,
  eventTypes,
  type EventType,
} from '@soko/shared/events/event.constants'
import type { PromoterEvent, PromoterEventInput } from './api/event-dashboard-types'

// The event form's values as the inputs hold them (strings), the checks the browser makes before sending
// (the server checks again and has the last word, e.g. capacity below the tickets sold), and the body sent.

export interface EventFormValues {
  title: string
  description: string
  event_type: EventType | ''
  date: string
  end_date: string
  time: string
  location: string
  price: string
  max_attendees: string
  is_active: boolean
}

export function eventFormValues(event: PromoterEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    event_type: event && (eventTypes as readonly string[]).includes(event.event_type) ? event.event_type : '',
    date: event?.date ?? '',
    end_date: event?.end_date ?? '',
    time: event?.time ?? '',
    location: event?.location ?? '',
    price: event ? String(event.price) : '',
    max_attendees: event ? String(event.max_attendees) : '',
    is_active: event?.is_active ?? false,
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function validDate(value: string) {
  if (!isoDate.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
}

export const validTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** A price in KSh: 0 (free) or more, at most two decimals. */
export const validPrice = (value: string) =>
  /^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) <= EVENT_PRICE_MAX

/** Seats: a whole number from 1. */
export const validCapacity = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= EVENT_CAPACITY_MAX

/** The end date is optional; when given it is not before the start. */
export const validEndDate = (end: string, start: string) =>
  end === '' || (validDate(end) && (!validDate(start) || end >= start))

export function eventInput(values: EventFormValues): PromoterEventInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    event_type: values.event_type as EventType,
    date: values.date,
    end_date: values.end_date || null,
    time: values.time,
    location: values.location.trim(),
    price: Number(values.price),
    max_attendees: Number(values.max_attendees),
    is_active: values.is_active,
  }
}
