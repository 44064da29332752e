import { z } from 'zod'

import { emailSchema } from '../common/email'
import {
  APPOINTMENT_REASON_MAX,
  appointmentStatuses,
  facilityTypes,
  MEDICAL_PAGE_SIZE,
  MEDICAL_SLOTS,
  medicalMessages,
  medicalProviderTypes,
  medicationCategories,
  MEDICATION_QUANTITY_MAX,
  MEDICATIONS_PAGE_SIZE,
  prescriptionStatuses,
  REJECTION_REASON_MAX,
  slotStates,
} from './medical.constants'

export * from './medical.constants'

// The medical API (issue 17, docs/medical-api.md). snake_case like spec 001 section 3; money in cents; dates
// 'YYYY-MM-DD' and slots 'HH:MM', Nairobi time.

export const medicalProviderTypeSchema = z.enum(medicalProviderTypes)
export const facilityTypeSchema = z.enum(facilityTypes)
export const medicalSlotSchema = z.enum(MEDICAL_SLOTS, { message: medicalMessages.slotInvalid })
export const appointmentStatusSchema = z.enum(appointmentStatuses)
export const prescriptionStatusSchema = z.enum(prescriptionStatuses)
const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value)
/** 'YYYY-MM-DD' naming a real day. */
export const calendarDateSchema = z
  .string({ message: medicalMessages.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, medicalMessages.dateRequired)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, medicalMessages.dateRequired)

// ---------------------------------------------------------------------------------------------------------------
// Public: providers, specializations, facilities, medications (no sign-in)

export const specializationSchema = z.object({ id: z.string(), name: z.string() })
export type Specialization = z.infer<typeof specializationSchema>
export const specializationListSchema = z.object({ items: z.array(specializationSchema) })

/** GET /api/medical/providers: active, verified providers; by rating (reviews' average) descending, then name. */
export const providerListQuerySchema = z.object({
  /** Name or specialization; case-insensitive, partial. */
  search: z.string().trim().max(100).optional(),
  specialization_id: z.preprocess(emptyToUndefined, z.string().uuid().optional()),
  provider_type: z.preprocess(emptyToUndefined, medicalProviderTypeSchema.optional()),
  limit: z.coerce.number().int().min(1).max(60).default(MEDICAL_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>

export const medicalProviderSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  provider_type: medicalProviderTypeSchema,
  specialization: specializationSchema.nullable(),
  facility: z.object({ id: z.string(), name: z.string() }).nullable(),
  bio: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  /** Paid at the visit; null when not stated. */
  consultation_fee_cents: z.number().int().nullable(),
  image_url: z.string().nullable(),
  phone: z.string().nullable(),
  /** The average of patients' ratings of attended appointments, one decimal; null with none. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** ISO weekdays 1 (Monday) to 7. */
  working_days: z.array(z.number().int().min(1).max(7)),
  first_slot: medicalSlotSchema,
  last_slot: medicalSlotSchema,
  is_verified: z.boolean(),
})
export type MedicalProvider = z.infer<typeof medicalProviderSchema>
export const medicalProviderPageSchema = z.object({
  items: z.array(medicalProviderSchema),
  next_cursor: z.string().nullable(),
})

/** GET /api/medical/providers/:id/slots?date=YYYY-MM-DD */
export const slotsQuerySchema = z.object({ date: calendarDateSchema })
export const daySlotsSchema = z.object({
  date: z.string(),
  /** False when the provider does not work that weekday (every slot is then `closed`). */
  working: z.boolean(),
  slots: z.array(z.object({ slot: medicalSlotSchema, state: z.enum(slotStates) })),
})
export type DaySlots = z.infer<typeof daySlotsSchema>

/** GET /api/medical/facilities: verified facilities, by name. */
export const facilityListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  facility_type: z.preprocess(emptyToUndefined, facilityTypeSchema.optional()),
})
export const facilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  facility_type: facilityTypeSchema,
  address: z.string(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  image_url: z.string().nullable(),
  is_verified: z.boolean(),
})
export type Facility = z.infer<typeof facilitySchema>
export const facilityListSchema = z.object({ items: z.array(facilitySchema) })

/** GET /api/medical/medications: active medications, by name; `search` matches name and category. */
export const medicationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.preprocess(emptyToUndefined, z.enum(medicationCategories).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(MEDICATIONS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})
export const medicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  price_cents: z.number().int(),
  stock_quantity: z.number().int(),
  requires_prescription: z.boolean(),
  pharmacy: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type Medication = z.infer<typeof medicationSchema>
export const medicationPageSchema = z.object({
  items: z.array(medicationSchema),
  next_cursor: z.string().nullable(),
})

// ---------------------------------------------------------------------------------------------------------------
// Appointments (signed in)

/** POST /api/medical/providers/:id/appointments */
export const bookAppointmentSchema = z.object({
  date: calendarDateSchema,
  slot: medicalSlotSchema,
  reason: z.string().trim().max(APPOINTMENT_REASON_MAX).optional().nullable(),
  /** The patient's phone for the provider; defaults to the account's. */
  phone: z.string().trim().max(20).optional().nullable(),
})
export type BookAppointmentInput = z.infer<typeof bookAppointmentSchema>

export const appointmentSchema = z.object({
  id: z.string(),
  provider: z.object({
    id: z.string(),
    full_name: z.string(),
    provider_type: medicalProviderTypeSchema,
    specialization: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  date: z.string(),
  slot: medicalSlotSchema,
  /** The slot's start, ISO (Nairobi time is UTC+3). */
  starts_at: z.string(),
  status: appointmentStatusSchema,
  reason: z.string().nullable(),
  /** Booked and more than 2 hours ahead. */
  cancellable: z.boolean(),
  /** Attended and not rated yet. */
  can_review: z.boolean(),
  rating: z.number().int().nullable(),
  created_at: z.string(),
})
export type Appointment = z.infer<typeof appointmentSchema>
export const appointmentListSchema = z.object({ items: z.array(appointmentSchema) })

/** POST /api/medical/appointments/:id/review (attended, once). */
export const reviewAppointmentSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).optional().nullable(),
})

