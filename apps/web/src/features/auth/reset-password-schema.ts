// Loaded after the form has painted (lib/lazy-resolver.ts): this module brings zod.
import { zodResolver } from '@hookform/resolvers/zod'
import { newPasswordSchema } from '@soko/shared/auth/auth.schema'
import { z } from 'zod'

/** A new password (shared rules) typed twice. */
export function resetPasswordResolver(mismatchMessage: string) {
  return zodResolver(
    z
      .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
      .refine((values) => values.newPassword === values.confirmPassword, {
        path: ['confirmPassword'],
        message: mismatchMessage,
      }),
  )
}
