import { providerMessages as m } from '@soko/shared/providers/provider.constants'
import { codedError } from '../../lib/errors'

export const applicationPending = codedError('application_pending', 409, m.applicationPending)
export const alreadyApproved = codedError('already_approved', 409, m.alreadyApproved)
export const applicationNotPending = codedError('application_not_pending', 409, m.applicationNotPending)
export const documentMissing = codedError('document_missing', 400, m.documentMissing)
export const documentType = codedError('document_type', 400, m.documentType)
export const documentTooLarge = codedError('document_too_large', 413, m.documentTooLarge)
export const documentNotFound = codedError('document_not_found', 400, m.documentNotFound)
export const tooManyDocuments = codedError('too_many_documents', 400, m.tooManyDocuments)
export const providerAccessRequired = codedError('provider_access_required', 403, m.providerAccessRequired)
export const cannotBookSelf = codedError('cannot_book_self', 409, m.cannotBookSelf)
export const providerUnavailable = codedError('provider_unavailable', 409, m.providerUnavailable)
export const bookingDateInPast = codedError('booking_date_in_past', 400, m.bookingDateInPast)
export const bookingTransition = codedError('booking_transition', 409, m.bookingTransition)
export const reviewNotAllowed = codedError('review_not_allowed', 409, m.reviewNotAllowed)
export const alreadyReviewed = codedError('already_reviewed', 409, m.alreadyReviewed)
export const rateRange = codedError('rate_range', 400, m.rateRange)
