import { medicalAppointmentsQueryKey, prescriptionsQueryKey } from '@/lib/booking-query-keys'

/** The public lists (providers, facilities, medications, specializations). */
export const medicalQueryKey = ['medical'] as const

// The patient's own queries (a day's slots in the booking dialog, My appointments) start with the key the live
// channel refreshes on every notification (lib/booking-query-keys.ts): a provider's mark shows at once.
// A medication order's prescription likewise: the pharmacist's decision is a notification.
export const medicalKeys = {
  specializations: [...medicalQueryKey, 'specializations'] as const,
  providers: (params: object) => [...medicalQueryKey, 'providers', params] as const,
  provider: (id: string) => [...medicalQueryKey, 'provider', id] as const,
  facilities: (params: object) => [...medicalQueryKey, 'facilities', params] as const,
  medications: (params: object) => [...medicalQueryKey, 'medications', params] as const,
  slots: (providerId: string, date: string) =>
    [...medicalAppointmentsQueryKey, 'slots', providerId, date] as const,
  mine: [...medicalAppointmentsQueryKey, 'mine'] as const,
  order: (orderId: string) => [...prescriptionsQueryKey, 'medication-order', orderId] as const,
}

export const providerPath = (id: string) => `/api/medical/providers/${encodeURIComponent(id)}`
export const medicationOrderPath = (orderId: string) => `/api/medical/orders/${encodeURIComponent(orderId)}`

/** `?a=1&b=2` from the defined values; '' when there are none. */
export function queryString(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value))
  const text = query.toString()
  return text ? `?${text}` : ''
}
