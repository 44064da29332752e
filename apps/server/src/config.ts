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
    /** The longest wait between sign-in attempts on an account under attack from unknown addresses. */
    AUTH_SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
    ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** How long each server keeps a catalogue page it computed (at most the 30 s browsers are told); 0 off. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(10),
    /** How long each server keeps the count of a filter's matches for first pages (decision 012); 0 counts every time. */
    CATALOGUE_TOTAL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** How often each server runs the order-expiry sweep and the M-Pesa reconciliation; 0 turns it off. */
    JOBS_INTERVAL_SECONDS: seconds(15),
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
    SANDBOX_DARAJA_CALLBACK_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' })
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' })
    }
    const pairs = [
      ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET'],
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
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
    },
    orders: { reservationMinutes: env.ORDER_RESERVATION_MINUTES },
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    catalogueTotalSeconds: env.CATALOGUE_TOTAL_SECONDS,
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS,
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
    sandbox: { darajaCallbackDelayMs: env.SANDBOX_DARAJA_CALLBACK_DELAY_MS },
  }
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
