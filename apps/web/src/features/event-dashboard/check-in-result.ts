import { eventErrorCodes } from '@soko/shared/events/event.constants'
import { ApiError } from '@/lib/api-client'
import type { CheckInAnswer } from './api/event-dashboard-types'

/** What the door sees after a check-in: the server's answer, sorted into the cases the screen shows apart. */
export type CheckInResult =
  | { kind: 'checked_in'; answer: CheckInAnswer }
  | { kind: 'already_checked_in' | 'wrong_event' | 'void' | 'not_found' | 'failed'; message: string | null }

const refusals: Record<string, Exclude<CheckInResult['kind'], 'checked_in' | 'failed'>> = {
  [eventErrorCodes.ticketAlreadyCheckedIn]: 'already_checked_in',
  [eventErrorCodes.ticketWrongEvent]: 'wrong_event',
  [eventErrorCodes.ticketVoid]: 'void',
  [eventErrorCodes.ticketNotFound]: 'not_found',
}

/**
 * A refusal by its code, with the server's message (e.g. "Already checked in at 18:05", which carries the
 * time); anything else (offline, a server fault) is `failed`, shown with the server's word when it gave one.
 */
export function checkInRefusal(error: unknown): CheckInResult {
  if (error instanceof ApiError) {
    const kind = refusals[error.code]
    if (kind) return { kind, message: error.message }
    return { kind: 'failed', message: error.isFromServer ? error.message : null }
  }
  return { kind: 'failed', message: null }
}

/** A ticket code as people type it: spaces and dashes dropped, upper case (codes are Crockford base32). */
export function normaliseTicketCode(value: string) {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}
