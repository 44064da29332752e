import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from './auth.table'

/** Soko's own writes to better-auth's tables; every query takes its executor. */
export const authRepository = {
  async deleteSessions(tx: Db, userId: string) {
    await tx.delete(sessions).where(eq(sessions.userId, userId))
  },

  /** Everything of the account goes with it (foreign keys cascade). */
  async deleteUser(tx: Db, userId: string) {
    await tx.delete(users).where(eq(users.id, userId))
  },

  async rename(tx: Db, userId: string, name: string) {
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId))
  },
}
