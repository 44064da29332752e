import { z } from 'zod'
import { emailMessages } from './email.constants'

export * from './email.constants'

// x@y.z, as the spec words it: something, an @, something, a dot, something; no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** An e-mail address: trimmed, lower-cased, required, shaped like x@y.z. */
export const emailSchema = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(254, emailMessages.invalid)
  .regex(emailShape, emailMessages.invalid)
  .transform((email) => email.toLowerCase())
