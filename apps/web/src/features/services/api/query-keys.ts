/** Every directory query starts with this key, so a booking or review can refresh them all. */
export const servicesQueryKey = ['services'] as const
