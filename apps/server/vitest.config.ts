import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file gets its own database; PGlite start-up and migrations take a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
