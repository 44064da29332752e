import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  MAX_LISTED_DRIVERS,
  PLACE_SUGGESTIONS_MAX,
  ROAD_FACTOR,
  rideMessages,
} from '@soko/shared/rides/rides.constants'
import {
  availableDriversResponseSchema,
  nearestPlaceResponseSchema,
  placesResponseSchema,
  quoteSchema,
} from '@soko/shared/rides/rides.schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app'
import { driverPositions, drivers } from '../drivers/drivers.table'
import { places } from './places.data'
import { minutesFor, straightLineKm } from './routing'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app.close()
})

const place = (id: string) => places.find((entry) => entry.id === id)!
const kicc = place('kicc')
const jkia = place('jkia')
const get = (url: string) => app.inject({ method: 'GET', url })
const quote = (pickup: object, destination: object, target = app) =>
  target.inject({ method: 'POST', url: '/api/rides/quote', payload: { pickup, destination } })

describe('GET /api/rides/config', () => {
  it('gives the OpenStreetMap tiles and the estimate by default', async () => {
    const response = await get('/api/rides/config')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tile_attribution: '© OpenStreetMap contributors',
      routing: 'estimate',
    })
  })
})

describe('GET /api/rides/places', () => {
  it('suggests places, best first, at most PLACE_SUGGESTIONS_MAX, without signing in', async () => {
    const response = await get('/api/rides/places?q=Kilim')
    expect(response.statusCode).toBe(200)
    const body = placesResponseSchema.parse(response.json())
    expect(body.places[0]).toEqual(place('kilimani'))
    expect((await get('/api/rides/places?q=ka')).json().places).toHaveLength(PLACE_SUGGESTIONS_MAX)
    expect((await get('/api/rides/places?q=%C3%A9astleigh')).json().places[0].id).toBe('eastleigh')
  })

  it('answers no places for a query under 2 characters or none at all', async () => {
    expect((await get('/api/rides/places?q=k')).json()).toEqual({ places: [] })
    expect((await get('/api/rides/places')).json()).toEqual({ places: [] })
  })
})

