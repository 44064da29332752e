import type { PropertyCard, PropertyDetail, PropertyPage, Viewing } from '../real-estate-types'

export const saleCard: PropertyCard = {
  id: 'prop-1',
  title: 'Four-bedroom villa in Karen',
  listing_type: 'sale',
  property_type: 'villa',
  price: 12_500_000,
  bedrooms: 4,
  bathrooms: 3,
  area_sqm: 320,
  location_address: 'Karen Road',
  city: 'Nairobi',
  county: 'Nairobi',
  image_url: '/uploads/properties/villa-1200.webp',
  is_featured: true,
  status: 'available',
  created_at: '2026-05-01T09:00:00.000Z',
}

export const rentCard: PropertyCard = {
  ...saleCard,
  id: 'prop-2',
  title: 'Two-bedroom apartment in Kilimani',
  listing_type: 'rent',
  property_type: 'apartment',
  price: 85_000,
  bedrooms: 2,
  bathrooms: 1,
  area_sqm: null,
  location_address: 'Argwings Kodhek Road, Kilimani',
  image_url: null,
  is_featured: false,
}

export function page(items: PropertyCard[], total = items.length, pageNumber = 1): PropertyPage {
  return { items, total, page: pageNumber, page_size: 12 }
}

export const sampleViewing: Viewing = {
  id: 'viewing-1',
  property_id: 'prop-1',
  property_title: saleCard.title,
  property_image_url: null,
  property_address: 'Karen Road',
  date: '2026-05-20',
  slot: '10:00',
  message: 'Can I bring my architect?',
  status: 'requested',
  response_note: null,
  created_at: '2026-05-10T09:00:00.000Z',
  updated_at: '2026-05-10T09:00:00.000Z',
}

export const sampleDetail: PropertyDetail = {
  ...saleCard,
  description: 'A quiet villa on a one-acre plot.',
  images: ['/uploads/properties/villa-1200.webp', '/uploads/properties/villa-garden-1200.webp'],
  amenities: ['Swimming pool', 'Borehole'],
  features: ['Open-plan kitchen', 'Solar water heating'],
  latitude: -1.3197,
  longitude: 36.7073,
  virtual_tour_url: null,
  contact_phone: '0712 345 678',
  contact_email: 'achieng@homes.example',
  views_count: 41,
  available_from: '2026-06-01',
  updated_at: '2026-05-02T09:00:00.000Z',
  agent: { id: 'agent-1', full_name: 'Achieng Otieno', agency_name: 'Nyumba Bora Realty', is_verified: true },
  is_saved: false,
  is_owner: false,
  my_viewing: null,
  taken_slots: [],
}
