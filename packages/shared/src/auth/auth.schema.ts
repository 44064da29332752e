import { z } from 'zod'
import { emailMessages, emailSchema } from '../common/email'
import { isCommonPassword } from './common-passwords'

/** The spec's auth form messages (000 section 5) and our one addition, the common-password refusal. */
export const authMessages = {
  ...emailMessages,
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooCommon: 'This password is too common. Please choose another.',
  fullNameRequired: 'Full name is required',
  termsRequired: 'You must accept the terms and conditions',
} as const

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

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