describe('GET /api/rides/places/nearest', () => {
  it('names the place nearest the browser', async () => {
    const response = await get(`/api/rides/places/nearest?lat=${jkia.lat + 0.001}&lng=${jkia.lng}`)
    expect(response.statusCode).toBe(200)
    const body = nearestPlaceResponseSchema.parse(response.json())
    expect(body.place.id).toBe('jkia')
    expect(body.distance_km).toBeCloseTo(0.11, 1)
  })

  it('answers 404 rides.place_not_found beyond 50 km (Mombasa)', async () => {
    const response = await get('/api/rides/places/nearest?lat=-4.0435&lng=39.6682')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'rides.place_not_found', message: 'Could not determine your address' },
    })
  })

  it('refuses a position that is not one (400)', async () => {
    for (const query of ['lat=abc&lng=36.8', 'lat=91&lng=36.8', 'lng=36.8', 'lat=1e308&lng=0']) {
      const response = await get(`/api/rides/places/nearest?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
  })
})

describe('POST /api/rides/quote (the estimate)', () => {
  it('quotes both vehicle types: road estimate, fares of distance x rate, durations, the straight path', async () => {
    const response = await quote(kicc, jkia)
    expect(response.statusCode).toBe(200)
    const body = quoteSchema.parse(response.json())
    const distance = Math.round(straightLineKm(kicc, jkia) * ROAD_FACTOR * 100) / 100
    expect(body).toEqual({
      distance_km: distance,
      fares: {
        taxi: Math.round(distance * 80 * 100) / 100,
        motorbike: Math.round(distance * 50 * 100) / 100,
      },
      duration_min: { taxi: minutesFor(distance, 'taxi'), motorbike: minutesFor(distance, 'motorbike') },
      path: [
        [kicc.lat, kicc.lng],
        [jkia.lat, jkia.lng],
      ],
      source: 'estimate',
    })
  })

  it('refuses the same spot with rides.too_short and a trip out of the area with rides.too_long', async () => {
    const short = await quote(kicc, { lat: kicc.lat + 0.0005, lng: kicc.lng })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toEqual({ error: { code: 'rides.too_short', message: rideMessages.tooShort } })
    const long = await quote(kicc, { lat: -4.0435, lng: 39.6682 })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({ error: { code: 'rides.too_long', message: rideMessages.tooLong } })
  })

  it('refuses a body without both points (400)', async () => {
    const response = await quote(kicc, { lat: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
  })
})

describe('POST /api/rides/quote with ROUTING_URL (OSRM)', () => {
  it('quotes from OSRM, and from the estimate when OSRM fails; config says osrm and no tiles', async () => {
    let fail = false
    const urls: string[] = []
    const osrm: Server = createServer((request, response) => {
      urls.push(request.url ?? '')
      response.writeHead(fail ? 503 : 200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          code: 'Ok',
          routes: [
            {
              distance: 18_250,
              duration: 1_500,
              geometry: {
                coordinates: [
                  [kicc.lng, kicc.lat],
                  [36.9, -1.31],
                  [jkia.lng, jkia.lat],
                ],
              },
            },
          ],
        }),
      )
    })
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve))
    const routed = await buildTestApp({
      ROUTING_URL: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`,
      MAP_TILE_URL: 'off',
    })
    try {
      expect((await routed.inject({ method: 'GET', url: '/api/rides/config' })).json()).toMatchObject({
        tile_url: null,
        routing: 'osrm',
      })
      const response = await quote(kicc, jkia, routed)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        distance_km: 18.25,
        fares: { taxi: 1460, motorbike: 912.5 },
        duration_min: { taxi: 25, motorbike: 20 },
        path: [
          [kicc.lat, kicc.lng],
          [-1.31, 36.9],
          [jkia.lat, jkia.lng],
        ],
        source: 'osrm',
      })
      expect(urls[0]).toMatch(
        /^\/route\/v1\/driving\/36\.8234\d*,-1\.2885\d*;36\.9278\d*,-1\.3192\d*\?overview=simplified&geometries=geojson$/,
      )

      fail = true
      const fallback = await quote(kicc, jkia, routed)
      expect(fallback.statusCode).toBe(200)
      expect(fallback.json()).toMatchObject({
        source: 'estimate',
        distance_km: (await quote(kicc, jkia)).json().distance_km,
      })
      expect(urls).toHaveLength(2)
    } finally {
      await routed.close()
      osrm.closeAllConnections()
      await new Promise((resolve) => osrm.close(resolve))
    }
  })
})

