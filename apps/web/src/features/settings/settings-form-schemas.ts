// Loaded after the forms have painted (lib/lazy-resolver.ts): this module brings zod.
import { zodResolver } from '@hookform/resolvers/zod'
import { authMessages, newPasswordSchema } from '@soko/shared/auth/auth.schema'
import { emailSchema } from '@soko/shared/common/email'
import { z } from 'zod'

/** The current password, and a new one (shared rules) typed twice. */
export function changePasswordResolver(mismatchMessage: string) {
  return zodResolver(
    z
      .object({
        currentPassword: z.string().min(1, authMessages.passwordRequired),
        newPassword: newPasswordSchema,
        confirmPassword: z.string(),
      })
      .refine((values) => values.newPassword === values.confirmPassword, {
        path: ['confirmPassword'],
        message: mismatchMessage,
      }),
  )
}

/** A new e-mail address (trimmed, lower-cased) and the password that confirms the change. */
export const changeEmailResolver = zodResolver(
  z.object({ newEmail: emailSchema, password: z.string().min(1, authMessages.passwordRequired) }),
)
