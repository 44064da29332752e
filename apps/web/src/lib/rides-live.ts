// The live channel belongs to the notifications feature; the ride screens (the rider's trip, the driver's
// dashboard) belong to the rides features. Features do not import each other, so the channel hands the ride
// messages over through this small relay, and the query keys they refresh live here.

/** Every query of a rider's ride (the trip page, the current ride) starts with this key. */
export const rideQueryKey = ['ride'] as const
/** Every query of the driver's dashboard (profile, offers, current trip, history) starts with this key. */
export const driverDashboardQueryKey = ['driver-dashboard'] as const

// Spelled in two pieces: the English-strings build plugin reads a quoted "rides" + "." followed by a letter as a
// use of en.json's "rides" group, and this module is in every page's chunk.
export const rideStatusType = `${'rides'}.status` as const
export const rideOfferType = `${'rides'}.offer` as const
export const rideOfferClosedType = `${'rides'}.offer_closed` as const
export const ridePositionType = `${'rides'}.position` as const

export interface RideStatusMessage {
  type: typeof rideStatusType
  ride_id: string
  status: string
}
/** The offer itself is read from GET /api/driver-dashboard/offers; the message carries its ride id. */
export interface RideOfferMessage {
  type: typeof rideOfferType
  ride_id: string
}
export interface RideOfferClosedMessage {
  type: typeof rideOfferClosedType
  ride_id: string
}
export interface RidePositionMessage {
  type: typeof ridePositionType
  ride_id: string
  lat: number
  lng: number
  at: string
}
export type RideLiveMessage =
  RideStatusMessage | RideOfferMessage | RideOfferClosedMessage | RidePositionMessage

type Listener = (message: RideLiveMessage) => void
const listeners = new Set<Listener>()

/** A ride screen listens while it is open (the trip's map moves the driver's marker); returns the unsubscribe. */
export function subscribeRidesLive(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Called by the live channel; nobody listening means the message only refreshed the queries. */
export function publishRidesLive(message: RideLiveMessage) {
  for (const listener of listeners) listener(message)
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** Outside data: checked by hand (decision 005). */
export function readRidesLive(event: Record<string, unknown>): RideLiveMessage | undefined {
  const { type } = event
  if (type === rideOfferType) {
    const offer = event.offer as Record<string, unknown> | undefined
    return typeof offer?.ride_id === 'string' ? { type, ride_id: offer.ride_id } : undefined
  }
  const { ride_id } = event
  if (typeof ride_id !== 'string') return undefined
  if (type === rideStatusType) {
    return typeof event.status === 'string' ? { type, ride_id, status: event.status } : undefined
  }
  if (type === rideOfferClosedType) return { type, ride_id }
  if (type === ridePositionType) {
    const { lat, lng, at } = event
    if (!isNumber(lat) || !isNumber(lng) || typeof at !== 'string') return undefined
    return { type, ride_id, lat, lng, at }
  }
  return undefined
}
