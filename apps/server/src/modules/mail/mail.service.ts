import nodemailer from 'nodemailer'
import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { devMailbox } from './mail.table'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

/**
 * Sends mail over SMTP_URL; without it, keeps the message in dev_mailbox so reset and confirmation
 * links work on a laptop (shown at /dev/mailbox outside production).
 */
export function createMailService({ db, smtpUrl, from }: { db: Db; smtpUrl?: string; from: string }) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined
  return {
    async send(message: MailMessage): Promise<void> {
      // Accounts made with a phone number have a placeholder address under .invalid (RFC 2606), never mailed.
      if (/\.invalid$/i.test(message.to)) return
      if (transport) {
        await transport.sendMail({ from, ...message })
        return
      }
      await db.insert(devMailbox).values(message)
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
