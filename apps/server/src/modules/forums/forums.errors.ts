import { communityMessages as m } from '@soko/shared/community/community.constants'
import { codedError } from '../../lib/errors'

export const postNotFound = codedError('forums.post_not_found', 404, m.postNotFound)
export const replyNotFound = codedError('forums.reply_not_found', 404, m.replyNotFound)
export const categoryNotFound = codedError('forums.category_not_found', 400, m.categoryNotFound)
/** The reply a reply answers is not a visible reply of the same post. */
export const parentNotFound = codedError('forums.parent_not_found', 400, m.replyNotFound)
export const imageInvalid = codedError('forums.image_invalid', 400, m.imageInvalid)
export const editWindowClosed = codedError('forums.edit_window_closed', 409, m.editWindowClosed)
export const badCursor = codedError('forums.bad_cursor', 400, 'The page cursor is not valid.')
/** Shared by every community module (forums, chat, reports): the one spam limit answer, with Retry-After. */
export const rateLimited = codedError('community.rate_limited', 429, m.rateLimited)
