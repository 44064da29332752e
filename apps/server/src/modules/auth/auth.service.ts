import { and, desc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { authRepository } from './auth.repository'
import { accounts, sessions, users, verifications } from './auth.table'

/** What the auth tables hold on a user, for the data export (no secrets, no tokens, no hashes). */
export function createAuthDataService({ db }: { db: Db }) {
  return {
    async exportData(userId: string) {
      const [sessionRows, accountRows] = await Promise.all([
        db
          .select({
            created_at: sessions.createdAt,
            expires_at: sessions.expiresAt,
            ip_address: sessions.ipAddress,
            user_agent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(desc(sessions.createdAt)),
        db
          .select({ provider_id: accounts.providerId, created_at: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
      ])
      return { sessions: sessionRows, sign_in_methods: accountRows }
    },
    /** The user a still-valid password-reset token belongs to (better-auth's `reset-password:<token>`). */
    async userOfResetToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: verifications.value })
        .from(verifications)
        .where(
          and(
            eq(verifications.identifier, `reset-password:${token}`),
            gt(verifications.expiresAt, new Date()),
          ),
        )
      return row?.userId ?? null
    },
    /** The phone number an SMS code proved (E.164), or null (decision 016). */
    async verifiedPhoneOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified })
        .from(users)
        .where(eq(users.id, userId))
      return row?.verified && row.phone ? row.phone : null
    },
    async sessionIdsOf(userId: string) {
      return (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
        (row) => row.id,
      )
    },
  }
}

/**
 * What other modules change on an account outside better-auth's own endpoints, each in the caller's
 * transaction (`tx`): an admin suspends (sessions end) or deletes an account, a profile's name is the user's.
 */
export const accountsService = {
  endSessions: (tx: Db, userId: string) => authRepository.deleteSessions(tx, userId),
  deleteUser: (tx: Db, userId: string) => authRepository.deleteUser(tx, userId),
  rename: (tx: Db, userId: string, name: string) => authRepository.rename(tx, userId, name),
}
