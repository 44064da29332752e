import { realEstateMessages as m } from '@soko/shared/real-estate/real-estate.constants'
import { codedError } from '../../lib/errors'

// docs/real-estate-api.md: every code is `real_estate.*`, every message `realEstateMessages`' (their Swahili is in
// lib/error-texts.ts).

export const propertyNotFound = codedError('real_estate.property_not_found', 404, m.propertyNotFound)
export const notAgent = codedError('real_estate.not_agent', 403, m.notAgent)
export const badMove = codedError('real_estate.bad_move', 409, m.badMove)
export const unpublishedByAdmin = codedError('real_estate.unpublished_by_admin', 409, m.unpublishedByAdmin)
export const tooManyImages = codedError('real_estate.too_many_images', 409, m.tooManyImages)
export const imageNotFound = codedError('real_estate.image_not_found', 404, 'Picture not found.')
export const viewingNotFound = codedError('real_estate.viewing_not_found', 404, m.viewingNotFound)
export const viewingPastDate = codedError('real_estate.viewing_past_date', 400, m.viewingPastDate)
export const viewingTooFar = codedError('real_estate.viewing_too_far', 400, m.viewingTooFar)
export const viewingPastSlot = codedError('real_estate.viewing_past_slot', 400, m.viewingPastSlot)
export const viewingNotListed = codedError('real_estate.viewing_not_listed', 409, m.viewingNotListed)
export const viewingOwnListing = codedError('real_estate.viewing_own_listing', 409, m.viewingOwnListing)
export const viewingAlreadyOpen = codedError('real_estate.viewing_already_open', 409, m.viewingAlreadyOpen)
export const viewingSlotTaken = codedError('real_estate.viewing_slot_taken', 409, m.viewingSlotTaken)
export const viewingNotPending = codedError('real_estate.viewing_not_pending', 409, m.viewingNotPending)
export const viewingCannotCancel = codedError('real_estate.viewing_cannot_cancel', 409, m.viewingCannotCancel)
export const savedSearchesFull = codedError('real_estate.saved_searches_full', 409, m.savedSearchesFull)
export const savedSearchNotFound = codedError(
  'real_estate.saved_search_not_found',
  404,
  m.savedSearchNotFound,
)
export const agentNotFound = codedError('real_estate.agent_not_found', 404, 'Agent not found.')
