import { communityMessages as m } from '@soko/shared/community/community.constants'
import { AppError, codedError } from '../../lib/errors'

export const conversationNotFound = codedError('chat.conversation_not_found', 404, m.conversationNotFound)
export const chatUserNotFound = codedError('chat.user_not_found', 404, m.userNotFound)
export const chatSelf = codedError('chat.self', 400, m.chatSelf)
export const chatBlocked = codedError('chat.blocked', 403, m.blocked)
export const blockSelf = codedError('chat.block_self', 400, m.blockSelf)

const RATE_LIMITED = 'community.rate_limited'
codedError(RATE_LIMITED, 429, m.rateLimited)

/** Too many messages in the window: the routes answer it with a Retry-After header. */
export class ChatRateLimited extends AppError {
  constructor(readonly retryAfter: number) {
    super(RATE_LIMITED, 429, m.rateLimited)
  }
}
