import { z } from 'zod'

import {
  driverCancelReasons,
  MAX_TRIP_KM,
  placeKinds,
  RATING_COMMENT_MAX,
  RIDE_NOTE_MAX,
  RIDE_OFFER_CLOSED_EVENT,
  RIDE_OFFER_EVENT,
  RIDE_POSITION_EVENT,
  RIDE_STATUS_EVENT,
  ridePaymentStates,
  rideStatuses,
  vehicleTypes,
} from './rides.constants'

export * from './rides.constants'

// The rides API (issue 15, decision 022, docs/rides-api.md). Fields are snake_case like spec 001 section 3;
// fares are KSh with 2 decimals (`fare`) and integer cents where they meet orders (`fare_cents`); coordinates
// are WGS84 degrees; times are ISO strings.

export const vehicleTypeSchema = z.enum(vehicleTypes)
export const rideStatusSchema = z.enum(rideStatuses)

const latitude = z.coerce.number().min(-90).max(90)
const longitude = z.coerce.number().min(-180).max(180)

/** A point on the map. */
export const pointSchema = z.object({ lat: latitude, lng: longitude })
export type Point = z.infer<typeof pointSchema>

/** A place the rider chose: a gazetteer place's name and coordinates, or "Current location" resolved. */
export const placeInputSchema = pointSchema.extend({ name: z.string().trim().min(1).max(200) })
export type PlaceInput = z.infer<typeof placeInputSchema>

// ---------------------------------------------------------------------------------------------------------------
// Public: map configuration, places, quotes, available drivers

/** GET /api/rides/config: what the map needs. `tile_url` null: no tiles configured (the map says unavailable). */
export const ridesConfigSchema = z.object({
  tile_url: z.string().nullable(),
  tile_attribution: z.string(),
  routing: z.enum(['osrm', 'estimate']),
})
export type RidesConfig = z.infer<typeof ridesConfigSchema>

/** One place of the gazetteer (apps/server/src/modules/rides/places.data.ts). */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(placeKinds),
  /** The estate, town or road it belongs to ("Westlands", "Thika Road"), shown under the name. */
  area: z.string(),
  lat: z.number(),
  lng: z.number(),
})
export type Place = z.infer<typeof placeSchema>

/** GET /api/rides/places?q=: type-ahead, best first, at most PLACE_SUGGESTIONS_MAX; a short q finds nothing. */
export const placesQuerySchema = z.object({ q: z.string().trim().max(100).default('') })
export const placesResponseSchema = z.object({ places: z.array(placeSchema) })

/** GET /api/rides/places/nearest?lat=&lng=: reverse lookup of the browser's position (404 beyond 50 km). */
export const nearestPlaceQuerySchema = pointSchema
export const nearestPlaceResponseSchema = z.object({ place: placeSchema, distance_km: z.number() })

/** POST /api/rides/quote: distance, duration and both vehicle types' fares; `path` is [lat, lng] pairs. */
export const quoteRequestSchema = z.object({ pickup: pointSchema, destination: pointSchema })
export const quoteSchema = z.object({
  distance_km: z.number().max(MAX_TRIP_KM),
  fares: z.object({ taxi: z.number(), motorbike: z.number() }),
  duration_min: z.object({ taxi: z.number().int(), motorbike: z.number().int() }),
  path: z.array(z.tuple([z.number(), z.number()])),
  source: z.enum(['osrm', 'estimate']),
})
export type Quote = z.infer<typeof quoteSchema>

/** GET /api/rides/drivers?vehicle_type=&lat=&lng=: active, verified, available, online drivers of the type. */
export const availableDriversQuerySchema = z.object({
  vehicle_type: vehicleTypeSchema.default('taxi'),
  lat: latitude.optional(),
  lng: longitude.optional(),
})
export const availableDriverSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  vehicle_type: vehicleTypeSchema,
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_year: z.number().int().nullable(),
  license_plate: z.string().nullable(),
  rating: z.number(),
  total_rides: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  /** From the pickup given in the query (null without one), by road factor and average speed. */
  distance_km: z.number().nullable(),
  eta_min: z.number().int().nullable(),
})
export type AvailableDriver = z.infer<typeof availableDriverSchema>
export const availableDriversResponseSchema = z.object({ drivers: z.array(availableDriverSchema) })

