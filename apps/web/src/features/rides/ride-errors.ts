import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

/** The server's rides.* codes whose text the reader should see in their language (docs/rides-api.md). */
const codeKeys = {
  'rides.no_drivers': 'rides.errors.noDrivers',
  'rides.already_active': 'rides.errors.alreadyActive',
  'rides.too_short': 'rides.errors.tooShort',
  'rides.too_long': 'rides.errors.tooLong',
  'rides.cannot_cancel': 'rides.errors.cannotCancel',
  'rides.not_completed': 'rides.errors.notCompleted',
  'rides.already_rated': 'rides.errors.alreadyRated',
  'rides.place_not_found': 'rides.location.addressUnknown',
} as const

function isKnownCode(code: string): code is keyof typeof codeKeys {
  return Object.hasOwn(codeKeys, code)
}

/** A failed rides call as the reader sees it: our translation of a known code, the server's text, or the fallback. */
export function rideErrorText(error: unknown, t: TFunction, fallback: string) {
  if (error instanceof ApiError && isKnownCode(error.code)) return t(codeKeys[error.code])
  return error instanceof ApiError && error.isFromServer ? error.message : fallback
}
