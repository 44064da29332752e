import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts test what only a PostgreSQL server can do (dropped connections, two instances on one
    // database); they run in the PostgreSQL pass (TEST_DATABASE_URL, as CI does), not on the embedded database.
    // That pass also has Redis (TEST_REDIS_URL) and nginx (scale.postgres.test.ts), as .ci/run installs.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**']
      : ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
    environment: 'node',
    // Each test file gets its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
