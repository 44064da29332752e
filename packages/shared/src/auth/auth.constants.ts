// Plain values without zod, so a screen that needs only these does not load zod.
import { emailMessages } from '../common/email.constants'

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
