import { MAP_CENTER, PLACE_SUGGESTIONS_MAX, placeKinds } from '@soko/shared/rides/rides.constants'
import { placeSchema } from '@soko/shared/rides/rides.schema'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors'
import { nearestPlace, normalize, searchPlaces } from './places'
import { places } from './places.data'
import { straightLineKm } from './routing'

const cbd = { lat: MAP_CENTER[0], lng: MAP_CENTER[1] }
const names = (query: string) => searchPlaces(query).map((place) => place.name)

describe('the gazetteer', () => {
  it('has at least 200 places with unique ids and names, valid kinds, each within 60 km of the CBD', () => {
    expect(places.length).toBeGreaterThanOrEqual(200)
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length)
    expect(new Set(places.map((place) => normalize(place.name))).size).toBe(places.length)
    for (const place of places) {
      expect(placeSchema.parse(place)).toEqual(place)
      expect(placeKinds).toContain(place.kind)
      expect(place.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(place.area.length, place.id).toBeGreaterThan(0)
      expect(straightLineKm(cbd, place), place.id).toBeLessThan(60)
    }
  })

  it('places the city within its box and the towns further out where they belong', () => {
    const byId = new Map(places.map((place) => [place.id, place]))
    // Everything but the towns and the places in them lies within Nairobi's box.
    const outOfTown = new Set(['jkuat-juja', 'thika-level-5', 'mku-thika'])
    for (const place of places.filter((entry) => entry.kind !== 'town' && !outOfTown.has(entry.id))) {
      expect(place.lat, place.id).toBeGreaterThanOrEqual(-1.45)
      expect(place.lat, place.id).toBeLessThanOrEqual(-1.1)
      expect(place.lng, place.id).toBeGreaterThanOrEqual(36.62)
      expect(place.lng, place.id).toBeLessThanOrEqual(37.05)
    }
    // Known distances from the CBD (crow's flight), within a kilometre or two.
    const km = (id: string) => straightLineKm(cbd, byId.get(id)!)
    expect(km('jkia')).toBeGreaterThan(11)
    expect(km('jkia')).toBeLessThan(14)
    expect(km('thika')).toBeGreaterThan(36)
    expect(km('thika')).toBeLessThan(43)
    expect(km('machakos')).toBeGreaterThan(50)
    expect(km('kencom')).toBeLessThan(1.5)
    expect(byId.get('westlands')!.lng).toBeLessThan(cbd.lng)
    expect(byId.get('eastleigh')!.lng).toBeGreaterThan(cbd.lng)
    expect(byId.get('karen')!.lat).toBeLessThan(cbd.lat)
  })
})

describe('place search', () => {
  it('finds nothing for fewer than 2 characters', () => {
    expect(searchPlaces('')).toEqual([])
    expect(searchPlaces('k')).toEqual([])
    expect(searchPlaces('  k ')).toEqual([])
    expect(searchPlaces("'")).toEqual([])
  })

  it('ignores case and accents', () => {
    expect(names('KILIMANI')).toEqual(names('kilimani'))
    expect(names('Kílímání')).toEqual(names('kilimani'))
    expect(names('kilimani')[0]).toBe('Kilimani')
    expect(names('gertrudes')).toContain("Gertrude's Children's Hospital")
    expect(names('usiu africa')).toContain('USIU-Africa')
  })

  it('puts word-prefix matches before substring matches, whatever their kind, then area matches', () => {
    // "Main Gate" starts a word (a park, the last kind); "Westgate" only contains it (a mall).
    expect(names('gate')).toEqual(['Nairobi National Park Main Gate', 'Westgate Mall'])
    // The town named Rongai first; then the campus whose area is Ongata Rongai.
    expect(names('rongai')).toEqual(['Ongata Rongai', 'Africa Nazarene University'])
    // A query of several words matches from a word's start on.
    expect(names('national park')).toEqual(['Nairobi National Park Main Gate'])
    const markets = searchPlaces('market')
    expect(markets.length).toBe(PLACE_SUGGESTIONS_MAX)
    // Village Market (a mall) ranks before the markets: kind orders matches of the same tier.
    expect(markets[0]?.name).toBe('Village Market')
    expect(markets.every((place) => / market/i.test(` ${place.name}`))).toBe(true)
  })

  it('orders equal matches by kind (estate before its stage) and then by name', () => {
    const githurai = names('githurai')
    expect(githurai.indexOf('Githurai 44')).toBeLessThan(githurai.indexOf('Githurai 45 Stage'))
    expect(githurai.indexOf('Githurai 45')).toBeLessThan(githurai.indexOf('Githurai 45 Stage'))
    expect(githurai.indexOf('Githurai 44')).toBeLessThan(githurai.indexOf('Githurai 45'))
  })

  it('answers at most PLACE_SUGGESTIONS_MAX places', () => {
    expect(searchPlaces('ka').length).toBe(PLACE_SUGGESTIONS_MAX)
    expect(searchPlaces('zzzz')).toEqual([])
  })
})

describe('nearest place', () => {
  it('names the place nearest a position, with the distance', () => {
    const sarit = places.find((place) => place.id === 'sarit-centre')!
    const result = nearestPlace({ lat: sarit.lat + 0.0003, lng: sarit.lng - 0.0002 })
    expect(result.place.id).toBe('sarit-centre')
    expect(result.distance_km).toBeGreaterThan(0)
    expect(result.distance_km).toBeLessThan(0.1)
  })

  it('refuses a position beyond 50 km of every place with rides.place_not_found', () => {
    expect(() => nearestPlace({ lat: -4.0435, lng: 39.6682 })).toThrowError(AppError)
    try {
      nearestPlace({ lat: 0, lng: 0 })
    } catch (error) {
      expect(error).toMatchObject({ code: 'rides.place_not_found', statusCode: 404 })
      expect((error as Error).message).toBe('Could not determine your address')
    }
  })
})
