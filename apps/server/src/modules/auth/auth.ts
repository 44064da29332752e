import { adminMessages } from '@soko/shared/admin/admin.constants'
import { isCommonPassword } from '@soko/shared/auth/common-passwords'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@soko/shared/auth/auth.schema'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { newId } from '../../lib/ids'
import { hashPassword, verifyPassword } from '../../lib/password-hash'
import { languageFromCookie, texts, type Language } from '../../lib/texts'
import type { MailService } from '../mail/mail.service'
import type { RateLimitService } from '../rate-limit/rate-limit.service'
import { accounts, sessions, twoFactors, users, verifications } from './auth.table'

/** The request header our Fastify adapter fills with the client IP (never the client's own header). */
export const CLIENT_IP_HEADER = 'x-soko-client-ip'

export type AuthDeps = {
  config: Config
  db: Db
  mail: MailService
  rateLimit: RateLimitService
  baseURL: string
  trustedOrigins: string[]
  /** `language` is the one the web showed at sign-up (its `soko_language` cookie), if any. */
  onUserCreated(user: { id: string; name: string; email: string }, language?: Language): Promise<void>
  /** The language the user chose for server-made texts. */
  languageOf(userId: string): Promise<Language>
  /** An admin suspended the account (001 section 6 in Soko: no sign-in, no session). */
  isSuspended(userId: string): Promise<boolean>
  beforeUserDeleted(user: { id: string }): Promise<void>
}

const PASSWORD_FIELDS = ['password', 'newPassword'] as const
const CHOOSING_PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password'])

export function createAuth({
  config,
  db,
  mail,
  rateLimit,
  baseURL,
  trustedOrigins,
  onUserCreated,
  languageOf,
  beforeUserDeleted,
  isSuspended,
}: AuthDeps) {
  // The page's language (its cookie) when the request came from the web, else the account's choice.
  const readerLanguage = async (userId: string, request?: Request): Promise<Language> =>
    languageFromCookie(request?.headers.get('cookie')) ??
    (await languageOf(userId).catch(() => 'en' as const))
  const suspendedError = () =>
    new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: adminMessages.suspended })
  const limits = config.authRateLimit
  const rule = { window: limits.windowSeconds, max: limits.maxPerIp }

  return betterAuth({
    appName: 'Soko',
    baseURL,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    advanced: {
      cookiePrefix: 'soko',
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }, request) => {
        const language = await readerLanguage(user.id, request)
        await mail.send({
          to: user.email,
          subject: texts.mail.resetPassword.subject[language],
          text: texts.mail.resetPassword.text(user.name, url)[language],
        })
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = await readerLanguage(user.id, request)
        await mail.send({
          to: user.email,
          subject: texts.mail.confirmEmail.subject[language],
          text: texts.mail.confirmEmail.text(user.name, url)[language],
        })
      },
    },
    user: {
      // Unconfirmed addresses (the demo default) change at once; confirmed ones through a link to the new address.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => beforeUserDeleted(user),
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': rule,
        '/sign-up/email': rule,
        '/request-password-reset': rule,
        '/reset-password': rule,
        '/two-factor/*': rule,
        '/change-password': rule,
        '/change-email': rule,
        '/delete-user': rule,
      },
      customStorage: { consume: (key, limit) => rateLimit.consume(`auth:${key}`, limit) },
    },
    plugins: [
      twoFactor({
        issuer: 'Soko',
        backupCodeOptions: { amount: 10, length: 10 },
        // Codes are counted per account too, across addresses and challenges (decision 010).
        accountLockout: {
          enabled: true,
          maxFailedAttempts: limits.maxPerAccount,
          durationSeconds: limits.windowSeconds,
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) =>
            onUserCreated(
              { id: user.id, name: user.name, email: user.email },
              languageFromCookie(context?.headers?.get('cookie') ?? context?.request?.headers.get('cookie')),
            ),
        },
      },
      // Every way of getting a session (password, second factor, e-mail link) ends here, after the
      // password was checked: a wrong password on a suspended account answers like any wrong password.
      session: {
        create: {
          before: async (session) => {
            if (await isSuspended(session.userId)) throw suspendedError()
          },
        },
      },
    },
    hooks: {
      // Our password rules on every path that chooses a password, with the spec's messages.
      before: createAuthMiddleware(async (ctx) => {
        if (!CHOOSING_PASSWORD_PATHS.has(ctx.path)) return
        const body = (ctx.body ?? {}) as Record<string, unknown>
        for (const field of PASSWORD_FIELDS) {
          const value = body[field]
          if (typeof value !== 'string') continue
          if (ctx.path === '/change-password' && field === 'password') continue
          if (value.length < PASSWORD_MIN_LENGTH) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_SHORT',
              message: authMessages.passwordTooShort,
            })
          }
          if (isCommonPassword(value)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: authMessages.passwordTooCommon,
            })
          }
        }
      }),
    },
  })
}
export type Auth = ReturnType<typeof createAuth>
