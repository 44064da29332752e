import type { Point } from '@soko/shared/rides/rides.schema'
import type { Db } from '../../db/client'
import { demoPositionsRepository as repo } from './demo-positions.repository'

/** The fleet of demo drivers: accounts `<first>.<last>@drivers.soko.demo` (db/seed/data/drivers.ts). */
export const DEMO_DRIVER_DOMAIN = 'drivers.soko.demo'

/** Metres per degree of latitude (and of longitude at the equator; Nairobi is 1.3 degrees south of it). */
const METRES_PER_DEGREE = 111_320
/** Each nudge moves a driver this far, in metres: a car edging along a street, a boda turning at its stage. */
const STEP_METRES = { min: 8, max: 35 }
/** A driver stays within this of where this server first saw them (their neighbourhood). */
const NEIGHBOURHOOD_METRES = 400
/** Farther than this from that spot, the driver really moved (a trip): their neighbourhood is where they are. */
const MOVED_ON_METRES = 2_000

function metresBetween(a: Point, b: Point) {
  const dLat = (b.lat - a.lat) * METRES_PER_DEGREE
  const dLng = (b.lng - a.lng) * METRES_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180)
  return Math.hypot(dLat, dLng)
}

/**
 * One nudge: `metres` along `bearing` (degrees clockwise from north), or towards `home` when the step would leave
 * the neighbourhood.
 */
export function nudge(from: Point, home: Point, bearing: number, metres: number) {
  const step = (towards: number) => {
    const radians = (towards * Math.PI) / 180
    return {
      lat: from.lat + (metres * Math.cos(radians)) / METRES_PER_DEGREE,
      lng:
        from.lng + (metres * Math.sin(radians)) / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
    }
  }
  let heading = ((bearing % 360) + 360) % 360
  let next = step(heading)
  if (metresBetween(home, next) > NEIGHBOURHOOD_METRES) {
    const dLat = home.lat - from.lat
    const dLng = (home.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180)
    heading = ((((Math.atan2(dLng, dLat) * 180) / Math.PI) % 360) + 360) % 360
    next = step(heading)
  }
  return { ...next, heading: Math.round(heading) }
}

/**
 * Keeps the demo fleet listed while the server runs in development or with demo data: the rider's list and the
 * matching take only positions fresher than POSITION_FRESH_SECONDS, and nobody drives the demo drivers. Every
 * `everyMs` (the periodic tasks run more often; asked on demand it runs at once) each online, available demo
 * driver moves a few metres in a random direction within their neighbourhood, and `updated_at` becomes now.
 * Busy drivers are left alone: a trip (the autopilot) moves them.
 */
export function createDemoPositionKeeper({
  db,
  everyMs = 30_000,
  random = Math.random,
  now = Date.now,
}: {
  db: Db
  everyMs?: number
  random?: () => number
  now?: () => number
}) {
  const homes = new Map<string, Point>()
  let lastRun = Number.NEGATIVE_INFINITY

  return {
    /** Moves the fleet; answers how many drivers moved (0 when it is not time yet). */
    async keepFresh(onDemand = false) {
      if (!onDemand && now() - lastRun < everyMs) return 0
      lastRun = now()
      const fleet = await repo.onlineAt(db, DEMO_DRIVER_DOMAIN)
      for (const driver of fleet) {
        let home = homes.get(driver.driverId)
        if (!home || metresBetween(home, driver) > MOVED_ON_METRES) {
          home = { lat: driver.lat, lng: driver.lng }
          homes.set(driver.driverId, home)
        }
        const metres = STEP_METRES.min + random() * (STEP_METRES.max - STEP_METRES.min)
        const next = nudge(driver, home, random() * 360, metres)
        await repo.move(db, driver.driverId, next, new Date(now()))
      }
      return fleet.length
    },
  }
}
export type DemoPositionKeeper = ReturnType<typeof createDemoPositionKeeper>
