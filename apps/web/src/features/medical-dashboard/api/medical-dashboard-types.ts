// Types only: the shared module holds zod schemas, which must not reach the browser bundle (decision 005).
export type {
  MedicalDashboard,
  MedicalProvider,
  ProviderAppointment,
  QueuedPrescription,
  WorkingHoursInput,
} from '@soko/shared/medical/medical.schema'
export type {
  AppointmentStatus,
  MedicalProviderType,
  MedicalSlot,
  MedicationCategory,
  PrescriptionStatus,
} from '@soko/shared/medical/medical.constants'

import type { Medication } from '@soko/shared/medical/medical.schema'

/** ownMedicationSchema: a medication of the pharmacy's own, active or not. */
export type OwnMedication = Medication & { is_active: boolean }

/** What Add medication sends (medicationInputSchema), price in cents. */
export interface MedicationBody {
  name: string
  category: string
  description: string
  price_cents: number
  stock_quantity: number
  requires_prescription: boolean
  is_active: boolean
}
