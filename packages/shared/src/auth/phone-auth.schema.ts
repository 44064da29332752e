// Phone sign-in texts and rules (decision 016). Plain values only: the /auth screen loads no zod for them.

/** A code is 6 digits, sent by SMS, valid 5 minutes, at most 5 tries. */
export const PHONE_CODE_LENGTH = 6
export const PHONE_CODE_MINUTES = 5
export const PHONE_CODE_TRIES = 5

export const phoneAuthMessages = {
  invalidCode: 'The code is not correct. Check the SMS and try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  tooManyTries: 'Too many wrong codes. Please ask for a new one.',
  noCode: 'Please ask for a code first.',
  notRegistered: 'No account uses this phone number yet. Create an account first.',
  smsNotSent: 'We could not send the SMS. Check the number and try again.',
  phoneTaken: 'Another account already uses this phone number.',
  codeFormat: 'Enter the 6-digit code from the SMS.',
} as const

/** better-auth's phone plugin codes (lower-cased by our adapter) and the texts Soko shows for them. */
export const phoneErrorMessages: Record<string, string> = {
  invalid_otp: phoneAuthMessages.invalidCode,
  otp_expired: phoneAuthMessages.codeExpired,
  too_many_attempts: phoneAuthMessages.tooManyTries,
  otp_not_found: phoneAuthMessages.noCode,
  phone_number_exist: phoneAuthMessages.phoneTaken,
}
