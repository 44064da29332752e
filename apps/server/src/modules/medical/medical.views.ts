import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  APPOINTMENT_CANCEL_HOURS,
  medicalProviderTypeLabels,
  type AppointmentStatus,
  type FacilityType,
  type MedicalProviderType,
  type MedicalSlot,
} from '@soko/shared/medical/medical.constants'
import type {
  Appointment,
  Facility,
  MedicalProvider,
  ProviderAppointment,
} from '@soko/shared/medical/medical.schema'
import { formatDay, slotBegun, slotStart } from './medical.clock'
import type {
  AppointmentJoined,
  FacilityRow,
  ProviderAppointmentJoined,
  ProviderJoined,
} from './medical.repository'

// Rows as the API answers them (docs/medical-api.md): snake_case, money in cents, times ISO.

/** The average of the ratings, one decimal; null with none. */
export const ratingOf = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null

export const toProvider = ({
  provider,
  specializationName,
  facilityName,
}: ProviderJoined): MedicalProvider => ({
  id: provider.id,
  full_name: provider.fullName,
  provider_type: provider.providerType as MedicalProviderType,
  specialization:
    provider.specializationId && specializationName !== null
      ? { id: provider.specializationId, name: specializationName }
      : null,
  facility:
    provider.facilityId && facilityName !== null ? { id: provider.facilityId, name: facilityName } : null,
  bio: provider.bio,
  years_experience: provider.yearsExperience,
  consultation_fee_cents: provider.consultationFeeCents,
  image_url: provider.imageUrl,
  phone: provider.phone,
  rating: ratingOf(provider.ratingSum, provider.ratingCount),
  review_count: provider.ratingCount,
  working_days: [...provider.workingDays].sort((a, b) => a - b),
  first_slot: provider.firstSlot as MedicalSlot,
  last_slot: provider.lastSlot as MedicalSlot,
  is_verified: provider.isVerified,
})

export const toFacility = (row: FacilityRow): Facility => ({
  id: row.id,
  name: row.name,
  facility_type: row.facilityType as FacilityType,
  address: row.address,
  city: row.city,
  phone: row.phone,
  image_url: row.imageUrl,
  is_verified: row.isVerified,
})

const CANCEL_MS = APPOINTMENT_CANCEL_HOURS * 3_600_000

/** Booked and more than APPOINTMENT_CANCEL_HOURS before its start. */
export const isCancellable = (row: { status: string; date: string; slot: string }, now: Date) =>
  row.status === 'booked' && slotStart(row.date, row.slot).getTime() - now.getTime() > CANCEL_MS

export const toAppointment = (row: AppointmentJoined, now: Date): Appointment => {
  const { appointment } = row
  return {
    id: appointment.id,
    provider: {
      id: appointment.providerId,
      full_name: row.providerName,
      provider_type: row.providerType as MedicalProviderType,
      specialization: row.specializationName,
      phone: row.providerPhone,
    },
    date: appointment.date,
    slot: appointment.slot as MedicalSlot,
    starts_at: slotStart(appointment.date, appointment.slot).toISOString(),
    status: appointment.status as AppointmentStatus,
    reason: appointment.reason,
    cancellable: isCancellable(appointment, now),
    can_review: appointment.status === 'attended' && appointment.rating === null,
    rating: appointment.rating,
    created_at: appointment.createdAt.toISOString(),
  }
}

export const toProviderAppointment = (row: ProviderAppointmentJoined, now: Date): ProviderAppointment => {
  const { appointment } = row
  return {
    id: appointment.id,
    date: appointment.date,
    slot: appointment.slot as MedicalSlot,
    starts_at: slotStart(appointment.date, appointment.slot).toISOString(),
    status: appointment.status as AppointmentStatus,
    reason: appointment.reason,
    patient: {
      name: row.patientName || 'Patient',
      phone: appointment.patientPhone || row.accountPhone,
      email: row.patientEmail,
    },
    can_mark: appointment.status === 'booked' && slotBegun(appointment.date, appointment.slot, now),
    created_at: appointment.createdAt.toISOString(),
  }
}

/** My activity's entry: "Cardiology · 12 Dec 2026, 10:00" (the provider's type without a specialization). */
export const toAppointmentActivity = (row: AppointmentJoined): ActivityItem => {
  const { appointment } = row
  const field =
    row.specializationName ?? medicalProviderTypeLabels[row.providerType as MedicalProviderType] ?? null
  const when = `${formatDay(appointment.date)}, ${appointment.slot}`
  return {
    kind: 'appointment',
    id: appointment.id,
    title: row.providerName,
    subtitle: field ? `${field} · ${when}` : when,
    status: appointment.status,
    date: appointment.createdAt.toISOString(),
    amount_cents: null,
    href: '/medical/appointments',
    ticket_count: null,
  }
}
