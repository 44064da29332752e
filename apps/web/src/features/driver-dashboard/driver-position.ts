import {
  GEOLOCATION_OPTIONS,
  POSITION_FRESH_SECONDS,
  POSITION_INTERVAL_MS,
} from '@soko/shared/rides/rides.constants'
import { useEffect, useRef, useState } from 'react'
import type { Point } from './api/driver-dashboard-types'
import { sendDriverPosition } from './api/send-driver-position'

/** Why the browser gave no position: no geolocation at all, refused by the driver, or none found (timeout). */
export type PositionProblem = 'unsupported' | 'denied' | 'unavailable'

export type DriverPosition = Point & { heading: number | null }

const PERMISSION_DENIED = 1

function readPosition({ coords }: GeolocationPosition): DriverPosition {
  const { heading } = coords
  return {
    lat: coords.latitude,
    lng: coords.longitude,
    // Browsers give null, or NaN when standing still.
    heading: heading !== null && Number.isFinite(heading) && heading >= 0 && heading <= 360 ? heading : null,
  }
}

const problemOf = (error: GeolocationPositionError): PositionProblem =>
  error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'

/** The browser's position once, for going online (001 section 9: GEOLOCATION_OPTIONS); rejects with a problem. */
export function askPosition(): Promise<DriverPosition> {
  return new Promise((resolve, reject: (problem: PositionProblem) => void) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return reject('unsupported')
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(readPosition(position)),
      (error) => reject(problemOf(error)),
      GEOLOCATION_OPTIONS,
    )
  })
}

/** Standing still, the position is sent again this often so the driver stays "fresh" for matching. */
const KEEPALIVE_MS = (POSITION_FRESH_SECONDS * 1000) / 2

/**
 * While online: watches the browser's position and sends the latest at most every POSITION_INTERVAL_MS (and
 * at least every KEEPALIVE_MS while it does not move); stops when offline or unmounted. Returns the latest
 * position (the trip's map, Complete) and the problem when there is none.
 */
export function useDriverPosition(online: boolean) {
  const [position, setPosition] = useState<DriverPosition | null>(null)
  const [problem, setProblem] = useState<PositionProblem | null>(null)
  const latest = useRef<DriverPosition | null>(null)

  useEffect(() => {
    if (!online) {
      setProblem(null)
      return
    }
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem('unsupported')
      return
    }
    let seq = 0
    let sentSeq = 0
    let sentAt = 0
    let sending = false
    const flush = () => {
      const now = Date.now()
      const last = latest.current
      if (!last || sending || seq === 0 || now - sentAt < POSITION_INTERVAL_MS) return
      if (seq === sentSeq && now - sentAt < KEEPALIVE_MS) return
      sending = true
      sentAt = now
      sentSeq = seq
      // A lost update is replaced by the next one a few seconds later.
      void sendDriverPosition(last)
        .catch(() => undefined)
        .finally(() => {
          sending = false
        })
    }
    const watch = navigator.geolocation.watchPosition(
      (found) => {
        const next = readPosition(found)
        latest.current = next
        seq += 1
        setPosition(next)
        setProblem(null)
        flush()
      },
      (error) => setProblem(problemOf(error)),
      GEOLOCATION_OPTIONS,
    )
    const timer = window.setInterval(flush, POSITION_INTERVAL_MS)
    return () => {
      navigator.geolocation.clearWatch(watch)
      window.clearInterval(timer)
    }
  }, [online])

  return { position, problem }
}
