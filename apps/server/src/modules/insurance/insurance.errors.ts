import { insuranceMessages as m } from '@soko/shared/insurance/insurance.constants'
import { codedError } from '../../lib/errors'

// docs/insurance-api.md: every code is `insurance.*`, every message `insuranceMessages`' (their Swahili is in
// lib/error-texts.ts).

export const planNotFound = codedError('insurance.plan_not_found', 404, m.planNotFound)
export const quoteNotFound = codedError('insurance.quote_not_found', 404, m.quoteNotFound)
export const answerNotFound = codedError('insurance.answer_not_found', 404, m.answerNotFound)
export const quoteClosed = codedError('insurance.quote_closed', 409, m.quoteClosed)
export const alreadyAnswered = codedError('insurance.already_answered', 409, m.alreadyAnswered)
export const notBroker = codedError('insurance.not_broker', 403, m.notBroker)
/** A broker's plan of a type they do not serve (the types are theirs to change first). */
export const typeNotServed = codedError('insurance.type_not_served', 400, m.typeNotServed)
export const planTypeMismatch = codedError('insurance.plan_type_mismatch', 400, m.planTypeMismatch)
export const reviewNotAllowed = codedError('insurance.review_not_allowed', 403, m.reviewNotAllowed)
