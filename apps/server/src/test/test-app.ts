import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDeps } from '../app'
import type { Database } from '../db/client'
import { loadConfig } from '../config'
import { createTestDatabase } from './test-database'

/** The origin the test server believes it is served from; send it as Origin on writes. */
export const TEST_ORIGIN = 'http://soko.test'

/** The whole server on a fresh database, for `app.inject`. Close it in afterAll. */
export async function buildTestApp(
  env: Record<string, string> = {},
  givenDatabase?: Database,
  logStream?: { write(line: string): void },
  deps: Pick<AppDeps, 'orderLineKinds'> = {},
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Tests run the periodic jobs on demand (app.jobs.runOnce()), never on a timer.
    JOBS_INTERVAL_SECONDS: '0',
    // Tests write products and read the list at once; the catalogue cache has its own tests.
    CATALOGUE_CACHE_SECONDS: '0',
    CATALOGUE_TOTAL_SECONDS: '0',
    // Pages are read right after the writes that change them; the guest page cache has its own tests.
    PAGE_CACHE_SECONDS: '0',
    ...env,
  })
  const database = givenDatabase ?? (await createTestDatabase())
  const app = await buildApp(config, { database, logStream, ...deps })
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }))
  await app.ready()
  return app
}
