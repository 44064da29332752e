export const eventsQueryKey = ['events'] as const
export const ticketsQueryKey = ['tickets'] as const
