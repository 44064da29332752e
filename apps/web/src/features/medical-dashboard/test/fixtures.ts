import type {
  MedicalDashboard,
  MedicalProvider,
  OwnMedication,
  ProviderAppointment,
  QueuedPrescription,
} from '../api/medical-dashboard-types'

export function provider(overrides: Partial<MedicalProvider> = {}): MedicalProvider {
  return {
    id: 'provider-1',
    full_name: 'Dr. Amina Wanjiru',
    provider_type: 'doctor',
    specialization: { id: 'spec-1', name: 'Cardiology' },
    facility: null,
    bio: null,
    years_experience: 12,
    consultation_fee_cents: 250_000,
    image_url: null,
    phone: '+254700111222',
    rating: 4.6,
    review_count: 8,
    working_days: [1, 2, 3, 4, 5],
    first_slot: '09:00',
    last_slot: '16:00',
    is_verified: true,
    ...overrides,
  }
}

export function dashboard(overrides: Partial<MedicalDashboard> = {}): MedicalDashboard {
  return {
    provider: provider(),
    is_pharmacy: false,
    counts: { today: 3, upcoming: 7, pending_prescriptions: 0 },
    ...overrides,
  }
}

export const pharmacyDashboard = (): MedicalDashboard =>
  dashboard({
    provider: provider({
      id: 'provider-2',
      full_name: 'Westlands Pharmacy',
      provider_type: 'pharmacist',
      specialization: { id: 'spec-9', name: 'Pharmacy' },
    }),
    is_pharmacy: true,
    counts: { today: 0, upcoming: 0, pending_prescriptions: 2 },
  })

export function appointment(overrides: Partial<ProviderAppointment> = {}): ProviderAppointment {
  return {
    id: 'appt-1',
    date: '2026-06-10',
    slot: '09:00',
    starts_at: '2026-06-10T06:00:00.000Z',
    status: 'booked',
    reason: 'Chest pain when climbing stairs',
    patient: { name: 'Wanjiku Kamau', phone: '+254 712 000 111', email: 'wanjiku@example.com' },
    can_mark: true,
    created_at: '2026-06-01T09:00:00.000Z',
    ...overrides,
  }
}

export function prescription(overrides: Partial<QueuedPrescription> = {}): QueuedPrescription {
  return {
    id: 'rx-1',
    order_id: 'order-1',
    order_reference: 'SK-4F2A9C',
    status: 'pending',
    pharmacy: { id: 'provider-2', name: 'Westlands Pharmacy' },
    medicines: ['Amoxicillin 500mg', 'Augmentin 625mg'],
    file_name: 'prescription.pdf',
    file_url: '/api/medical/prescriptions/rx-1/file',
    rejection_reason: null,
    uploaded_at: '2026-06-10T06:15:00.000Z',
    reviewed_at: null,
    patient: { name: 'Otieno Ouma', phone: '0722 333 444' },
    ...overrides,
  }
}

export function medication(overrides: Partial<OwnMedication> = {}): OwnMedication {
  return {
    id: 'med-1',
    name: 'Amoxicillin 500mg',
    category: 'Antibiotics',
    description: 'Capsules, 21 per pack.',
    image_url: null,
    price_cents: 45_000,
    stock_quantity: 30,
    requires_prescription: true,
    pharmacy: { id: 'provider-2', name: 'Westlands Pharmacy' },
    is_active: true,
    ...overrides,
  }
}