// ---------------------------------------------------------------------------------------------------------------
// The rider (signed in)

/** POST /api/rides: the server quotes again and stores the request; `driver_id` is the card Book Ride was on. */
export const createRideSchema = z.object({
  pickup: placeInputSchema,
  destination: placeInputSchema,
  vehicle_type: vehicleTypeSchema,
  driver_id: z.string().uuid().optional(),
  note: z.string().trim().max(RIDE_NOTE_MAX).optional(),
})
export type CreateRide = z.infer<typeof createRideSchema>

/** The driver as the rider sees them; `phone` only once the ride is accepted and until it ends. */
export const rideDriverSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  vehicle_type: vehicleTypeSchema,
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_year: z.number().int().nullable(),
  license_plate: z.string().nullable(),
  rating: z.number(),
  total_rides: z.number().int(),
  /** The latest position while the ride is active. */
  position: pointSchema.extend({ at: z.string() }).nullable(),
})
export type RideDriver = z.infer<typeof rideDriverSchema>

export const rideSchema = z.object({
  id: z.string(),
  status: rideStatusSchema,
  vehicle_type: vehicleTypeSchema,
  pickup: placeInputSchema,
  destination: placeInputSchema,
  note: z.string().nullable(),
  /** The quote when requested. */
  quoted_fare: z.number(),
  distance_km: z.number(),
  duration_min: z.number().int(),
  /** Set at completion: the quote, or recomputed from the trip's path when it ended elsewhere. */
  final_fare: z.number().nullable(),
  /** The planned route ([lat, lng] pairs) and, once the trip started, the path driven. */
  route: z.array(z.tuple([z.number(), z.number()])),
  path: z.array(z.tuple([z.number(), z.number()])),
  payment: z.enum(ridePaymentStates),
  /** The order of the fare (M-Pesa), once the rider chose to pay online. */
  order_id: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  cancelled_by: z.enum(['rider', 'driver', 'admin']).nullable(),
  cancel_reason: z.string().nullable(),
  rider: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  driver: rideDriverSchema.nullable(),
  /** When the request stops waiting for a driver (requested only). */
  expires_at: z.string().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
})
export type Ride = z.infer<typeof rideSchema>

/** GET /api/rides/current: the rider's ride still going, else the latest completed one still unpaid or unrated. */
export const currentRideResponseSchema = z.object({ ride: rideSchema.nullable() })

/** GET /api/rides/mine: the rider's rides, newest first (keyset by `before`, an ISO time). */
export const myRidesQuerySchema = z.object({
  before: z.string().datetime().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export const rideSummarySchema = rideSchema.pick({
  id: true,
  status: true,
  vehicle_type: true,
  pickup: true,
  destination: true,
  quoted_fare: true,
  final_fare: true,
  payment: true,
  created_at: true,
})
export const myRidesResponseSchema = z.object({ rides: z.array(rideSummarySchema) })

/** POST /api/rides/:id/cancel (rider, before the trip starts). */
export const riderCancelSchema = z.object({ reason: z.string().trim().max(RIDE_NOTE_MAX).optional() })

/** POST /api/rides/:id/pay: `mpesa` answers the order to pay through the existing payments; `cash` records it. */
export const payRideSchema = z.object({ method: z.enum(['mpesa', 'cash']) })
export const payRideResponseSchema = z.object({ ride: rideSchema, order_id: z.string().nullable() })

/** POST /api/rides/:id/rating (completed rides, once). */
export const rateRideSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z.string().trim().max(RATING_COMMENT_MAX).optional(),
})

// ---------------------------------------------------------------------------------------------------------------
// The driver (/api/driver-dashboard, approved driver only)

export const driverProfileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  vehicle_type: vehicleTypeSchema,
  vehicle_make: z.string().nullable(),
  vehicle_model: z.string().nullable(),
  vehicle_year: z.number().int().nullable(),
  license_plate: z.string().nullable(),
  rating: z.number(),
  total_rides: z.number().int(),
  is_online: z.boolean(),
  /** available or busy (001 section 3). */
  status: z.enum(['available', 'busy']),
  position: pointSchema.extend({ at: z.string() }).nullable(),
})
export type DriverProfile = z.infer<typeof driverProfileSchema>

