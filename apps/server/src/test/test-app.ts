import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { createTestDatabase } from './test-database'

/** The whole server on a fresh database, for `app.inject`. Close it in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  })
  const database = await createTestDatabase()
  const app = await buildApp(config, { database })
  await app.ready()
  return app
}
