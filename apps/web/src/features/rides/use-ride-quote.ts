import { FARE_DELAY_MS } from '@soko/shared/rides/rides.constants'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { quoteQueryOptions } from './api/get-quote'
import type { Point, Quote } from './ride-types'

export type QuoteState =
  | { status: 'idle' }
  | { status: 'calculating' }
  | { status: 'ready'; quote: Quote }
  | { status: 'failed'; error: unknown }

const pairKey = (pickup: Point | null, destination: Point | null) =>
  pickup && destination ? `${pickup.lat},${pickup.lng};${destination.lat},${destination.lng}` : ''

function readPair(key: string): [Point, Point] | null {
  const [from, to] = key.split(';')
  if (!from || !to) return null
  const [fromLat = 0, fromLng = 0] = from.split(',').map(Number)
  const [toLat = 0, toLng = 0] = to.split(',').map(Number)
  return [
    { lat: fromLat, lng: fromLng },
    { lat: toLat, lng: toLng },
  ]
}

/**
 * The fare of the two places: asked FARE_DELAY_MS (800 ms) after they last changed (001 section 9), and only
 * ever the answer for the places on screen, never the previous pair's.
 */
export function useRideQuote(pickup: Point | null, destination: Point | null): QuoteState {
  const key = pairKey(pickup, destination)
  const settled = useDebouncedValue(key, FARE_DELAY_MS)
  const pair = useMemo(() => readPair(settled), [settled])
  const current = key !== '' && settled === key && pair !== null
  const query = useQuery({
    ...quoteQueryOptions(pair?.[0] ?? { lat: 0, lng: 0 }, pair?.[1] ?? { lat: 0, lng: 0 }),
    enabled: current,
  })
  if (!key) return { status: 'idle' }
  if (!current || query.isPending) return { status: 'calculating' }
  if (query.isError) return { status: 'failed', error: query.error }
  return { status: 'ready', quote: query.data }
}
