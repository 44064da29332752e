// Plain values without zod (spec 001 "Rides", sections 3, 5, 8, 9), so a screen that needs only these does not
// load zod. Rides: places, fares, ride requests offered to drivers, live trips, payment and rating (issue 15,
// decision 022).

/** The two vehicle types of 001 section 3 (`drivers.vehicle_type`). */
export const vehicleTypes = ['taxi', 'motorbike'] as const
export type VehicleType = (typeof vehicleTypes)[number]

/** KSh per km (001 section 9): taxi 80, motorbike (Boda Boda) 50. */
export const RATE_PER_KM: Readonly<Record<VehicleType, number>> = { taxi: 80, motorbike: 50 }
export const vehicleTypeLabels: Readonly<Record<VehicleType, string>> = {
  taxi: 'Taxi',
  motorbike: 'Boda Boda',
}

/** The fare is computed this long after typing stops (001 section 9). */
export const FARE_DELAY_MS = 800
/** Default map centre (Nairobi CBD, Kenyatta Avenue) and zoom (001 section 9). */
export const MAP_CENTER: readonly [number, number] = [-1.2864, 36.8172]
export const MAP_ZOOM = 12
/** Geolocation options (001 section 9): high accuracy, timeout 10 s, max age 60 s. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 } as const
/** Available drivers: refetched every 30 s, stale after 20 s, at most 10 (001 section 9). */
export const DRIVERS_REFETCH_MS = 30_000
export const DRIVERS_STALE_MS = 20_000
export const MAX_LISTED_DRIVERS = 10

/**
 * Without a routing service (`ROUTING_URL` unset) the road distance is the straight line times this factor
 * (Nairobi's roads are about 1.35 times the crow's flight between estates; decision 022), and the duration comes
 * from an average city speed per vehicle type.
 */
export const ROAD_FACTOR = 1.35
export const AVERAGE_SPEED_KMH: Readonly<Record<VehicleType, number>> = { taxi: 22, motorbike: 28 }
/** A trip shorter than this is refused (the two places are the same spot). */
export const MIN_TRIP_KM = 0.2
/** A trip longer than this is refused (Nairobi and its surroundings only). */
export const MAX_TRIP_KM = 120

/** A request goes to at most this many of the nearest available online drivers within this radius. */
export const MAX_OFFERS_PER_REQUEST = 5
export const OFFER_RADIUS_KM = 15
/** Nobody accepted within this: the request is `unmatched` and the rider may try again. */
export const REQUEST_TIMEOUT_SECONDS = 60
/** A driver's position older than this counts as offline for matching and the drivers list. */
export const POSITION_FRESH_SECONDS = 120
/** An online driver's browser sends its position this often. */
export const POSITION_INTERVAL_MS = 5_000
/** Ending farther than this from the destination recomputes the fare from the trip's path. */
export const END_ELSEWHERE_KM = 0.5

/**
 * A ride's states: requested (offered to drivers), accepted (a driver is on the way to the pickup), arriving
 * (the driver is at the pickup: "Arrived"), in_progress (trip started), completed, cancelled (by the rider before
 * pickup, or by the driver with a reason), unmatched (nobody accepted in time).
 */
export const rideStatuses = [
  'requested',
  'accepted',
  'arriving',
  'in_progress',
  'completed',
  'cancelled',
  'unmatched',
] as const
export type RideStatus = (typeof rideStatuses)[number]
/** A ride still going (a rider or a driver has at most one). */
export const activeRideStatuses = ['requested', 'accepted', 'arriving', 'in_progress'] as const
/** The rider may cancel until the trip starts. */
export const riderCancellableStatuses = ['requested', 'accepted', 'arriving'] as const
/** The driver's moves: from -> to. */
export const driverMoves = {
  arrived: { from: 'accepted', to: 'arriving' },
  start: { from: 'arriving', to: 'in_progress' },
  complete: { from: 'in_progress', to: 'completed' },
} as const
export type DriverMove = keyof typeof driverMoves

/** How a completed ride is paid: M-Pesa through the checkout (a `ride` order line), or cash to the driver. */
export const ridePaymentStates = ['unpaid', 'pending', 'paid', 'cash'] as const
export type RidePaymentState = (typeof ridePaymentStates)[number]

/** Reasons a driver may give when cancelling. */
export const driverCancelReasons = [
  'rider_not_at_pickup',
  'rider_asked_to_cancel',
  'vehicle_problem',
  'unsafe_pickup',
  'other',
] as const
export type DriverCancelReason = (typeof driverCancelReasons)[number]
export const RIDE_NOTE_MAX = 300
export const RATING_COMMENT_MAX = 500

/** The order line kind of a ride's fare (decision 011: one payment path). */
export const RIDE_LINE_KIND = 'ride'

/** Realtime events (server -> browser), spelled as one string here; the web relay is lib/rides-live.ts. */
export const RIDE_STATUS_EVENT = 'rides.status'
export const RIDE_OFFER_EVENT = 'rides.offer'
export const RIDE_OFFER_CLOSED_EVENT = 'rides.offer_closed'
export const RIDE_POSITION_EVENT = 'rides.position'

/** Places: type-ahead answers at most this many; a query needs this many characters. */
export const PLACE_SUGGESTIONS_MAX = 8
export const PLACE_QUERY_MIN = 2
export const placeKinds = [
  'estate',
  'stage',
  'mall',
  'hospital',
  'campus',
  'landmark',
  'town',
  'airport',
  'market',
  'park',
] as const
export type PlaceKind = (typeof placeKinds)[number]

/** The spec's texts (001 section 8), word for word, and ours where it is silent. */
export const rideMessages = {
  fetchDriversFailed: 'Failed to fetch drivers. Please try again.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  geolocationDenied: 'Unable to access your location. Please check permissions.',
  addressUnknown: 'Could not determine your address',
  geolocationError: 'Error getting your location',
  locationDetected: 'Current location detected!',
  bookFailed: 'Failed to book ride. Please try again.',
  booked: 'Ride booked successfully! Driver is on their way.',
  invalidLocations: 'Please ensure both pickup and destination locations are valid.',
  fareMissing: 'Fare not calculated. Please ensure valid locations.',
  /** Ours: the info message shown when Confirm is pressed (the spec names one, not its text). */
  findingDriver: 'Finding you a driver...',
  unmatched: 'No driver accepted your request. Please try again.',
  offerTaken: 'This ride has been taken by another driver.',
  driverVerified: 'Driver has been verified and approved!',
  tooShort: 'Pickup and destination are the same place.',
  tooLong: 'Rides go within Nairobi and its surroundings only.',
  alreadyActive: 'You already have a ride in progress.',
  notDriver: 'Only approved drivers can use the driver dashboard.',
  driverBusy: 'Finish your current trip first.',
} as const
