import { PLACE_QUERY_MIN, PLACE_SUGGESTIONS_MAX, type PlaceKind } from '@soko/shared/rides/rides.constants'
import type { Place, Point } from '@soko/shared/rides/rides.schema'
import { places } from './places.data'
import { placeNotFound } from './rides-public.errors'
import { straightLineKm } from './routing'

/** A browser farther than this from every place is outside the area we serve: no address for it. */
export const NEAREST_PLACE_MAX_KM = 50

/**
 * Among equally good matches, the kinds riders most often mean come first: an estate or a town over the stage,
 * hospital or market that shares its name ("Githurai 45" before "Githurai 45 Stage").
 */
const kindRank: Readonly<Record<PlaceKind, number>> = {
  estate: 0,
  town: 1,
  airport: 2,
  mall: 3,
  landmark: 4,
  hospital: 5,
  campus: 6,
  stage: 7,
  market: 8,
  park: 9,
}

/** Lower case, accents and apostrophes dropped, anything else that is not a letter or digit a space. */
export function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

// Each name once, normalised and with a leading space, so " q" finds a match at the start of any word.
const index = places.map((place) => ({
  place,
  name: ` ${normalize(place.name)}`,
  area: ` ${normalize(place.area)}`,
}))

/**
 * Type-ahead over the gazetteer: names with a word starting with the query first, then names containing it,
 * then places whose area matches; within each, by kind and name. A query under PLACE_QUERY_MIN characters
 * finds nothing.
 */
export function searchPlaces(query: string): Place[] {
  const q = normalize(query)
  if (q.length < PLACE_QUERY_MIN) return []
  const scored: { place: Place; tier: number }[] = []
  for (const entry of index) {
    const tier = entry.name.includes(` ${q}`)
      ? 0
      : entry.name.includes(q)
        ? 1
        : entry.area.includes(` ${q}`)
          ? 2
          : -1
    if (tier >= 0) scored.push({ place: entry.place, tier })
  }
  return scored
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        kindRank[a.place.kind] - kindRank[b.place.kind] ||
        a.place.name.localeCompare(b.place.name, 'en'),
    )
    .slice(0, PLACE_SUGGESTIONS_MAX)
    .map(({ place }) => place)
}

/** The place nearest a point (the browser's position), with its straight-line distance in km. */
export function nearestPlace(point: Point): { place: Place; distance_km: number } {
  let best: { place: Place; km: number } | undefined
  for (const place of places) {
    const km = straightLineKm(point, place)
    if (!best || km < best.km) best = { place, km }
  }
  if (!best || best.km > NEAREST_PLACE_MAX_KM) throw placeNotFound()
  return { place: best.place, distance_km: Math.round(best.km * 100) / 100 }
}
