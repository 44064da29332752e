import * as z from 'zod/mini'

/** The spec's Profile entity (packages/shared profile.schema.ts), in zod/mini. */
export const profileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  phone: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Profile = z.infer<typeof profileSchema>
