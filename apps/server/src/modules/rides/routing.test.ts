import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RATE_PER_KM, ROAD_FACTOR } from '@soko/shared/rides/rides.constants'
import { afterEach, describe, expect, it } from 'vitest'
import { places } from './places.data'
import { createRouting, estimateRoute, fareCents, fareFor, minutesFor, straightLineKm } from './routing'

const place = (id: string) => places.find((entry) => entry.id === id)!
const kicc = place('kicc')
const jkia = place('jkia')

/** A fake OSRM server on a free port: records the URLs it is asked and answers with `handle`. */
async function fakeOsrm(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const urls: string[] = []
  const server: Server = createServer((request, response) => {
    urls.push(request.url ?? '')
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, urls }
}
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

describe('the estimate (no ROUTING_URL)', () => {
  it('is the straight line times the road factor, with fares of distance x rate to 2 decimals', async () => {
    const straight = straightLineKm(kicc, jkia)
    // KICC to JKIA is about 12 km as the crow flies.
    expect(straight).toBeGreaterThan(11.5)
    expect(straight).toBeLessThan(13)
    const route = await createRouting({}).route(kicc, jkia)
    expect(route.source).toBe('estimate')
    expect(route.distanceKm).toBe(Math.round(straight * ROAD_FACTOR * 100) / 100)
    expect(route.durationMin).toEqual({
      taxi: minutesFor(route.distanceKm, 'taxi'),
      motorbike: minutesFor(route.distanceKm, 'motorbike'),
    })
    expect(route.durationMin.motorbike).toBeLessThan(route.durationMin.taxi)
    expect(route.path).toEqual([
      [kicc.lat, kicc.lng],
      [jkia.lat, jkia.lng],
    ])
    expect(fareFor(route.distanceKm, 'taxi')).toBe(
      Math.round(route.distanceKm * RATE_PER_KM.taxi * 100) / 100,
    )
    expect(fareFor(12.345, 'taxi')).toBe(987.6)
    expect(fareFor(12.345, 'motorbike')).toBe(617.25)
    expect(fareCents(12.345, 'motorbike')).toBe(61_725)
  })

  it('takes at least a minute', () => {
    expect(estimateRoute(kicc, kicc).durationMin).toEqual({ taxi: 1, motorbike: 1 })
  })
})

describe('OSRM (ROUTING_URL set)', () => {
  it('asks the driving route with lng,lat pairs and maps metres, seconds and the geometry', async () => {
    const osrm = await fakeOsrm((_request, response) =>
      json(response, 200, {
        code: 'Ok',
        routes: [
          {
            distance: 17_456.7,
            duration: 1_680,
            geometry: {
              type: 'LineString',
              coordinates: [
                [kicc.lng, kicc.lat],
                [36.85, -1.3],
                [jkia.lng, jkia.lat],
              ],
            },
          },
        ],
      }),
    )
    const route = await createRouting({ routingUrl: `${osrm.url}/` }).route(kicc, jkia)
    expect(osrm.urls).toEqual([
      `/route/v1/driving/${kicc.lng.toFixed(6)},${kicc.lat.toFixed(6)};${jkia.lng.toFixed(6)},${jkia.lat.toFixed(6)}?overview=simplified&geometries=geojson`,
    ])
    expect(route).toEqual({
      distanceKm: 17.46,
      // 28 minutes by taxi; a motorbike 28 x 22/28 = 22.
      durationMin: { taxi: 28, motorbike: 22 },
      path: [
        [kicc.lat, kicc.lng],
        [-1.3, 36.85],
        [jkia.lat, jkia.lng],
      ],
      source: 'osrm',
    })
  })

  it('falls back to the estimate when OSRM answers 500', async () => {
    const osrm = await fakeOsrm((_request, response) => json(response, 500, { message: 'boom' }))
    const reasons: unknown[] = []
    const route = await createRouting({
      routingUrl: osrm.url,
      onFallback: (reason) => reasons.push(reason),
    }).route(kicc, jkia)
    expect(osrm.urls).toHaveLength(1)
    expect(route).toEqual(estimateRoute(kicc, jkia))
    expect(reasons).toHaveLength(1)
  })

  it('falls back to the estimate when OSRM finds no route or answers another shape', async () => {
    for (const body of [{ code: 'NoRoute', routes: [] }, { code: 'Ok' }, { hello: 'world' }]) {
      const osrm = await fakeOsrm((_request, response) => json(response, 200, body))
      expect(await createRouting({ routingUrl: osrm.url }).route(kicc, jkia)).toEqual(
        estimateRoute(kicc, jkia),
      )
    }
  })

  it('falls back to the estimate when OSRM hangs past the timeout', async () => {
    const osrm = await fakeOsrm(() => {
      // Never answers.
    })
    const started = Date.now()
    const route = await createRouting({ routingUrl: osrm.url, timeoutMs: 300 }).route(kicc, jkia)
    expect(route.source).toBe('estimate')
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(osrm.urls).toHaveLength(1)
  })

  it('falls back to the estimate when nothing listens there', async () => {
    const osrm = await fakeOsrm((_request, response) => json(response, 200, {}))
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
    expect((await createRouting({ routingUrl: osrm.url }).route(kicc, jkia)).source).toBe('estimate')
  })
})
