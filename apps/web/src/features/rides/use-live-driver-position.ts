import { useEffect, useState } from 'react'
import { ridePositionType, subscribeRidesLive } from '@/lib/rides-live'
import type { Ride } from './ride-types'

interface Position {
  lat: number
  lng: number
  at: string
}

/**
 * The driver's position: the newest of the ride as last read and the live channel's position messages, so the
 * marker moves every few seconds without asking the server again.
 */
export function useLiveDriverPosition(ride: Ride | undefined): Position | null {
  const rideId = ride?.id
  const [live, setLive] = useState<Position | null>(null)
  useEffect(() => {
    if (!rideId) return
    return subscribeRidesLive((message) => {
      if (message.type !== ridePositionType || message.ride_id !== rideId) return
      setLive({ lat: message.lat, lng: message.lng, at: message.at })
    })
  }, [rideId])
  const read = ride?.driver?.position ?? null
  if (!live) return read
  if (!read) return live
  return Date.parse(live.at) >= Date.parse(read.at) ? live : read
}