/** GET /api/driver-dashboard: the profile, today's and this week's earnings (Nairobi time), the current trip. */
export const driverDashboardSchema = z.object({
  driver: driverProfileSchema,
  earnings: z.object({
    today: z.number(),
    week: z.number(),
    trips_today: z.number().int(),
    trips_week: z.number().int(),
  }),
  current: rideSchema.nullable(),
})
export type DriverDashboard = z.infer<typeof driverDashboardSchema>

/** PATCH /api/driver-dashboard/vehicle: the driver's own vehicle facts. */
export const updateVehicleSchema = z.object({
  vehicle_type: vehicleTypeSchema,
  vehicle_make: z.string().trim().min(1).max(60),
  vehicle_model: z.string().trim().min(1).max(60),
  vehicle_year: z.number().int().min(1980).max(2100),
  license_plate: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^K[A-Z]{2,3}\s?\d{3}[A-Z]?$/, 'Enter a Kenyan plate such as KDA 123A or KMEA 123B'),
})

/** PUT /api/driver-dashboard/status: go online (with a first position) or offline. */
export const driverOnlineSchema = z.object({ online: z.boolean(), position: pointSchema.optional() })

/** PUT /api/driver-dashboard/position: the browser's position every few seconds while online. */
export const driverPositionSchema = pointSchema.extend({
  heading: z.number().min(0).max(360).nullable().optional(),
})

/** A request offered to this driver (GET /api/driver-dashboard/offers, and the realtime `rides.offer`). */
export const rideOfferSchema = z.object({
  ride_id: z.string(),
  vehicle_type: vehicleTypeSchema,
  pickup: placeInputSchema,
  destination: placeInputSchema,
  distance_km: z.number(),
  fare: z.number(),
  /** From the driver's position to the pickup. */
  pickup_distance_km: z.number().nullable(),
  rider_name: z.string(),
  note: z.string().nullable(),
  expires_at: z.string(),
})
export type RideOffer = z.infer<typeof rideOfferSchema>
export const rideOffersResponseSchema = z.object({ offers: z.array(rideOfferSchema) })

/** POST /api/driver-dashboard/rides/:id/complete: where the trip ended (absent: the last position). */
export const completeRideSchema = z.object({ position: pointSchema.optional() })
/** POST /api/driver-dashboard/rides/:id/cancel: a reason is required. */
export const driverCancelSchema = z.object({
  reason: z.enum(driverCancelReasons),
  details: z.string().trim().max(RIDE_NOTE_MAX).optional(),
})

/** GET /api/driver-dashboard/trips: the driver's trips, newest first (keyset by `before`). */
export const driverTripsResponseSchema = z.object({ trips: z.array(rideSummarySchema) })

// ---------------------------------------------------------------------------------------------------------------
// Admin (/api/admin/drivers)

export const adminDriverSchema = driverProfileSchema.extend({
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  license_number: z.string().nullable(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  /** Set by an admin's suspension (audited); null when not suspended. */
  suspended_reason: z.string().nullable(),
  created_at: z.string(),
})
export type AdminDriver = z.infer<typeof adminDriverSchema>
/** POST /api/admin/drivers/:id/verify | suspend | restore (audited); suspend needs a reason. */
export const suspendDriverSchema = z.object({ reason: z.string().trim().min(3).max(500) })

// ---------------------------------------------------------------------------------------------------------------
// Realtime (server -> browser)

/** To the rider and the driver of a ride: it moved (the screens refetch `GET /api/rides/:id`). */
export const rideStatusEventSchema = z.object({
  type: z.literal(RIDE_STATUS_EVENT),
  ride_id: z.string(),
  status: rideStatusSchema,
})
/** To a driver: a request offered to them. */
export const rideOfferEventSchema = z.object({ type: z.literal(RIDE_OFFER_EVENT), offer: rideOfferSchema })
/** To the other offered drivers: the request was taken, cancelled or expired. */
export const rideOfferClosedEventSchema = z.object({
  type: z.literal(RIDE_OFFER_CLOSED_EVENT),
  ride_id: z.string(),
})
/** To the rider of an active ride: the driver's new position (and the path point, once the trip started). */
export const ridePositionEventSchema = z.object({
  type: z.literal(RIDE_POSITION_EVENT),
  ride_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  at: z.string(),
})
