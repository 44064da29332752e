import { z } from 'zod'
import { emailSchema } from '../common/email'

export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
})
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>

export const newsletterSubscribeResultSchema = z.object({
  email: z.string(),
  alreadySubscribed: z.boolean(),
})
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>
