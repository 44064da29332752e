import type { Point } from '@soko/shared/rides/rides.schema'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAutopilot, type AutopilotRides } from './autopilot'
import type { AutopilotLookups, AutopilotRide } from './autopilot.repository'
import { interpolatePath, pathMetres } from './autopilot-plan'
import { estimateRoute, straightLineKm } from './routing'

const sarit: Point = { lat: -1.2612, lng: 36.8026 }
const junction: Point = { lat: -1.2985, lng: 36.7625 }
const westlands: Point = { lat: -1.2676, lng: 36.8108 }
const metres = (a: Point, b: Point) => straightLineKm(a, b) * 1000

describe('interpolatePath', () => {
  it('spreads at most maxPoints positions evenly along the path, the start left out and the end last', () => {
    const path: [number, number][] = [
      [sarit.lat, sarit.lng],
      [junction.lat, junction.lng],
    ]
    const points = interpolatePath(path, { minStepMetres: 60, maxPoints: 30 })
    expect(points).toHaveLength(30)
    expect(points.at(-1)).toEqual(junction)
    const step = pathMetres(path) / 30
    let previous = sarit
    for (const point of points) {
      expect(metres(previous, point)).toBeCloseTo(step, -1)
      previous = point
    }
  })

  it('follows every segment of a road path, turning at its corners', () => {
    const corner: Point = { lat: sarit.lat, lng: junction.lng }
    const path: [number, number][] = [
      [sarit.lat, sarit.lng],
      [corner.lat, corner.lng],
      [junction.lat, junction.lng],
    ]
    const points = interpolatePath(path, { minStepMetres: 100, maxPoints: 20 })
    expect(points).toHaveLength(20)
    // The first leg runs west along the latitude of the start, the second south along the corner's longitude.
    const firstLeg = points.filter((point) => point.lat === sarit.lat)
    const secondLeg = points.filter((point) => point.lng === corner.lng && point.lat !== sarit.lat)
    expect(firstLeg.length + secondLeg.length).toBe(20)
    expect(firstLeg.length).toBeGreaterThan(5)
    expect(secondLeg.length).toBeGreaterThan(5)
  })

  it('gives short paths fewer, longer-than-minimum steps, and a point path its one point', () => {
    const short: [number, number][] = [
      [sarit.lat, sarit.lng],
      [sarit.lat + 0.0018, sarit.lng],
    ]
    const points = interpolatePath(short, { minStepMetres: 60, maxPoints: 30 })
    expect(points).toHaveLength(Math.floor(pathMetres(short) / 60))
    expect(points.at(-1)).toEqual({ lat: sarit.lat + 0.0018, lng: sarit.lng })
    expect(interpolatePath([[sarit.lat, sarit.lng]])).toEqual([sarit])
    expect(interpolatePath([])).toEqual([])
  })
})

type Call = { at: number; call: string; position?: Point }

function fakeRides(calls: Call[], refuse?: string): AutopilotRides {
  const record = (call: string, position?: Point) => {
    if (call === refuse) return Promise.reject(new Error(`rides.${call} refused`))
    calls.push({ at: Date.now(), call, ...(position ? { position } : {}) })
    return Promise.resolve()
  }
  return {
    accept: () => record('accept'),
    move: (_driver, _ride, move) => record(move),
    complete: (_driver, _ride, position) => record('complete', position),
    savePosition: (_driver, position) => record('position', position),
    setOnline: (_driver, online, position) => record(online ? 'online' : 'offline', position),
  }
}

const requested = (overrides: Partial<AutopilotRide> = {}): AutopilotRide => ({
  id: 'ride-1',
  status: 'requested',
  vehicleType: 'taxi',
  pickup: sarit,
  destination: junction,
  route: estimateRoute(sarit, junction).path,
  driver: null,
  ...overrides,
})

function fakeLookups(ride: AutopilotRide | null, waiting: string[] = []): AutopilotLookups {
  return {
    ride: vi.fn(async () => ride),
    demoDriverFor: vi.fn(async () => ({ userId: 'demo-driver', position: westlands })),
    waitingRideIds: vi.fn(async () => waiting),
  }
}

const routing = { route: async (from: Point, to: Point) => estimateRoute(from, to) }
const log = { info: () => undefined, warn: () => undefined }
const plan = { minStepMetres: 60, maxPoints: 5 }

