import { z } from 'zod'
import { parseKenyanPhone, phoneMessages } from '../phone/phone'

export const appRoles = [
  'customer',
  'vendor',
  'driver',
  'admin',
  'property_owner',
  'rider',
  'service_provider',
] as const
export type AppRole = (typeof appRoles)[number]

/** The languages the server writes notifications and e-mails in (the web's English/Swahili switch). */
export const profileLanguages = ['en', 'sw'] as const
export type ProfileLanguage = (typeof profileLanguages)[number]

// API payloads use the spec's field names (spec 000 section 3: Profile).
export const profileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** The language of server-made texts (notifications, e-mails) for this user. */
  language: z.enum(profileLanguages).optional(),
  /** Data saver (Settings): smaller pictures and no autoplaying billboard. */
  data_saver: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

/**
 * Only full_name, phone and avatar_url may change (spec 000 section 3), the language the web's switch
 * chose and the data saver setting; any other field is ignored.
 */
export const updateProfileSchema = z
  .object({
    full_name: z.string().trim().max(100, 'Full name must be at most 100 characters').optional(),
    // Stored in E.164 by the one phone parser (decision 016); empty clears it.
    phone: z
      .string()
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[+\d\s()-]*$/, 'Phone may contain digits, spaces and + - ( ) only')
      .transform((value, ctx) => {
        if (value === '') return ''
        const e164 = parseKenyanPhone(value)
        if (!e164) {
          ctx.addIssue({ code: 'custom', message: phoneMessages.invalid })
          return z.NEVER
        }
        return e164
      })
      .optional(),
    // Set by the avatar upload; here it may only be cleared.
    avatar_url: z.null().optional(),
    language: z.enum(profileLanguages).optional(),
    data_saver: z.boolean().optional(),
  })
  .strip()
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    /** The phone number proven by an SMS code (E.164): sign-in by code and SMS notices go there. */
    phone_number: z.string().nullable(),
    phone_number_verified: z.boolean(),
    /** False for an account made with a phone number, until the user gives an e-mail address. */
    has_email: z.boolean(),
    created_at: z.string(),
  }),
  profile: profileSchema,
  role: z.enum(appRoles),
  is_admin: z.boolean(),
})
export type Me = z.infer<typeof meSchema>
