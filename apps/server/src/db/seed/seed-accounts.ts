import { inArray } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import { accounts, users } from '../../modules/auth/auth.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import { DEMO_PASSWORD } from './demo-users.seeder'

export type DirectAccount = {
  email: string
  name: string
  phone?: string | null
  role: (typeof userRoles.$inferInsert)['role']
  joinedAt: Date
}

/**
 * Demo accounts written directly (the user, a credential account with the demo password, the profile, the role),
 * with one password hash for all: a sign-up through better-auth per account costs an argon2 hash and a welcome
 * notice each. Accounts that exist already are kept as they are. Answers each e-mail's user id.
 */
export async function directAccounts(tx: Db, people: readonly DirectAccount[]): Promise<Map<string, string>> {
  const existing = people.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            people.map((person) => person.email),
          ),
        )
    : []
  const idOfEmail = new Map(existing.map((user) => [user.email, user.id]))
  const missing = people.filter((person) => !idOfEmail.has(person.email))
  if (!missing.length) return idOfEmail
  const password = await hashPassword(DEMO_PASSWORD)
  const rows = missing.map((person, n) => ({
    ...person,
    id: newIdAt(new Date(person.joinedAt.getTime() + n)),
  }))
  await tx.insert(users).values(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerified: true,
      createdAt: row.joinedAt,
      updatedAt: row.joinedAt,
    })),
  )
  await tx.insert(accounts).values(
    rows.map((row) => ({
      id: newIdAt(row.joinedAt),
      accountId: row.id,
      providerId: 'credential',
      userId: row.id,
      password,
      createdAt: row.joinedAt,
      updatedAt: row.joinedAt,
    })),
  )
  await tx.insert(profiles).values(
    rows.map((row) => ({
      id: row.id,
      fullName: row.name,
      phone: row.phone ?? null,
      termsAcceptedAt: row.joinedAt,
      createdAt: row.joinedAt,
      updatedAt: row.joinedAt,
    })),
  )
  await tx.insert(userRoles).values(rows.map((row) => ({ userId: row.id, role: row.role })))
  for (const row of rows) idOfEmail.set(row.email, row.id)
  return idOfEmail
}
