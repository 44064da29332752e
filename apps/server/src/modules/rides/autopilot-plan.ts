import type { Point } from '@soko/shared/rides/rides.schema'
import { straightLineKm } from './routing'

/** How the autopilot drives a leg: at most `maxPoints` positions, never closer than `minStepMetres`. */
export type LegPlan = { minStepMetres: number; maxPoints: number }

/** A car's leg of a demo trip: one position every 2 s, about a minute per leg whatever its length. */
export const DEFAULT_LEG_PLAN: LegPlan = { minStepMetres: 60, maxPoints: 30 }

const toPoint = ([lat, lng]: [number, number]): Point => ({ lat, lng })

/** The length of a path of [lat, lng] pairs, in metres. */
export function pathMetres(path: readonly [number, number][]) {
  let total = 0
  for (let index = 1; index < path.length; index++)
    total += straightLineKm(toPoint(path[index - 1]!), toPoint(path[index]!)) * 1000
  return total
}

/**
 * The positions a driver reports along `path` ([lat, lng] pairs, OSRM's or the straight line): evenly spaced
 * along the path's length (interpolated inside its segments), the start left out (the driver is there) and the
 * end always last. Steps are the path's length over `maxPoints`, but at least `minStepMetres`.
 */
export function interpolatePath(
  path: readonly [number, number][],
  plan: LegPlan = DEFAULT_LEG_PLAN,
): Point[] {
  if (path.length === 0) return []
  const end = toPoint(path[path.length - 1]!)
  const total = pathMetres(path)
  if (total === 0) return [end]
  const count = Math.max(1, Math.min(plan.maxPoints, Math.floor(total / plan.minStepMetres)))
  const step = total / count
  const points: Point[] = []
  let segment = 1
  let segmentStart = 0
  for (let n = 1; n < count; n++) {
    const at = n * step
    let length = straightLineKm(toPoint(path[segment - 1]!), toPoint(path[segment]!)) * 1000
    while (segmentStart + length < at && segment < path.length - 1) {
      segmentStart += length
      segment++
      length = straightLineKm(toPoint(path[segment - 1]!), toPoint(path[segment]!)) * 1000
    }
    const [fromLat, fromLng] = path[segment - 1]!
    const [toLat, toLng] = path[segment]!
    const share = length === 0 ? 1 : Math.min(1, (at - segmentStart) / length)
    points.push({ lat: fromLat + (toLat - fromLat) * share, lng: fromLng + (toLng - fromLng) * share })
  }
  points.push(end)
  return points
}
