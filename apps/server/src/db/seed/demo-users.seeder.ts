import { eq } from 'drizzle-orm'
import { users } from '../../modules/auth/auth.table'
import type { Seeder } from './seeders'

/** The demo accounts listed in the README. */
export const DEMO_PASSWORD = 'Soko#2026'
export const demoAccounts = [
  { email: 'admin@soko.demo', name: 'Soko Admin', role: 'admin' },
  { email: 'wanjiku@soko.demo', name: 'Wanjiku Kamau', role: 'customer' },
] as const

export const demoUsersSeeder: Seeder = {
  name: 'demo-users',
  // Signs up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    for (const account of demoAccounts) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
      const id =
        existing?.id ??
        (
          await auth.api.signUpEmail({
            body: { email: account.email, password: DEMO_PASSWORD, name: account.name },
          })
        ).user.id
      await usersService.setRole(id, account.role)
    }
  },
}
