import { rideMessages as m } from '@soko/shared/rides/rides.constants'
import { AppError, codedError } from '../../lib/errors'

// The ride lifecycle's errors (docs/rides-api.md): the spec's texts where rideMessages has one.

export const rideNotFound = codedError('rides.not_found', 404, 'Ride not found.')
export const offerNotFound = codedError(
  'rides.offer_not_found',
  404,
  'This ride request was not offered to you.',
)
export const alreadyActive = codedError('rides.already_active', 409, m.alreadyActive)
export const noDrivers = codedError(
  'rides.no_drivers',
  409,
  'No drivers are available nearby. Please try again in a few minutes.',
)
export const offerTaken = codedError('rides.offer_taken', 409, m.offerTaken)
export const badMove = codedError('rides.bad_move', 409, 'This ride cannot move to that step now.')
export const cannotCancel = codedError('rides.cannot_cancel', 409, 'This ride can no longer be cancelled.')
export const notCompleted = codedError('rides.not_completed', 409, 'This ride is not completed yet.')
export const alreadyRated = codedError('rides.already_rated', 409, 'You have already rated this ride.')
export const alreadyPaid = codedError('rides.already_paid', 409, 'This ride has already been paid.')
export const driverBusy = codedError('rides.driver_busy', 409, m.driverBusy)
export const driverOffline = codedError('rides.driver_offline', 409, 'Go online to accept rides.')
export const notDriver = codedError('drivers.not_driver', 403, m.notDriver)
export const tooShort = codedError('rides.too_short', 400, m.tooShort)
export const tooLong = codedError('rides.too_long', 400, m.tooLong)

const RATE_LIMITED = 'rides.rate_limited'
const rateLimitedMessage = 'Too many ride requests. Please wait a minute and try again.'
codedError(RATE_LIMITED, 429, rateLimitedMessage)

/** Too many requests in the window: the route answers it with a Retry-After header. */
export class RideRequestsLimited extends AppError {
  constructor(readonly retryAfter: number) {
    super(RATE_LIMITED, 429, rateLimitedMessage)
  }
}
