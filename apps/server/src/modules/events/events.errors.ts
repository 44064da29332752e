import { eventErrorCodes as codes, eventMessages as m } from '@soko/shared/events/event.constants'
import { codedError } from '../../lib/errors'

export const eventNotFound = codedError(codes.notFound, 404, m.notFound)
export const eventSoldOut = codedError(codes.soldOut, 409, m.soldOutMessage)
export const eventEnded = codedError(codes.ended, 409, m.ended)
export const notPromoter = codedError(codes.notPromoter, 403, m.notPromoter)
export const ticketWrongEvent = codedError(codes.ticketWrongEvent, 409, m.ticketWrongEvent)
export const ticketVoid = codedError(codes.ticketVoid, 409, m.ticketVoid)
export const ticketNotFound = codedError(codes.ticketNotFound, 404, m.ticketNotFound)

/** Fewer seats left than asked: the message says how many. */
export const notEnoughSeats = (left: number) =>
  codedError(codes.notEnoughSeats, 409, m.notEnoughSeats(left))({ seats_left: String(left) })

export const capacityBelowSold = (sold: number) =>
  codedError(
    codes.capacityBelowSold,
    400,
    m.capacityBelowSold(sold),
  )({ max_attendees: m.capacityBelowSold(sold) })

/** Checked in already, at HH:MM Nairobi time. */
export const ticketAlreadyCheckedIn = (time: string) =>
  codedError(codes.ticketAlreadyCheckedIn, 409, m.ticketAlreadyCheckedIn(time))()

export const endBeforeStart = codedError('events.end_before_start', 400, m.endBeforeStart)
