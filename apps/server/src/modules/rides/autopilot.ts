import type { Point } from '@soko/shared/rides/rides.schema'
import type { AutopilotLookups, AutopilotRide } from './autopilot.repository'
import { DEFAULT_LEG_PLAN, interpolatePath, type LegPlan } from './autopilot-plan'
import type { Routing } from './routing'

/**
 * The rides service's moves the autopilot makes as the driver (docs/rides-api.md, "Server service surface"):
 * exactly what the driver's own dashboard calls, so an autopiloted trip is a real one.
 */
export interface AutopilotRides {
  accept(driverUserId: string, rideId: string): Promise<unknown>
  move(driverUserId: string, rideId: string, move: 'arrived' | 'start'): Promise<unknown>
  complete(driverUserId: string, rideId: string, position?: Point): Promise<unknown>
  savePosition(driverUserId: string, position: Point & { heading?: number | null }): Promise<unknown>
  setOnline(driverUserId: string, online: boolean, position?: Point): Promise<unknown>
}

type Log = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export type AutopilotStart =
  | { started: true; rideId: string; driverUserId: string }
  | { started: false; reason: 'not_found' | 'unavailable' }

const driving = ['accepted', 'arriving', 'in_progress'] as const
const isDriving = (status: string): status is (typeof driving)[number] =>
  (driving as readonly string[]).includes(status)

/** Waits `ms`, or less when `signal` aborts; answers whether to go on. */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<boolean>((resolve) => {
    if (signal.aborted) return resolve(false)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve(true)
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      resolve(false)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The development-only autopilot (docs/rides-api.md): a demo driver near the pickup accepts a requested ride,
 * drives to the pickup reporting a position every `stepMs`, arrives, starts, drives the ride's route the same way
 * and completes at the destination. Every move goes through the rides service as the driver's dashboard would
 * send it, so the rider's screens follow it live. A ride already accepted by a demo driver is driven on from
 * where it is. A move the service refuses (the rider cancelled, another driver took it) ends the drive quietly.
 * `stop()` (server close) cancels every drive's timers.
 */
export function createAutopilot({
  rides,
  lookups,
  routing,
  log,
  stepMs = 2_000,
  plan = DEFAULT_LEG_PLAN,
}: {
  rides: AutopilotRides
  lookups: AutopilotLookups
  routing: Routing
  log: Log
  stepMs?: number
  plan?: LegPlan
}) {
  const drives = new Map<string, { driverUserId: string; done: Promise<void> }>()
  const stopping = new AbortController()
  let watcher: ReturnType<typeof setTimeout> | undefined
  const tried = new Set<string>()

  async function drive(ride: AutopilotRide, driverUserId: string, from: Point) {
    const signal = stopping.signal
    const id = ride.id
    let status = ride.status
    const along = async (points: Point[]) => {
      for (const point of points) {
        if (!(await pause(stepMs, signal))) return false
        await rides.savePosition(driverUserId, point)
      }
      return true
    }
    try {
      if (status === 'requested') {
        await rides.accept(driverUserId, id)
        status = 'accepted'
      }
      if (status === 'accepted') {
        const approach = await routing.route(from, ride.pickup)
        if (!(await along(interpolatePath(approach.path, plan)))) return
        if (!(await pause(stepMs, signal))) return
        await rides.move(driverUserId, id, 'arrived')
        status = 'arriving'
      }
      if (status === 'arriving') {
        // The rider gets in.
        if (!(await pause(2 * stepMs, signal))) return
        await rides.move(driverUserId, id, 'start')
        status = 'in_progress'
      }
      if (status === 'in_progress') {
        const route: [number, number][] = ride.route.length
          ? ride.route
          : [
              [ride.pickup.lat, ride.pickup.lng],
              [ride.destination.lat, ride.destination.lng],
            ]
        if (!(await along(interpolatePath(route, plan)))) return
        if (!(await pause(stepMs, signal))) return
        await rides.complete(driverUserId, id, ride.destination)
        // Waiting for the next request where the trip ended.
        await rides.setOnline(driverUserId, true, ride.destination)
      }
      log.info({ rideId: id }, 'autopilot: trip driven')
    } catch (err) {
      log.info({ err, rideId: id }, 'autopilot: the ride moved on without it; stopped')
    } finally {
      drives.delete(id)
    }
  }

  /** Sends a demo driver to the ride (once; a second call answers the same drive). */
  async function start(rideId: string): Promise<AutopilotStart> {
    const current = drives.get(rideId)
    if (current) return { started: true, rideId, driverUserId: current.driverUserId }
    const ride = await lookups.ride(rideId)
    if (!ride) return { started: false, reason: 'not_found' }
    let driver: { userId: string; position: Point } | null = null
    if (ride.status === 'requested') driver = await lookups.demoDriverFor(ride)
    else if (isDriving(ride.status) && ride.driver?.isDemo)
      driver = { userId: ride.driver.userId, position: ride.driver.position ?? ride.pickup }
    if (!driver || stopping.signal.aborted) return { started: false, reason: 'unavailable' }
    const done = drive(ride, driver.userId, driver.position)
    drives.set(rideId, { driverUserId: driver.userId, done })
    return { started: true, rideId, driverUserId: driver.userId }
  }

  /**
   * RIDES_AUTOPILOT: every request no real driver accepted within `afterSeconds` is autopiloted, looked for every
   * `stepMs`.
   */
  function watchRequests(afterSeconds = 0) {
    const look = async () => {
      try {
        const waiting = await lookups.waitingRideIds(afterSeconds)
        for (const id of tried) if (!waiting.includes(id)) tried.delete(id)
        for (const id of waiting) {
          if (tried.has(id) || drives.has(id)) continue
          tried.add(id)
          const started = await start(id)
          if (!started.started) log.warn({ rideId: id }, 'autopilot: no demo driver for the request')
        }
      } catch (err) {
        log.warn({ err }, 'autopilot: could not look for requests')
      }
      if (!stopping.signal.aborted) watcher = setTimeout(() => void look(), stepMs)
    }
    watcher = setTimeout(() => void look(), stepMs)
  }

  return {
    start,
    watchRequests,
    /** How many trips are being driven now. */
    active: () => drives.size,
    /** Cancels every drive's timers and waits for the drives to end. */
    async stop() {
      stopping.abort()
      clearTimeout(watcher)
      await Promise.all([...drives.values()].map((entry) => entry.done))
    },
  }
}
export type Autopilot = ReturnType<typeof createAutopilot>
