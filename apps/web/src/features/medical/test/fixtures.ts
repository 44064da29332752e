import type {
  Appointment,
  DaySlots,
  Facility,
  MedicalProvider,
  Medication,
  MedicationOrder,
  Prescription,
} from '@soko/shared/medical/medical.schema'

export const provider = (patch: Partial<MedicalProvider> = {}): MedicalProvider => ({
  id: 'prov-1',
  full_name: 'Dr. Achieng Otieno',
  provider_type: 'doctor',
  specialization: { id: '11111111-1111-4111-8111-111111111111', name: 'Cardiology' },
  facility: { id: 'fac-1', name: 'Nairobi Hospital' },
  bio: null,
  years_experience: 12,
  consultation_fee_cents: 250_000,
  image_url: null,
  phone: '+254 711 000 111',
  rating: 4.46,
  review_count: 12,
  working_days: [1, 2, 3, 4, 5],
  first_slot: '09:00',
  last_slot: '17:00',
  is_verified: true,
  ...patch,
})

export const facility = (patch: Partial<Facility> = {}): Facility => ({
  id: 'fac-1',
  name: 'Nairobi Hospital',
  facility_type: 'hospital',
  address: 'Argwings Kodhek Road',
  city: 'Nairobi',
  phone: '+254 20 284 5000',
  image_url: null,
  is_verified: true,
  ...patch,
})

export const pharmacyA = { id: 'pharm-a', name: 'Goodlife Pharmacy' }
export const pharmacyB = { id: 'pharm-b', name: 'Haltons Pharmacy' }

export const medication = (patch: Partial<Medication> = {}): Medication => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Paracetamol 500mg',
  category: 'Pain Relief',
  description: '',
  image_url: null,
  price_cents: 15_000,
  stock_quantity: 40,
  requires_prescription: false,
  pharmacy: pharmacyA,
  ...patch,
})

export const amoxicillin = medication({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: 'Amoxicillin 500mg',
  category: 'Antibiotics',
  price_cents: 45_000,
  stock_quantity: 3,
  requires_prescription: true,
})

export const outOfStock = medication({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  name: 'Cetirizine 10mg',
  category: 'Allergy',
  stock_quantity: 0,
})

export const daySlots = (
  date: string,
  states: Partial<Record<string, DaySlots['slots'][number]['state']>> = {},
) =>
  ({
    date,
    working: true,
    slots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((slot) => ({
      slot,
      state: states[slot] ?? 'free',
    })),
  }) as DaySlots

export const appointment = (patch: Partial<Appointment> = {}): Appointment => ({
  id: 'appt-1',
  provider: {
    id: 'prov-1',
    full_name: 'Dr. Achieng Otieno',
    provider_type: 'doctor',
    specialization: 'Cardiology',
    phone: '+254711000111',
  },
  date: '2026-05-14',
  slot: '10:00',
  starts_at: '2026-05-14T07:00:00.000Z',
  status: 'booked',
  reason: 'Chest pain when climbing stairs',
  cancellable: true,
  can_review: false,
  rating: null,
  created_at: '2026-05-12T07:00:00.000Z',
  ...patch,
})

export const prescription = (patch: Partial<Prescription> = {}): Prescription => ({
  id: 'rx-1',
  order_id: 'order-1',
  order_reference: 'SK-7KQ2-M9XD',
  status: 'awaiting_upload',
  pharmacy: pharmacyA,
  medicines: ['Amoxicillin 500mg'],
  file_name: null,
  file_url: null,
  rejection_reason: null,
  uploaded_at: null,
  reviewed_at: null,
  ...patch,
})

export const medicationOrder = (patch: Partial<MedicationOrder> = {}): MedicationOrder => ({
  order_id: 'order-1',
  reference: 'SK-7KQ2-M9XD',
  total_cents: 90_000,
  contact_phone: '+254712345678',
  prescription: prescription(),
  payable: false,
  ...patch,
})
