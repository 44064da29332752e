import { eventDashboardQueryKey } from '@/lib/booking-query-keys'

// Every key starts with the one the live channel refreshes on a check-in or a sale (lib/booking-query-keys.ts).
export const eventDashboardKeys = {
  all: eventDashboardQueryKey,
  events: [...eventDashboardQueryKey, 'events'] as const,
  attendees: (eventId: string) => [...eventDashboardQueryKey, 'attendees', eventId] as const,
  ticketKey: ['events', 'ticket-key'] as const,
}
