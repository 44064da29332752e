import { codedError } from '../../lib/errors'

export const driverNotFound = codedError('drivers.not_found', 404, 'Driver not found.')