// ---------------------------------------------------------------------------------------------------------------
// Medication orders and prescriptions (signed in)

/** POST /api/medical/orders: medication lines from one pharmacy, priced by the server; then the usual payment. */
export const placeMedicationOrderSchema = z.object({
  items: z
    .array(
      z.object({
        medication_id: z.string().uuid(),
        quantity: z.number().int().min(1).max(MEDICATION_QUANTITY_MAX),
      }),
    )
    .min(1, medicalMessages.emptyBasket)
    .max(50),
  delivery_address: z.string().trim().min(5, 'Please enter a delivery address.').max(300),
  delivery_city: z.string().trim().min(2, 'Please enter a city.').max(80),
  contact_phone: z.string().trim().min(9, 'Please enter a phone number.').max(20),
  contact_email: emailSchema,
})
export type PlaceMedicationOrderInput = z.infer<typeof placeMedicationOrderSchema>

export const prescriptionSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_reference: z.string(),
  status: prescriptionStatusSchema,
  pharmacy: z.object({ id: z.string(), name: z.string() }),
  /** The prescription-only medicines of the order. */
  medicines: z.array(z.string()),
  file_name: z.string().nullable(),
  /** GET it to download (the patient, the pharmacy, admins); null before an upload. */
  file_url: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  uploaded_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
})
export type Prescription = z.infer<typeof prescriptionSchema>

/** POST /api/medical/orders answer, and GET /api/medical/orders/:orderId/prescription. */
export const medicationOrderSchema = z.object({
  order_id: z.string(),
  reference: z.string(),
  total_cents: z.number().int(),
  contact_phone: z.string(),
  /** Null when no line needs one. */
  prescription: prescriptionSchema.nullable(),
  /** Whether the order may be paid now (no prescription needed, or approved). */
  payable: z.boolean(),
})
export type MedicationOrder = z.infer<typeof medicationOrderSchema>

// ---------------------------------------------------------------------------------------------------------------
// /api/medical-dashboard (approved medical providers)

export const workingHoursSchema = z
  .object({
    working_days: z
      .array(z.number().int().min(1).max(7))
      .min(1, medicalMessages.hoursInvalid)
      .max(7)
      .refine((days) => new Set(days).size === days.length, medicalMessages.hoursInvalid),
    first_slot: medicalSlotSchema,
    last_slot: medicalSlotSchema,
    consultation_fee_cents: z.number().int().min(0).max(10_000_000).nullable().optional(),
  })
  .refine((value) => value.first_slot <= value.last_slot, {
    message: medicalMessages.hoursInvalid,
    path: ['last_slot'],
  })
export type WorkingHoursInput = z.infer<typeof workingHoursSchema>

export const medicalDashboardSchema = z.object({
  provider: medicalProviderSchema,
  is_pharmacy: z.boolean(),
  counts: z.object({
    today: z.number().int(),
    upcoming: z.number().int(),
    pending_prescriptions: z.number().int(),
  }),
})
export type MedicalDashboard = z.infer<typeof medicalDashboardSchema>

/** GET /api/medical-dashboard/appointments?date= (default today, Nairobi) */
export const dashboardAppointmentsQuerySchema = z.object({ date: calendarDateSchema.optional() })
export const providerAppointmentSchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: medicalSlotSchema,
  starts_at: z.string(),
  status: appointmentStatusSchema,
  reason: z.string().nullable(),
  patient: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  /** Booked and the slot has begun: attended or no-show may be marked. */
  can_mark: z.boolean(),
  created_at: z.string(),
})
export type ProviderAppointment = z.infer<typeof providerAppointmentSchema>
export const providerAppointmentListSchema = z.object({
  date: z.string(),
  items: z.array(providerAppointmentSchema),
})

/** GET /api/medical-dashboard/prescriptions?status= (pharmacies) */
export const prescriptionQueueQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, prescriptionStatusSchema.optional()),
})
export const queuedPrescriptionSchema = prescriptionSchema.extend({
  patient: z.object({ name: z.string(), phone: z.string().nullable() }),
})
export type QueuedPrescription = z.infer<typeof queuedPrescriptionSchema>
export const prescriptionQueueSchema = z.object({ items: z.array(queuedPrescriptionSchema) })
export const rejectPrescriptionSchema = z.object({
  reason: z.string().trim().min(3, 'Please give a reason.').max(REJECTION_REASON_MAX),
})

/** The pharmacy's own medications: GET/POST /api/medical-dashboard/medications, PATCH .../:id */
const medicationFields = {
  name: z.string().trim().min(2).max(120),
  category: z.enum(medicationCategories),
  description: z.string().trim().max(1000),
  price_cents: z.number().int().min(100).max(10_000_000),
  stock_quantity: z.number().int().min(0).max(100_000),
  requires_prescription: z.boolean(),
  is_active: z.boolean(),
}
export const medicationInputSchema = z.object({
  ...medicationFields,
  description: medicationFields.description.default(''),
  requires_prescription: medicationFields.requires_prescription.default(false),
  is_active: medicationFields.is_active.default(true),
})
/** Only what is sent changes: no defaults here (zod 4's `.partial()` would fill the input's defaults in). */
export const medicationUpdateSchema = z.object(medicationFields).partial()
export const ownMedicationSchema = medicationSchema.extend({ is_active: z.boolean() })
export const ownMedicationListSchema = z.object({ items: z.array(ownMedicationSchema) })