describe('GET /api/rides/drivers', () => {
  const pickup = place('yaya-centre')
  let serial = 0
  /** A driver with a position `km` east of the pickup (about), listed unless `overrides` say otherwise. */
  async function addDriver(
    km: number,
    overrides: Partial<typeof drivers.$inferInsert> = {},
    positionAgeSeconds = 5,
  ) {
    serial += 1
    const [row] = await app.db
      .insert(drivers)
      .values({
        fullName: `Driver ${serial}`,
        isActive: true,
        isVerified: true,
        status: 'available',
        isOnline: true,
        vehicleType: 'taxi',
        vehicleMake: 'Toyota',
        vehicleModel: 'Axio',
        vehicleYear: 2016,
        licensePlate: `KDA ${String(100 + serial)}A`,
        rating: 4,
        totalRides: serial,
        ...overrides,
      })
      .returning()
    const position = { lat: pickup.lat, lng: pickup.lng + km / 111.3 }
    await app.db.insert(driverPositions).values({
      driverId: row!.id,
      ...position,
      updatedAt: new Date(Date.now() - positionAgeSeconds * 1000),
    })
    return { id: row!.id, ...position }
  }

  const listed: Awaited<ReturnType<typeof addDriver>>[] = []
  const excluded = new Map<string, string>()
  beforeAll(async () => {
    // Twelve listable taxis from 1 km to 12 km away; the nearest has the lowest rating.
    for (let km = 1; km <= 12; km++) listed.push(await addDriver(km, { rating: 3 + km / 10 }))
    // Each would be nearest and best rated, but is not listable.
    const best = { rating: 5 }
    excluded.set((await addDriver(0.1, { ...best, isOnline: false })).id, 'offline')
    excluded.set((await addDriver(0.1, best, 600)).id, 'stale position')
    excluded.set((await addDriver(0.1, { ...best, isVerified: false })).id, 'unverified')
    excluded.set((await addDriver(0.1, { ...best, suspendedReason: 'Complaints' })).id, 'suspended')
    excluded.set((await addDriver(0.1, { ...best, isActive: false })).id, 'inactive')
    excluded.set((await addDriver(0.1, { ...best, status: 'busy' })).id, 'busy')
    excluded.set((await addDriver(0.1, { ...best, vehicleType: 'motorbike' })).id, 'motorbike')
    const [noPosition] = await app.db
      .insert(drivers)
      .values({ ...best, isVerified: true, isOnline: true, vehicleType: 'taxi' })
      .returning()
    excluded.set(noPosition!.id, 'no position')
  })

  it('lists the nearest available taxis first, at most 10, with the road distance and the ETA', async () => {
    const response = await get(`/api/rides/drivers?vehicle_type=taxi&lat=${pickup.lat}&lng=${pickup.lng}`)
    expect(response.statusCode).toBe(200)
    const { drivers: list } = availableDriversResponseSchema.parse(response.json())
    expect(list).toHaveLength(MAX_LISTED_DRIVERS)
    expect(list.map((driver) => driver.id)).toEqual(listed.slice(0, 10).map((driver) => driver.id))
    for (const driver of list) {
      expect(excluded.has(driver.id)).toBe(false)
      const distance = Math.round(straightLineKm(driver, pickup) * ROAD_FACTOR * 100) / 100
      expect(driver.distance_km).toBe(distance)
      expect(driver.eta_min).toBe(minutesFor(distance, 'taxi'))
    }
    expect(list[0]).toMatchObject({
      full_name: 'Driver 1',
      vehicle_type: 'taxi',
      vehicle_make: 'Toyota',
      vehicle_model: 'Axio',
      vehicle_year: 2016,
      license_plate: 'KDA 101A',
      rating: 3.1,
      total_rides: 1,
      lat: listed[0]!.lat,
      lng: listed[0]!.lng,
    })
    // About 1 km away: 1.35 km of road, 4 minutes at 22 km/h.
    expect(list[0]!.distance_km).toBeCloseTo(1.35, 1)
    expect(list[0]!.eta_min).toBe(4)
  })

  it('without a pickup, lists the best rated first with no distance or ETA', async () => {
    const response = await get('/api/rides/drivers?vehicle_type=taxi')
    const { drivers: list } = availableDriversResponseSchema.parse(response.json())
    expect(list.map((driver) => driver.id)).toEqual(
      listed
        .slice(2)
        .reverse()
        .map((driver) => driver.id),
    )
    expect(list.every((driver) => driver.distance_km === null && driver.eta_min === null)).toBe(true)
  })

  it('lists only the type asked for (taxi by default)', async () => {
    const bike = await addDriver(20, { vehicleType: 'motorbike', vehicleMake: 'Boxer' })
    const bikes = (
      await get(`/api/rides/drivers?vehicle_type=motorbike&lat=${pickup.lat}&lng=${pickup.lng}`)
    ).json()
    // The motorbike left out of the taxis' list (0.1 km away) and this one.
    const motorbike = [...excluded].find(([, why]) => why === 'motorbike')![0]
    expect(bikes.drivers.map((driver: { id: string }) => driver.id)).toEqual([motorbike, bike.id])
    expect(bikes.drivers[0].eta_min).toBe(minutesFor(bikes.drivers[0].distance_km, 'motorbike'))
    const byDefault = (await get('/api/rides/drivers')).json()
    expect(
      byDefault.drivers.every((driver: { vehicle_type: string }) => driver.vehicle_type === 'taxi'),
    ).toBe(true)
  })

  it('refuses an unknown vehicle type (400)', async () => {
    const response = await get('/api/rides/drivers?vehicle_type=tuktuk')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
  })
})
