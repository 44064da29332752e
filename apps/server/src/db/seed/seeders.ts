import type { Db } from '../client'
import { demoCatalogueSeeder } from './demo-catalogue.seeder'
import { demoUsersSeeder } from './demo-users.seeder'
import type { SeedContext } from './seed-context'

export type Seeder = {
  /** Stable name recorded in seed_runs; a seeder runs once per database. */
  name: string
  /** `db` is the seeder's transaction; `services` write through their own connections. */
  run(db: Db, context: SeedContext): Promise<void>
}

/** Demo data, in order. Later modules add their seeders here. */
export const demoSeeders: Seeder[] = [demoUsersSeeder, demoCatalogueSeeder]
