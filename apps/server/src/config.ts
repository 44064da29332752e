import { resolve } from 'node:path'
import { z } from 'zod'

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true')
const seconds = (fallback: number) => z.coerce.number().int().min(0).max(86_400).default(fallback)
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })

/** Safaricom's published sandbox passkey for shortcode 174379; the local simulator checks the same pair. */
const DARAJA_SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919'

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65_535, 'must be a port number from 0 to 65535')
      .default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    /** A read replica for the public catalogue's reads (decision 015); writes stay on DATABASE_URL. */
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    /** PostgreSQL itself, for LISTEN and the migration lock, when DATABASE_URL is a transaction-pooling proxy. */
    DATABASE_DIRECT_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
      .optional(),
    /** Connections each instance opens to PostgreSQL (and as many again to the replica). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /** Shared request counters (per IP and per account) across instances; without it, PostgreSQL/memory. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    /** Starts every key Soko writes in Redis, so several deployments can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, : . _ or -')
      .default('soko:'),
    /** S3-compatible object storage for pictures and private documents; local disk (DATA_DIR) without it. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Where browsers fetch public pictures from (a CDN or the bucket's public address); default: this app. */
    S3_PUBLIC_URL: httpUrl.optional(),
    /** On SIGTERM, how long /api/ready answers 503 before the instance stops taking requests. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The Ed25519 key that signs tickets' QR tokens: a 32-byte seed as base64, or a PKCS#8 PEM (decision 013). */
    TICKET_SIGNING_KEY: z.string().min(40, 'must be a 32-byte key as base64, or a PKCS#8 PEM').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanString.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: booleanString.default(false),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    REQUIRE_EMAIL_VERIFICATION: booleanString.default(false),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    AUTH_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().positive().default(30),
    AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /** SMS codes sent to one number per AUTH_RATE_LIMIT_WINDOW_SECONDS (decision 016). */
    AUTH_SMS_MAX_PER_NUMBER: z.coerce.number().int().positive().default(5),
    /** The longest wait between sign-in attempts on an account under attack from unknown addresses. */
    AUTH_SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
    ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** How long each server keeps a catalogue page it computed (at most the 30 s browsers are told); 0 off. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(10),
    /** How long each server keeps a guest's assembled page (plugins/guest-pages.ts); 0 off. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(5),
    /** How long each server keeps the count of a filter's matches for first pages (decision 012); 0 counts every time. */
    CATALOGUE_TOTAL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Rides (issue 15): an OSRM server for road distances and paths; without it, the straight line x ROAD_FACTOR. */
    ROUTING_URL: httpUrl.optional(),
    /** The map's tiles ({z}/{x}/{y}); "off" shows no tiles (the map says it is unavailable). */
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    /**
     * Outside production: a demo driver accepts and drives a ride request no real driver took within
     * RIDES_AUTOPILOT_AFTER_SECONDS (docs/rides-api.md). On by default with `npm start` (development with demo data).
     */
    RIDES_AUTOPILOT: booleanString.optional(),
    RIDES_AUTOPILOT_AFTER_SECONDS: z.coerce.number().int().min(0).max(55).default(30),
    /** How often each server runs the order-expiry sweep and the M-Pesa reconciliation; 0 turns it off. */
    JOBS_INTERVAL_SECONDS: seconds(15),
    /** How long a running queue job is held before another server may run it again (its server died). */
    QUEUE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** The first wait before a failed queue job is retried; each later wait doubles it (up to an hour). */
    QUEUE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    MPESA_BASE_URL: httpUrl.optional(),
    MPESA_CONSUMER_KEY: z.string().min(1).optional(),
    MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'must be 5 to 7 digits')
      .default('174379'),
    MPESA_PASSKEY: z.string().min(1).default(DARAJA_SANDBOX_PASSKEY),
    MPESA_TRANSACTION_TYPE: z
      .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
      .default('CustomerPayBillOnline'),
    /** PartyB: the paybill (default: the shortcode) or, for CustomerBuyGoodsOnline, the till number. */
    MPESA_PARTY_B: z
      .string()
      .regex(/^\d{5,7}$/, 'must be 5 to 7 digits')
      .optional(),
    /** Where Safaricom can reach Soko's callback (https); default PUBLIC_URL. */
    MPESA_CALLBACK_BASE_URL: httpUrl.optional(),
    MPESA_QUERY_AFTER_SECONDS: seconds(60),
    MPESA_QUERY_INTERVAL_SECONDS: seconds(10),
    MPESA_TIMEOUT_SECONDS: seconds(120),
    PAYPAL_BASE_URL: httpUrl.optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_KES_PER_USD: z.coerce.number().positive().max(100_000).default(129),
    // A PayPal attempt the buyer never came back from is asked about after this, and given up after the
    // approval window (PayPal keeps an unapproved order for 3 hours).
    PAYPAL_QUERY_AFTER_SECONDS: seconds(300),
    PAYPAL_APPROVAL_TIMEOUT_SECONDS: seconds(3 * 3600),
    /** Africa's Talking SMS (decision 016); without a key, the built-in simulator (never in production). */
    AT_USERNAME: z.string().min(1).optional(),
    AT_API_KEY: z.string().min(1).optional(),
    AT_SENDER_ID: z.string().min(1).max(11).optional(),
    AT_BASE_URL: httpUrl.optional(),
    AT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    SANDBOX_DARAJA_CALLBACK_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' })
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' })
    }
    for (const name of ['DATABASE_READ_URL', 'DATABASE_DIRECT_URL'] as const) {
      if (env[name] && !env.DATABASE_URL)
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs DATABASE_URL' })
    }
    for (const name of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const) {
      if (env[name] && !env.S3_BUCKET)
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET' })
    }
    const pairs = [
      ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET'],
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      ['AT_USERNAME', 'AT_API_KEY'],
    ] as const
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[a] ? b : a],
          message: `is required with ${env[a] ? a : b}`,
        })
      }
    }
    if (
      env.MPESA_CONSUMER_KEY &&
      env.MPESA_PASSKEY === DARAJA_SANDBOX_PASSKEY &&
      env.NODE_ENV === 'production'
    ) {
      ctx.addIssue({ code: 'custom', path: ['MPESA_PASSKEY'], message: 'is required with real credentials' })
    }
  })

