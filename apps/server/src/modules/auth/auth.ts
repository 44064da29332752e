import { adminMessages } from '@soko/shared/admin/admin.constants'
import { isCommonPassword } from '@soko/shared/auth/common-passwords'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@soko/shared/auth/auth.schema'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { phoneNumber } from 'better-auth/plugins/phone-number'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { createHmac } from 'node:crypto'
import { parseKenyanPhone } from '@soko/shared/phone/phone'
import { phoneAuthMessages } from '@soko/shared/auth/phone-auth.schema'
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
  /** Sends one SMS (the sms module); resolves false when it could not be sent. */
  sendSms(to: string, text: string): Promise<boolean>
  /** A phone number was proven by its code: it becomes the profile's phone too. */
  onPhoneVerified(userId: string, phone: string): Promise<void>
}

/** Accounts made with a phone number get this placeholder address (RFC 2606: `.invalid` never delivers). */
export const PHONE_EMAIL_DOMAIN = 'phone.soko.invalid'
export const isPhoneEmail = (email: string) => email.endsWith(`@${PHONE_EMAIL_DOMAIN}`)
const OTP_LENGTH = 6
const OTP_SECONDS = 5 * 60
const OTP_TRIES = 5

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
  sendSms,
  onPhoneVerified,
}: AuthDeps) {
  // SMS codes are kept as an HMAC of number and code under the auth secret (decision 016): a leaked table row
  // cannot be turned back into the code, even by trying all million of them, without the secret.
  const otpHash = (phone: string, code: string) =>
    createHmac('sha256', config.authSecret ?? '')
      .update(`sms-code:${phone}:${code}`)
      .digest('base64url')
  const PLAIN_OTP = new RegExp(`^\\d{${OTP_LENGTH}}:\\d+$`)
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
      // Sign-in and sign-up with a Kenyan mobile number and a 6-digit SMS code (decision 016). Numbers reach
      // the plugin in E.164 (the hook below); the code is hashed at rest (databaseHooks.verification).
      phoneNumber({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_SECONDS,
        allowedAttempts: OTP_TRIES,
        phoneNumberValidator: (phone) => parseKenyanPhone(phone) === phone,
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
          // The page's language; else the account's, when the number has one; else English.
          const owner = await ctx?.context.adapter
            .findOne<{ id: string }>({ model: 'user', where: [{ field: 'phoneNumber', value: phone }] })
            .catch(() => null)
          const language =
            languageFromCookie(ctx?.request?.headers.get('cookie') ?? ctx?.headers?.get('cookie')) ??
            (owner ? await languageOf(owner.id).catch(() => 'en' as const) : 'en')
          if (!(await sendSms(phone, texts.sms.code(code)[language]))) {
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'SMS_NOT_SENT',
              message: phoneAuthMessages.smsNotSent,
            })
          }
        },
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/^\+/, '')}@${PHONE_EMAIL_DOMAIN}`,
          getTempName: (phone) => phone,
        },
        callbackOnVerification: async ({ phoneNumber: phone, user }) => onPhoneVerified(user.id, phone),
      }),
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
      verification: {
        create: {
          // The phone plugin stores `<code>:<tries>` under the number; the code becomes its hash.
          before: async (row) => {
            const phone = row.identifier.replace(/-request-password-reset$/, '')
            if (!phone.startsWith('+') || !PLAIN_OTP.test(row.value)) return
            const [code, tries] = row.value.split(':') as [string, string]
            return { data: { ...row, value: `${otpHash(phone, code)}:${tries}` } }
          },
        },
      },
      user: {
        create: {
          // An account made by a phone code needs the name and the accepted terms of the sign-up form.
          before: async (user, context) => {
            if (context?.path !== '/phone-number/verify') return
            const body = (context.body ?? {}) as Record<string, unknown>
            const name = typeof body.name === 'string' ? body.name.trim() : ''
            if (body.termsAccepted !== true || !name) {
              throw new APIError('BAD_REQUEST', {
                code: 'PHONE_NOT_REGISTERED',
                message: phoneAuthMessages.notRegistered,
              })
            }
            return { data: { ...user, name: name.slice(0, 100) } }
          },
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
        if (ctx.path === '/phone-number/verify') {
          // The plugin compares the typed code with what it stored: its hash (databaseHooks.verification).
          const body = (ctx.body ?? {}) as Record<string, unknown>
          const phone = typeof body.phoneNumber === 'string' ? body.phoneNumber : ''
          const code = typeof body.code === 'string' ? body.code.trim() : ''
          if (!/^\d+$/.test(code)) {
            throw new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: phoneAuthMessages.invalidCode })
          }
          return { context: { body: { ...body, code: otpHash(phone, code) } } }
        }
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
