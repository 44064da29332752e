import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { checkInRefusal, normaliseTicketCode } from './check-in-result'

const refusal = (code: string, message: string, status = 409) => new ApiError({ code, message, status })

describe('a refused check-in', () => {
  it('is sorted by the server code, keeping its message (with the time of the first check-in)', () => {
    expect(
      checkInRefusal(refusal('events.ticket_already_checked_in', 'Already checked in at 18:05')),
    ).toEqual({ kind: 'already_checked_in', message: 'Already checked in at 18:05' })
    expect(checkInRefusal(refusal('events.ticket_wrong_event', 'This ticket is not for this event'))).toEqual(
      {
        kind: 'wrong_event',
        message: 'This ticket is not for this event',
      },
    )
    expect(checkInRefusal(refusal('events.ticket_void', 'This ticket is void')).kind).toBe('void')
    expect(checkInRefusal(refusal('events.ticket_not_found', 'Ticket not found', 404)).kind).toBe('not_found')
  })

  it('is a failure with the server message for any other code, and with none when offline', () => {
    expect(checkInRefusal(refusal('events.not_found', 'Event not found.', 404))).toEqual({
      kind: 'failed',
      message: 'Event not found.',
    })
    expect(
      checkInRefusal(new ApiError({ code: 'network_error', message: 'Network request failed', status: 0 })),
    ).toEqual({ kind: 'failed', message: null })
    expect(checkInRefusal(new Error('boom'))).toEqual({ kind: 'failed', message: null })
  })
})

describe('a typed ticket code', () => {
  it('loses spaces and dashes and is read in capitals', () => {
    expect(normaliseTicketCode(' 7kq2-m9xa 4d ')).toBe('7KQ2M9XA4D')
  })
})
