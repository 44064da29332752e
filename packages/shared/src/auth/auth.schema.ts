import { z } from 'zod'
import { emailSchema } from '../common/email'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.constants'
import { isCommonPassword } from './common-passwords'

export * from './auth.constants'

/** A password as typed at sign-in: present and long enough. */
export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

/** A password being chosen (sign-up, reset, change): also not one of the most common ones. */
export const newPasswordSchema = passwordSchema.refine((password) => !isCommonPassword(password), {
  message: authMessages.passwordTooCommon,
})

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema })

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z
    .string({ error: authMessages.fullNameRequired })
    .trim()
    .min(1, authMessages.fullNameRequired)
    .max(100),
  termsAccepted: z.literal(true, { error: authMessages.termsRequired }),
})

export const resetRequestSchema = z.object({ email: emailSchema })
