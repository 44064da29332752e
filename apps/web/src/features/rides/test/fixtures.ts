import type { AvailableDriver, Place, Quote, Ride } from '../ride-types'

export const sarit: Place = {
  id: 'sarit-centre',
  name: 'Sarit Centre',
  kind: 'mall',
  area: 'Westlands',
  lat: -1.2606,
  lng: 36.8025,
}
export const sarova: Place = {
  id: 'sarova-stanley',
  name: 'Sarova Stanley',
  kind: 'landmark',
  area: 'CBD',
  lat: -1.2836,
  lng: 36.8219,
}
export const jkia: Place = {
  id: 'jkia',
  name: 'JKIA',
  kind: 'airport',
  area: 'Embakasi',
  lat: -1.3192,
  lng: 36.9278,
}

export const quote: Quote = {
  distance_km: 15.43,
  fares: { taxi: 1234.5, motorbike: 771.5 },
  duration_min: { taxi: 42, motorbike: 33 },
  path: [
    [sarit.lat, sarit.lng],
    [jkia.lat, jkia.lng],
  ],
  source: 'estimate',
}

export const juma: AvailableDriver = {
  id: '6f1c1f7e-5d1b-4c1e-9a56-2f1b9c3d7a10',
  full_name: 'Juma Otieno',
  vehicle_type: 'taxi',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  vehicle_year: 2018,
  license_plate: 'KDA 123A',
  rating: 4.8,
  total_rides: 312,
  lat: -1.262,
  lng: 36.805,
  distance_km: 0.4,
  eta_min: 3,
}

export const requestedRide: Ride = {
  id: 'ride-1',
  status: 'requested',
  vehicle_type: 'taxi',
  pickup: { name: sarit.name, lat: sarit.lat, lng: sarit.lng },
  destination: { name: jkia.name, lat: jkia.lat, lng: jkia.lng },
  note: 'At the main gate',
  quoted_fare: 1234.5,
  distance_km: 15.43,
  duration_min: 42,
  final_fare: null,
  route: quote.path,
  path: [],
  payment: 'unpaid',
  order_id: null,
  rating: null,
  cancelled_by: null,
  cancel_reason: null,
  rider: { id: 'rider-1', name: 'Wanjiku Kamau', phone: '0712345678' },
  driver: null,
  expires_at: new Date(Date.now() + 45_000).toISOString(),
  created_at: '2030-05-06T09:00:00Z',
  accepted_at: null,
  arrived_at: null,
  started_at: null,
  completed_at: null,
  cancelled_at: null,
}

export const rideDriver: NonNullable<Ride['driver']> = {
  id: juma.id,
  full_name: juma.full_name,
  phone: '0722000111',
  vehicle_type: 'taxi',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  vehicle_year: 2018,
  license_plate: 'KDA 123A',
  rating: 4.8,
  total_rides: 312,
  position: { lat: -1.262, lng: 36.805, at: '2030-05-06T09:01:00Z' },
}

export const acceptedRide: Ride = {
  ...requestedRide,
  status: 'accepted',
  driver: rideDriver,
  expires_at: null,
  accepted_at: '2030-05-06T09:00:30Z',
}

export const completedRide: Ride = {
  ...acceptedRide,
  status: 'completed',
  final_fare: 1250.75,
  arrived_at: '2030-05-06T09:05:00Z',
  started_at: '2030-05-06T09:06:00Z',
  completed_at: '2030-05-06T09:50:00Z',
  driver: { ...rideDriver, phone: null, position: null },
}
