import { medicalDashboardQueryKey } from '@/lib/booking-query-keys'

// Every key starts with the one the live channel refreshes on each notification (lib/booking-query-keys.ts),
// so a new booking, a cancellation or a prescription upload arrives without a reload.
export const medicalDashboardKeys = {
  all: medicalDashboardQueryKey,
  dashboard: [...medicalDashboardQueryKey, 'dashboard'] as const,
  appointments: (date: string) => [...medicalDashboardQueryKey, 'appointments', date] as const,
  prescriptions: (status: string) => [...medicalDashboardQueryKey, 'prescriptions', status] as const,
  medications: [...medicalDashboardQueryKey, 'medications'] as const,
}

export const medicalDashboardApi = '/api/medical-dashboard'
export const appointmentPath = (id: string) => `${medicalDashboardApi}/appointments/${encodeURIComponent(id)}`
export const prescriptionPath = (id: string) =>
  `${medicalDashboardApi}/prescriptions/${encodeURIComponent(id)}`
export const medicationPath = (id: string) => `${medicalDashboardApi}/medications/${encodeURIComponent(id)}`