export type Config = ReturnType<typeof toConfig>

const modeOf = (credential: string | undefined, nodeEnv: string): ProviderMode =>
  credential ? 'live' : nodeEnv === 'production' ? 'off' : 'sandbox'

function toConfig(env: z.infer<typeof configSchema>) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    s3: env.S3_BUCKET
      ? ({
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        } satisfies S3Config)
      : undefined,
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    publicUrl: env.PUBLIC_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    ticketSigningKey: env.TICKET_SIGNING_KEY,
    logLevel: env.LOG_LEVEL,
    // Demo data goes into an embedded database by default, into PostgreSQL only when asked.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    authRateLimit: {
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      maxPerIp: env.AUTH_RATE_LIMIT_MAX_PER_IP,
      maxPerAccount: env.AUTH_RATE_LIMIT_MAX_PER_ACCOUNT,
      maxDelaySeconds: env.AUTH_SIGN_IN_MAX_DELAY_SECONDS,
      maxSmsPerNumber: env.AUTH_SMS_MAX_PER_NUMBER,
    },
    orders: { reservationMinutes: env.ORDER_RESERVATION_MINUTES },
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    catalogueTotalSeconds: env.CATALOGUE_TOTAL_SECONDS,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS,
    rides: {
      routingUrl: env.ROUTING_URL,
      tileUrl: env.MAP_TILE_URL === 'off' ? null : env.MAP_TILE_URL,
      tileAttribution: env.MAP_TILE_ATTRIBUTION,
      autopilot:
        (env.RIDES_AUTOPILOT ?? (env.NODE_ENV === 'development' && (env.SEED_DEMO ?? !env.DATABASE_URL))) &&
        env.NODE_ENV !== 'production',
      autopilotAfterSeconds: env.RIDES_AUTOPILOT_AFTER_SECONDS,
    },
    queue: { leaseSeconds: env.QUEUE_LEASE_SECONDS, retrySeconds: env.QUEUE_RETRY_SECONDS },
    mpesa: {
      // No credentials outside production: the same client talks to the local simulator (/sandbox/daraja).
      mode: modeOf(env.MPESA_CONSUMER_KEY, env.NODE_ENV),
      baseUrl: env.MPESA_BASE_URL ?? 'https://sandbox.safaricom.co.ke',
      consumerKey: env.MPESA_CONSUMER_KEY ?? 'soko-sandbox',
      consumerSecret: env.MPESA_CONSUMER_SECRET ?? 'soko-sandbox',
      shortcode: env.MPESA_SHORTCODE,
      passkey: env.MPESA_PASSKEY,
      transactionType: env.MPESA_TRANSACTION_TYPE,
      partyB: env.MPESA_PARTY_B ?? env.MPESA_SHORTCODE,
      callbackBaseUrl: env.MPESA_CALLBACK_BASE_URL ?? env.PUBLIC_URL,
      queryAfterSeconds: env.MPESA_QUERY_AFTER_SECONDS,
      queryIntervalSeconds: env.MPESA_QUERY_INTERVAL_SECONDS,
      timeoutSeconds: env.MPESA_TIMEOUT_SECONDS,
    } satisfies MpesaConfig,
    paypal: {
      mode: modeOf(env.PAYPAL_CLIENT_ID, env.NODE_ENV),
      baseUrl: env.PAYPAL_BASE_URL ?? 'https://api-m.sandbox.paypal.com',
      clientId: env.PAYPAL_CLIENT_ID ?? 'soko-sandbox',
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? 'soko-sandbox',
      kesPerUsd: env.PAYPAL_KES_PER_USD,
      queryAfterSeconds: env.PAYPAL_QUERY_AFTER_SECONDS,
      approvalTimeoutSeconds: env.PAYPAL_APPROVAL_TIMEOUT_SECONDS,
    } satisfies PaypalConfig,
    sms: {
      mode: modeOf(env.AT_API_KEY, env.NODE_ENV),
      // The sandbox app's username is "sandbox", and it has its own host (AT's docs).
      username: env.AT_USERNAME ?? 'sandbox',
      apiKey: env.AT_API_KEY ?? 'soko-sandbox',
      senderId: env.AT_SENDER_ID,
      baseUrl:
        env.AT_BASE_URL ??
        (env.AT_USERNAME === 'sandbox'
          ? 'https://api.sandbox.africastalking.com'
          : 'https://api.africastalking.com'),
      timeoutSeconds: env.AT_TIMEOUT_SECONDS,
    } satisfies SmsConfig,
    sandbox: { darajaCallbackDelayMs: env.SANDBOX_DARAJA_CALLBACK_DELAY_MS },
  }
}

export type S3Config = {
  bucket: string
  /** An S3-compatible server's address (MinIO, R2, ...): path-style requests; AWS itself without it. */
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  publicUrl: string | undefined
}

/** live: real credentials; sandbox: the local simulator (never in production); off: production without credentials. */
export type ProviderMode = 'live' | 'sandbox' | 'off'
export type MpesaConfig = {
  mode: ProviderMode
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline'
  partyB: string
  callbackBaseUrl: string | undefined
  queryAfterSeconds: number
  queryIntervalSeconds: number
  timeoutSeconds: number
}
export type PaypalConfig = {
  mode: ProviderMode
  baseUrl: string
  clientId: string
  clientSecret: string
  kesPerUsd: number
  queryAfterSeconds: number
  approvalTimeoutSeconds: number
}

export type SmsConfig = {
  mode: ProviderMode
  username: string
  apiKey: string
  senderId: string | undefined
  baseUrl: string
  timeoutSeconds: number
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment. An empty variable counts as unset. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = configSchema.safeParse(present)
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    )
  }
  return toConfig(result.data)
}
