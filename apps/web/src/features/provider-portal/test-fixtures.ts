import type { Booking, ProviderProfile } from './api/provider-types'

// Rows shaped as the providers API answers them, for the component tests.

export function profileFixture(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: 'profile-1',
    user_id: 'user-1',
    provider_type: 'service_provider',
    verification_status: 'approved',
    business_name: 'Mwangi Home Repairs',
    business_description: 'Plumbing and carpentry across Nairobi.',
    location_address: 'Kilimani, Nairobi',
    latitude: null,
    longitude: null,
    phone_number: '0712 345 678',
    email: 'fundi@example.com',
    is_active: true,
    average_rating: 4.8,
    total_reviews: 12,
    profile_image_url: null,
    banner_image_url: null,
    hourly_rate_min: 500,
    hourly_rate_max: 1500,
    specialization: 'Plumbing',
    experience_years: 8,
    service_areas: ['Kilimani', 'Westlands'],
    created_at: '2026-01-10T08:00:00.000Z',
    availability: { days: ['mon', 'tue', 'wed'], start: '08:00', end: '17:00' },
    images: [],
    updated_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  }
}

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-1',
    reference: 'SK-7KQ2-M9XD',
    provider_id: 'profile-1',
    customer_id: 'customer-1',
    service_type: 'General Service',
    service_description: 'Kitchen tap leaking under the sink',
    booking_date: '2026-12-01',
    booking_time: '08:00',
    preferred_time: 'morning',
    urgency: 'high',
    booking_address: 'Argwings Kodhek Road 14, Kilimani',
    contact_name: 'Wanjiku Kamau',
    contact_email: 'wanjiku@example.com',
    contact_phone: '0722 000 111',
    total_amount: 0,
    payment_status: 'pending',
    status: 'pending',
    notes: null,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    customer: { id: 'customer-1', full_name: 'Wanjiku Kamau', email: 'wanjiku@example.com', phone: null },
    provider: {
      id: 'profile-1',
      business_name: 'Mwangi Home Repairs',
      provider_type: 'service_provider',
      phone_number: null,
      profile_image_url: null,
    },
    review: null,
    ...overrides,
  }
}
