import { resolve } from 'node:path'
import { z } from 'zod'

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true')

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanString.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: booleanString.default(false),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    REQUIRE_EMAIL_VERIFICATION: booleanString.default(false),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
    AUTH_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().positive().default(30),
    AUTH_RATE_LIMIT_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' })
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' })
    }
  })

export type Config = ReturnType<typeof toConfig>

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
    },
  }
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
