// `npm run db:seed`: applies migrations and runs the demo seeders that have not run yet.
import { buildApp } from '../../app'
import { ConfigError, loadConfig } from '../../config'

try {
  const config = { ...loadConfig(), seedDemo: true, logLevel: 'warn' as const }
  const app = await buildApp(config)
  await app.close()
  console.log('Demo data is in place.')
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
