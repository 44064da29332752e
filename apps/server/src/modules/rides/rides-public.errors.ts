import { rideMessages as m } from '@soko/shared/rides/rides.constants'
import { codedError } from '../../lib/errors'

// The public rides API's errors (docs/rides-api.md): places and quotes.
export const placeNotFound = codedError('rides.place_not_found', 404, m.addressUnknown)
export const tripTooShort = codedError('rides.too_short', 400, m.tooShort)
export const tripTooLong = codedError('rides.too_long', 400, m.tooLong)
