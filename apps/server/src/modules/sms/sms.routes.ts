import { smsSettingsSchema, updateSmsPreferencesSchema } from '@soko/shared/sms/sms.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { SmsService } from './sms.service'

type Options = { sms: SmsService; verifiedPhoneOf(userId: string): Promise<string | null> }

/** /api/sms/preferences: which notices also come by SMS (decision 016). */
export const smsRoutes: FastifyPluginAsyncZod<Options> = async (app, { sms, verifiedPhoneOf }) => {
  const guard = { onRequest: app.requireUser }
  const settingsOf = async (userId: string) => ({
    preferences: await sms.preferencesOf(userId),
    phone_number: await verifiedPhoneOf(userId),
    available: sms.available,
  })

  app.get(
    '/preferences',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary: 'Which notices also come by SMS, and the verified phone they go to',
        response: { 200: smsSettingsSchema },
      },
    },
    async (request) => settingsOf(currentUserId(request)),
  )

  app.patch(
    '/preferences',
    {
      ...guard,
      schema: {
        tags: ['account'],
        summary:
          'Choose which notices also come by SMS (payment receipts, order and booking status, reminders)',
        body: updateSmsPreferencesSchema,
        response: { 200: smsSettingsSchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      await sms.setPreferences(userId, request.body)
      return settingsOf(userId)
    },
  )
}
