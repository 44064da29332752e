import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('gives defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      dataDir: resolve('./data'),
      env: 'development',
      seedDemo: true,
    })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: must be a port number/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32/,
    )
  })

  it('requires a secret and a public URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET[\s\S]*PUBLIC_URL/)
  })

  it('seeds demo data into PostgreSQL only when SEED_DEMO=true', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/soko'
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false)
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })
})
