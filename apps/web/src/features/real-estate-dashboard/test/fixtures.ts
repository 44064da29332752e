import type { AgentListing, AgentViewing, RealEstateDashboard } from '../dashboard-types'

export const dashboard: RealEstateDashboard = {
  agent: { id: 'agent-1', full_name: 'Achieng Otieno', agency_name: 'Nyumba Bora Realty', is_verified: true },
  stats: { listings: 3, available: 1, views: 1234, pending_viewings: 2 },
}

export function listing(overrides: Partial<AgentListing> = {}): AgentListing {
  return {
    id: 'prop-1',
    title: 'Two-bedroom apartment in Kilimani',
    listing_type: 'rent',
    property_type: 'apartment',
    price: 85_000,
    bedrooms: 2,
    bathrooms: 1,
    area_sqm: 95,
    location_address: 'Argwings Kodhek Road',
    city: 'Nairobi',
    county: 'Nairobi',
    image_url: null,
    is_featured: false,
    status: 'available',
    created_at: '2026-05-01T09:00:00.000Z',
    description: 'Bright flat near Yaya Centre.',
    images: [],
    amenities: ['Parking', 'Lift'],
    features: ['Open-plan kitchen'],
    latitude: null,
    longitude: null,
    virtual_tour_url: null,
    contact_phone: '0712345678',
    contact_email: 'achieng@homes.example',
    views_count: 120,
    available_from: null,
    updated_at: '2026-05-01T09:00:00.000Z',
    agent: {
      id: 'agent-1',
      full_name: 'Achieng Otieno',
      agency_name: 'Nyumba Bora Realty',
      is_verified: true,
    },
    viewing_requests: 5,
    pending_viewings: 2,
    ...overrides,
  }
}

export function viewing(overrides: Partial<AgentViewing> = {}): AgentViewing {
  return {
    id: 'viewing-1',
    property_id: 'prop-1',
    property_title: 'Two-bedroom apartment in Kilimani',
    property_image_url: null,
    property_address: 'Argwings Kodhek Road',
    date: '2026-05-20',
    slot: '10:00',
    message: 'Is parking included?',
    status: 'requested',
    response_note: null,
    created_at: '2026-05-10T09:00:00.000Z',
    updated_at: '2026-05-10T09:00:00.000Z',
    requester: {
      id: 'user-9',
      full_name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone: '+254 712 000 111',
    },
    ...overrides,
  }
}