describe('the autopilot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('accepts, drives to the pickup one point every 2 s, arrives, starts, drives the route and completes', async () => {
    const calls: Call[] = []
    const autopilot = createAutopilot({
      rides: fakeRides(calls),
      lookups: fakeLookups(requested()),
      routing,
      log,
      plan,
    })
    expect(await autopilot.start('ride-1')).toEqual({
      started: true,
      rideId: 'ride-1',
      driverUserId: 'demo-driver',
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.map((entry) => entry.call)).toEqual([
      'accept',
      ...Array(5).fill('position'),
      'arrived',
      'start',
      ...Array(5).fill('position'),
      'complete',
      'online',
    ])
    const at = calls.map((entry) => entry.at)
    // Accepted at once; each position 2 s after the one before; arrived 2 s after the pickup; the rider gets in
    // for 4 s; the trip's positions 2 s apart; complete 2 s after the destination.
    expect(at).toEqual([
      0, 2000, 4000, 6000, 8000, 10000, 12000, 16000, 18000, 20000, 22000, 24000, 26000, 28000, 28000,
    ])
    const positions = calls.filter((entry) => entry.call === 'position').map((entry) => entry.position!)
    expect(positions[4]).toEqual(sarit)
    expect(positions[9]).toEqual(junction)
    expect(calls.at(-2)).toMatchObject({ call: 'complete', position: junction })
    expect(autopilot.active()).toBe(0)
  })

  it('answers the same drive when asked twice, and stop() cancels its timers', async () => {
    const calls: Call[] = []
    const autopilot = createAutopilot({
      rides: fakeRides(calls),
      lookups: fakeLookups(requested()),
      routing,
      log,
      plan,
    })
    await autopilot.start('ride-1')
    expect(await autopilot.start('ride-1')).toMatchObject({ started: true, driverUserId: 'demo-driver' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(autopilot.active()).toBe(1)
    await autopilot.stop()
    const made = calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(made)
    expect(calls.map((entry) => entry.call)).toEqual(['accept', 'position', 'position'])
    expect(autopilot.active()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    expect(await autopilot.start('ride-1')).toEqual({ started: false, reason: 'unavailable' })
  })

  it('stops quietly when the service refuses a move (another driver took the ride)', async () => {
    const calls: Call[] = []
    const autopilot = createAutopilot({
      rides: fakeRides(calls, 'accept'),
      lookups: fakeLookups(requested()),
      routing,
      log,
      plan,
    })
    await autopilot.start('ride-1')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toEqual([])
    expect(autopilot.active()).toBe(0)
  })

  it("drives on a demo driver's trip from where it is, and leaves other drivers' rides alone", async () => {
    const calls: Call[] = []
    const started = requested({
      status: 'in_progress',
      driver: { userId: 'demo-driver', isDemo: true, position: sarit },
    })
    const autopilot = createAutopilot({
      rides: fakeRides(calls),
      lookups: fakeLookups(started),
      routing,
      log,
      plan,
    })
    await autopilot.start('ride-1')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls.map((entry) => entry.call)).toEqual([...Array(5).fill('position'), 'complete', 'online'])

    const someoneElses = requested({
      status: 'accepted',
      driver: { userId: 'u', isDemo: false, position: null },
    })
    const other = createAutopilot({
      rides: fakeRides([]),
      lookups: fakeLookups(someoneElses),
      routing,
      log,
      plan,
    })
    expect(await other.start('ride-1')).toEqual({ started: false, reason: 'unavailable' })
    const none = createAutopilot({ rides: fakeRides([]), lookups: fakeLookups(null), routing, log, plan })
    expect(await none.start('nope')).toEqual({ started: false, reason: 'not_found' })
  })

  it('with RIDES_AUTOPILOT, takes each waiting request once', async () => {
    const calls: Call[] = []
    const lookups = fakeLookups(requested(), ['ride-1'])
    const autopilot = createAutopilot({ rides: fakeRides(calls), lookups, routing, log, plan })
    autopilot.watchRequests()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(calls.map((entry) => entry.call)).toEqual(['accept'])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls.filter((entry) => entry.call === 'accept')).toHaveLength(1)
    expect(lookups.demoDriverFor).toHaveBeenCalledTimes(1)
    await autopilot.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
