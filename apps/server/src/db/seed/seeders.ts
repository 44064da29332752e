import type { Db } from '../client'
import { demoAdminSeeder } from './demo-admin.seeder'
import { demoCatalogueSeeder } from './demo-catalogue.seeder'
import { demoCommunitySeeder } from './demo-community.seeder'
import { demoEventsSeeder } from './demo-events.seeder'
import { demoFoodSeeder } from './demo-food.seeder'
import { demoInsuranceSeeder } from './demo-insurance.seeder'
import { demoJobsSeeder } from './demo-jobs.seeder'
import { demoMedicalSeeder } from './demo-medical.seeder'
import { demoPicturesSeeder } from './demo-pictures.seeder'
import { demoProvidersSeeder } from './demo-providers.seeder'
import { demoRealEstateSeeder } from './demo-real-estate.seeder'
import { demoRidesSeeder } from './demo-rides.seeder'
import { demoUsersSeeder } from './demo-users.seeder'
import type { SeedContext } from './seed-context'

export type Seeder = {
  /** Stable name recorded in seed_runs; a seeder runs once per database. */
  name: string
  /**
   * `db` is the seeder's transaction, unless `ownTransactions` is set: a seeder that writes through
   * `context` services (which use their own connections) must not hold a transaction open meanwhile,
   * because PGlite has one connection and would wait on itself.
   */
  run(db: Db, context: SeedContext): Promise<void>
  ownTransactions?: boolean
}

/** Demo data, in order. Later modules add their seeders here. */
export const demoSeeders: Seeder[] = [
  demoUsersSeeder,
  demoCatalogueSeeder,
  demoAdminSeeder,
  demoProvidersSeeder,
  demoPicturesSeeder,
  demoEventsSeeder,
  demoFoodSeeder,
  demoCommunitySeeder,
  demoRidesSeeder,
  demoRealEstateSeeder,
  demoJobsSeeder,
  demoMedicalSeeder,
  demoInsuranceSeeder,
]
