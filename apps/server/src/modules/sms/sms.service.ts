import type { SmsNoticeKind, SmsPreferences } from '@soko/shared/sms/sms.schema'
import { desc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { inLanguage, type Language, type Localized } from '../../lib/texts'
import type { AfricasTalkingClient, SmsResult } from './africastalking.client'
import { devSms, smsPreferences } from './sms.table'

/** One SMS part holds 160 GSM characters; longer texts are cut at a word with "..." (never "…": not GSM). */
export const SMS_MAX_LENGTH = 159
export function fitSms(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= SMS_MAX_LENGTH) return plain
  const cut = plain.slice(0, SMS_MAX_LENGTH - 3)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > 100 ? cut.slice(0, atWord) : cut).trimEnd()}...`
}

const NONE: SmsPreferences = {
  payment_receipts: false,
  order_status: false,
  booking_status: false,
  reminders: false,
}

export type SmsServiceOptions = {
  db: Db
  /** Africa's Talking (or its local simulator); null in production without AT_API_KEY: nothing is sent. */
  client: AfricasTalkingClient | null
  log: FastifyBaseLogger
  /** The user's verified phone (E.164), if any: SMS notices go only there. */
  verifiedPhoneOf(userId: string): Promise<string | null>
  languageOf(userId: string): Promise<Language>
}

/**
 * SMS for Soko (decision 016): `sendSms` is the one way out; `forNotice` decides which notices also go by SMS
 * (the user's choice in settings, to a verified phone) and is called where notices are made
 * (notifications.notify). A failed SMS never fails the notice.
 */
export function createSmsService({ db, client, log, verifiedPhoneOf, languageOf }: SmsServiceOptions) {
  async function sendSms({ to, text }: { to: string; text: string }): Promise<SmsResult> {
    if (!client) return { sent: false, statusCode: null, status: 'NotConfigured', retryable: false }
    const result = await client.send(to, fitSms(text))
    if (!result.sent) log.warn({ status: result.status, statusCode: result.statusCode }, 'sms: not sent')
    return result
  }

  async function preferencesOf(userId: string): Promise<SmsPreferences> {
    const [row] = await db.select().from(smsPreferences).where(eq(smsPreferences.userId, userId))
    if (!row) return NONE
    return {
      payment_receipts: row.paymentReceipts,
      order_status: row.orderStatus,
      booking_status: row.bookingStatus,
      reminders: row.reminders,
    }
  }

  return {
    available: client !== null,
    sendSms,
    preferencesOf,

    async setPreferences(userId: string, changes: Partial<SmsPreferences>): Promise<SmsPreferences> {
      const next = { ...(await preferencesOf(userId)), ...changes }
      const values = {
        paymentReceipts: next.payment_receipts,
        orderStatus: next.order_status,
        bookingStatus: next.booking_status,
        reminders: next.reminders,
        updatedAt: new Date(),
      }
      await db
        .insert(smsPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: smsPreferences.userId, set: values })
      return next
    },

    /**
     * Whether this notice also goes by SMS, and if so sends it: the user chose this kind in settings and has a
     * verified phone. The text is written in the user's language. Returns what was done, for tests and logs.
     */
    async forNotice(
      userId: string,
      notice: { kind: SmsNoticeKind; text: string | Localized },
    ): Promise<SmsResult | 'not_wanted' | 'no_phone'> {
      const wanted = await preferencesOf(userId)
      if (!wanted[notice.kind]) return 'not_wanted'
      const phone = await verifiedPhoneOf(userId)
      if (!phone) return 'no_phone'
      const language = typeof notice.text === 'string' ? 'en' : await languageOf(userId)
      return sendSms({ to: phone, text: inLanguage(notice.text, language) })
    },

    // ---- the simulator's store (development only)
    async storeSimulated(message: typeof devSms.$inferInsert) {
      await db.insert(devSms).values(message)
    },
    async listSimulated({ to, limit = 50 }: { to?: string; limit?: number } = {}) {
      return db
        .select()
        .from(devSms)
        .where(to ? eq(devSms.to, to) : undefined)
        .orderBy(desc(devSms.createdAt), desc(devSms.id))
        .limit(limit)
    },
  }
}
export type SmsService = ReturnType<typeof createSmsService>
