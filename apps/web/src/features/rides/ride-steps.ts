import type { RideStatus } from './ride-types'

/** The stepper's steps, in order; a ride that stopped (cancelled, unmatched) shows where it stopped. */
export const rideSteps = ['requested', 'accepted', 'arriving', 'in_progress', 'completed'] as const
export type RideStep = (typeof rideSteps)[number]

export type StepState = 'done' | 'current' | 'upcoming'

/** Each step's state for a ride in `status`. */
export function stepStates(status: RideStatus, reached: RideStep = 'requested'): StepState[] {
  if (status === 'completed') return rideSteps.map(() => 'done')
  const index = rideSteps.indexOf(status === 'cancelled' || status === 'unmatched' ? reached : status)
  return rideSteps.map((_, step) => (step < index ? 'done' : step === index ? 'current' : 'upcoming'))
}

/** The furthest step a stopped ride reached, read from its timestamps. */
export function reachedStep(ride: {
  accepted_at: string | null
  arrived_at: string | null
  started_at: string | null
}): RideStep {
  if (ride.started_at) return 'in_progress'
  if (ride.arrived_at) return 'arriving'
  if (ride.accepted_at) return 'accepted'
  return 'requested'
}
