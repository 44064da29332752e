import nodemailer from 'nodemailer'
import { desc, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { devMailbox, mailSentKeys } from './mail.table'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  /**
   * A message that must go out once whatever repeats its sending (a queue job run again after a crash): a
   * second send with the same key sends nothing. Stored messages (no SMTP) are exactly once; over SMTP a crash
   * between the server's acceptance and the key's record can still send it twice, never zero times.
   */
  key?: string
}

/**
 * Sends mail over SMTP_URL; without it, keeps the message in dev_mailbox so reset and confirmation
 * links work on a laptop (shown at /dev/mailbox outside production).
 */
export function createMailService({ db, smtpUrl, from }: { db: Db; smtpUrl?: string; from: string }) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined
  return {
    /** Sends a message; false when its key had already been sent (or the address is never mailed). */
    async send({ key, ...message }: MailMessage): Promise<boolean> {
      // Accounts made with a phone number have a placeholder address under .invalid (RFC 2606), never mailed.
      if (/\.invalid$/i.test(message.to)) return false
      if (transport) {
        if (key && (await db.select().from(mailSentKeys).where(eq(mailSentKeys.key, key))).length)
          return false
        await transport.sendMail({ from, ...message })
        if (key) await db.insert(mailSentKeys).values({ key }).onConflictDoNothing()
        return true
      }
      if (!key) {
        await db.insert(devMailbox).values(message)
        return true
      }
      // The stored message and its key in one transaction: exactly once.
      return db.transaction(async (tx) => {
        const claimed = await tx.insert(mailSentKeys).values({ key }).onConflictDoNothing().returning()
        if (!claimed.length) return false
        await tx.insert(devMailbox).values(message)
        return true
      })
    },
    /** Keys outlive any repeat of their job (a lease, a retry) by far; then they go. */
    async purgeSentKeysOlderThan(days: number) {
      const gone = await db
        .delete(mailSentKeys)
        .where(lt(mailSentKeys.sentAt, new Date(Date.now() - days * 86_400_000)))
        .returning({ key: mailSentKeys.key })
      return gone.length
    },
    async listStored(limit = 50) {
      return db
        .select()
        .from(devMailbox)
        .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
        .limit(limit)
    },
  }
}
export type MailService = ReturnType<typeof createMailService>
