// npm run db:migrate (or node apps/server/dist/migrate.js after the build): applies the migrations to the
// configured database and exits, as a release step before new instances start (docs/deploy.md). Instances
// also migrate at start, under the same advisory lock, so running both is harmless.
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from './open-database'

try {
  const config = loadConfig()
  const database = await openDatabase(config)
  await database.migrate()
  await database.close()
  console.log(`migrations applied (${database.kind})`)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
