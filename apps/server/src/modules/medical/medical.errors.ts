import { medicalMessages as m } from '@soko/shared/medical/medical.constants'
import { codedError } from '../../lib/errors'

// docs/medical-api.md: every code is `medical.*`, every message `medicalMessages`' where it has one (their Swahili
// is in lib/error-texts.ts). The dashboard's 403s (not_medical_provider, not_pharmacy) live in medical-access.ts.

export const providerNotFound = codedError('medical.provider_not_found', 404, m.providerNotFound)
export const pastDate = codedError('medical.past_date', 400, m.pastDate)
export const tooFar = codedError('medical.too_far', 400, m.tooFarAhead)
export const slotInvalid = codedError('medical.slot_invalid', 400, m.slotInvalid)
export const pastSlot = codedError('medical.past_slot', 400, m.pastSlot)
export const closedDay = codedError('medical.closed_day', 400, m.closedDay)
export const outsideHours = codedError('medical.outside_hours', 400, m.outsideHours)
export const ownAppointment = codedError('medical.own_appointment', 409, m.ownAppointment)
export const slotTaken = codedError('medical.slot_taken', 409, m.slotTaken)
export const appointmentNotFound = codedError('medical.appointment_not_found', 404, m.appointmentNotFound)
export const cannotCancel = codedError('medical.cannot_cancel', 409, m.cannotCancel)
export const cannotReview = codedError(
  'medical.cannot_review',
  409,
  'Only an attended appointment can be rated, and only once.',
)
export const notStarted = codedError('medical.not_started', 409, m.notStarted)
export const notBooked = codedError('medical.not_booked', 409, m.notBooked)
export const badProviderCursor = codedError('medical.bad_cursor', 400, 'The page cursor is not valid.')
