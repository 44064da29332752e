// Plain values without zod, so a screen that needs only these does not load zod.

/** The spec's auth form texts for an e-mail field (000 section 5). */
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Email is invalid',
} as const
