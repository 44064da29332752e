import { rideQueryKey } from '@/lib/rides-live'

/** Public reads: the map's configuration, places, quotes, available drivers. */
export const ridesPublicKey = ['rides'] as const
/** A rider's ride: under the live channel's key, so a status message refreshes it (lib/rides-live.ts). */
export const rideKey = (rideId: string) => [...rideQueryKey, 'trip', rideId] as const
/** The rider's ride still going (or the latest one to pay or rate). */
export const currentRideKey = [...rideQueryKey, 'current'] as const
