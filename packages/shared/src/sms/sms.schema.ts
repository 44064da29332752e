import { z } from 'zod'

/** The notices a user may also receive by SMS (decision 016), each a switch in settings. */
export const smsNoticeKinds = ['payment_receipts', 'order_status', 'booking_status', 'reminders'] as const
export type SmsNoticeKind = (typeof smsNoticeKinds)[number]

export const smsPreferencesSchema = z.object({
  payment_receipts: z.boolean(),
  order_status: z.boolean(),
  booking_status: z.boolean(),
  reminders: z.boolean(),
})
export type SmsPreferences = z.infer<typeof smsPreferencesSchema>

/** GET /api/sms/preferences: the switches, the phone they go to, and whether SMS can be sent at all. */
export const smsSettingsSchema = z.object({
  preferences: smsPreferencesSchema,
  phone_number: z.string().nullable(),
  available: z.boolean(),
})
export type SmsSettings = z.infer<typeof smsSettingsSchema>

export const updateSmsPreferencesSchema = smsPreferencesSchema.partial().strict()
