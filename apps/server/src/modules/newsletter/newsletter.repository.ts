import type { Db } from '../../db/client'
import { newsletterSubscriptions } from './newsletter.table'

export function createNewsletterRepository(db: Db) {
  return {
    /** Inserts unless the address is already there; true when a row was added. */
    async insertIfAbsent(email: string, source: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values({ email, source })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id })
      return rows.length > 0
    },
  }
}
