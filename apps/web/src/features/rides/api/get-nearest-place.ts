import { apiClient } from '@/lib/api-client'
import type { Place, Point } from '../ride-types'

/** GET /api/rides/places/nearest: the place nearest the browser's position (404 rides.place_not_found afar). */
export function getNearestPlace({ lat, lng }: Point) {
  const query = new URLSearchParams({ lat: String(lat), lng: String(lng) })
  return apiClient.get<{ place: Place; distance_km: number }>(`/api/rides/places/nearest?${query}`)
}
