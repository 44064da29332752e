import type { Db } from '../client'

export type Seeder = {
  /** Stable name recorded in seed_runs; a seeder runs once per database. */
  name: string
  run(db: Db): Promise<void>
}

/** Demo data, in order. Later modules add their seeders here. */
export const demoSeeders: Seeder[] = []
