import { codedError } from '../../lib/errors'

export const invalidIdempotencyKey = codedError(
  'idempotency.invalid_key',
  400,
  'The Idempotency-Key header must be 1 to 255 visible characters.',
)
export const idempotencyKeyReused = codedError(
  'idempotency.key_reused',
  422,
  'This Idempotency-Key was already used for a different request.',
)
export const idempotencyInProgress = codedError(
  'idempotency.in_progress',
  409,
  'The same request is still being processed. Please wait a moment.',
)
