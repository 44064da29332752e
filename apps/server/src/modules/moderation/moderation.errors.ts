import { communityMessages as m } from '@soko/shared/community/community.constants'
import { AppError, codedError } from '../../lib/errors'

export const targetNotFound = codedError('community.target_not_found', 404, 'This content is not available.')
export const alreadyReported = codedError('community.already_reported', 409, m.alreadyReported)
export const ownContent = codedError('community.own_content', 400, "You can't report your own content.")
export const reportNotFound = codedError('community.report_not_found', 404, m.reportNotFound)
export const userNotFound = codedError('community.user_not_found', 404, m.userNotFound)

const rateLimitedError = codedError('community.rate_limited', 429, m.rateLimited)
/** 429 with how long to wait; the route sends it as Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super(rateLimitedError.code, rateLimitedError.statusCode, rateLimitedError.message)
  }
}
