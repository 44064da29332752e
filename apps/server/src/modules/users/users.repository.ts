import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles, userRoles } from './users.table'

export type ProfileRow = typeof profiles.$inferSelect
export type AppRoleValue = (typeof userRoles.$inferSelect)['role']

export function createUsersRepository(db: Db) {
  return {
    async createAccountRows(userId: string, fullName: string, termsAcceptedAt: Date | null, language = 'en') {
      await db
        .insert(profiles)
        .values({ id: userId, fullName, termsAcceptedAt, language })
        .onConflictDoNothing()
      await db.insert(userRoles).values({ userId, role: 'customer' }).onConflictDoNothing()
    },
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      return row
    },
    async findProfile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, userId))
      return row
    },
    async findRole(userId: string): Promise<AppRoleValue> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
      return row?.role ?? 'customer'
    },
    async setRole(userId: string, role: AppRoleValue) {
      await db
        .insert(userRoles)
        .values({ userId, role })
        .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } })
    },
    async updateProfile(
      userId: string,
      changes: {
        fullName?: string
        phone?: string | null
        avatarUrl?: string | null
        language?: string
        dataSaver?: boolean
      },
    ) {
      const [row] = await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.id, userId))
        .returning()
      return row
    },
    async setSuspended(userId: string, suspended: boolean) {
      await db
        .update(profiles)
        .set({ suspendedAt: suspended ? new Date() : null, updatedAt: new Date() })
        .where(eq(profiles.id, userId))
    },
    /** Writes only when the language changes, so a repeat costs a read of one row by its key. */
    async updateLanguage(userId: string, language: string) {
      await db
        .update(profiles)
        .set({ language, updatedAt: new Date() })
        .where(and(eq(profiles.id, userId), ne(profiles.language, language)))
    },
    async touchLastSeen(userId: string) {
      await db
        .update(profiles)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(profiles.id, userId))
    },
  }
}
