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

  it('runs the rides autopilot by itself only in development with demo data, never in production', () => {
    expect(loadConfig({}).rides.autopilot).toBe(true)
    expect(loadConfig({}).rides.autopilotAfterSeconds).toBe(30)
    expect(loadConfig({ RIDES_AUTOPILOT: 'false' }).rides.autopilot).toBe(false)
    expect(loadConfig({ DATABASE_URL: 'postgres://db/soko' }).rides.autopilot).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).rides.autopilot).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', RIDES_AUTOPILOT: 'true' }).rides.autopilot).toBe(true)
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

  it('scales out only when asked: no Redis, S3 or replica by default, each named when it is set wrong', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ redisUrl: undefined, s3: undefined, databaseReadUrl: undefined })
    expect(config.databasePoolMax).toBe(10)
    const url = 'postgres://postgres@127.0.0.1:5432/soko'
    expect(() => loadConfig({ DATABASE_READ_URL: url })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/)
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ S3_ENDPOINT: 'http://s3.test' })).toThrow(/S3_ENDPOINT: needs S3_BUCKET/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/,
    )
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/)
    expect(
      loadConfig({ S3_BUCKET: 'soko', S3_ENDPOINT: 'http://s3.test', S3_PUBLIC_URL: 'https://cdn.test/' }).s3,
    ).toEqual({
      bucket: 'soko',
      endpoint: 'http://s3.test',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      publicUrl: 'https://cdn.test',
    })
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

  it('uses the payment simulators without credentials, never in production', () => {
    expect(loadConfig({})).toMatchObject({
      mpesa: { mode: 'sandbox', shortcode: '174379', timeoutSeconds: 120, queryAfterSeconds: 60 },
      paypal: { mode: 'sandbox', kesPerUsd: 129 },
      orders: { reservationMinutes: 15 },
    })
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://soko.example',
    }
    expect(loadConfig(production)).toMatchObject({ mpesa: { mode: 'off' }, paypal: { mode: 'off' } })
    expect(
      loadConfig({
        ...production,
        MPESA_CONSUMER_KEY: 'k',
        MPESA_CONSUMER_SECRET: 's',
        MPESA_PASSKEY: 'live-passkey',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_KES_PER_USD: '130.5',
      }),
    ).toMatchObject({
      mpesa: { mode: 'live', passkey: 'live-passkey', callbackBaseUrl: 'https://soko.example' },
      paypal: { mode: 'live', kesPerUsd: 130.5 },
    })
  })

  it('uses the SMS simulator without an Africa’s Talking key, never in production', () => {
    expect(loadConfig({}).sms).toMatchObject({ mode: 'sandbox', username: 'sandbox', timeoutSeconds: 10 })
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://soko.example',
    }
    expect(loadConfig(production).sms.mode).toBe('off')
    expect(
      loadConfig({ ...production, AT_USERNAME: 'soko', AT_API_KEY: 'key', AT_SENDER_ID: 'SOKO' }).sms,
    ).toEqual({
      mode: 'live',
      username: 'soko',
      apiKey: 'key',
      senderId: 'SOKO',
      baseUrl: 'https://api.africastalking.com',
      timeoutSeconds: 10,
    })
    expect(loadConfig({ AT_USERNAME: 'sandbox', AT_API_KEY: 'key' }).sms.baseUrl).toBe(
      'https://api.sandbox.africastalking.com',
    )
    expect(() => loadConfig({ AT_API_KEY: 'key' })).toThrow(/AT_USERNAME: is required with AT_API_KEY/)
  })

  it('names a missing half of a credential pair, and a sandbox passkey with live credentials in production', () => {
    expect(() => loadConfig({ MPESA_CONSUMER_KEY: 'k' })).toThrow(/MPESA_CONSUMER_SECRET: is required with/)
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 's' })).toThrow(/PAYPAL_CLIENT_ID: is required with/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://soko.example',
        MPESA_CONSUMER_KEY: 'k',
        MPESA_CONSUMER_SECRET: 's',
      }),
    ).toThrow(/MPESA_PASSKEY/)
    expect(() => loadConfig({ MPESA_SHORTCODE: '12' })).toThrow(/MPESA_SHORTCODE: must be 5 to 7 digits/)
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '0' })).toThrow(/ORDER_RESERVATION_MINUTES/)
  })
})
