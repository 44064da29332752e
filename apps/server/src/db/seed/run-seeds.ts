import { eq } from 'drizzle-orm'
import type { Db } from '../client'
import { seedRuns } from '../meta.table'
import type { SeedContext } from './seed-context'
import type { Seeder } from './seeders'

/**
 * Runs each seeder that has not run on this database yet, each in its own transaction together with
 * its seed_runs row, so a failed seeder leaves nothing half-written and is tried again next start.
 * (Writes a seeder makes through `context` services use their own connections; such seeders are
 * written to be safe to run again.)
 */
export async function runSeeds(db: Db, seeders: Seeder[], context: SeedContext): Promise<string[]> {
  const ran: string[] = []
  for (const seeder of seeders) {
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, seeder.name))
    if (done.length > 0) continue
    if (seeder.ownTransactions) {
      await seeder.run(db, context)
      await db.insert(seedRuns).values({ name: seeder.name })
    } else {
      await db.transaction(async (tx) => {
        await seeder.run(tx as unknown as Db, context)
        await tx.insert(seedRuns).values({ name: seeder.name })
      })
    }
    ran.push(seeder.name)
  }
  return ran
}
