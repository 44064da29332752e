// `npm run db:seed`: applies migrations and runs the demo seeders that have not run yet.
import { ConfigError, loadConfig } from '../../config'
import { openDatabase } from '../open-database'
import { runSeeds } from './run-seeds'
import { demoSeeders } from './seeders'

try {
  const config = loadConfig()
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const ran = await runSeeds(database.db, demoSeeders)
    console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Nothing to seed: every seeder has run.')
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
