import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { newId } from '../../lib/ids'
import { texts, type Language } from '../../lib/texts'
import type { MailService } from '../mail/mail.service'
import type { RateLimitService } from '../rate-limit/rate-limit.service'
import { users, verifications } from './auth.table'

/** How long an address the owner signed in from stays trusted, and how long an unlock link works. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600
const UNLOCK_LINK_SECONDS = 24 * 3600
const UNLOCK_PREFIX = 'sign-in-unlock:'

export type SignInLimitsOptions = {
  db: Db
  rateLimit: RateLimitService
  mail: MailService
  log: FastifyBaseLogger
  /** The site's address; the unlock link is `${siteUrl}/api/auth/unlock?token=...`. */
  siteUrl: string
  windowSeconds: number
  /** Wrong passwords per (account, address) per window; also where the account-wide slow-down starts. */
  maxPerAccount: number
  /** The longest wait between attempts on an account under attack from unknown addresses. */
  maxDelaySeconds: number
  languageOf(userId: string): Promise<Language>
  /** Sends the notice's short text by SMS to the user's verified phone, if any (decision 016). */
  smsToUser?(userId: string, text: string): Promise<void>
}

export type SignInRefusal = { reason: 'address' | 'account'; retryAfter: number }

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Sign-in limits that stop attackers, not owners (docs/decisions/010-sign-in-limits.md): a count per
 * (account, address) refuses that pair; a count per account makes addresses the owner never signed in
 * from wait a growing delay between attempts; the owner is told once per window by e-mail, with a
 * single-use link that clears the account's limits.
 */
export function createSignInLimits(options: SignInLimitsOptions) {
  const { db, rateLimit, mail, log, windowSeconds, maxPerAccount, maxDelaySeconds } = options
  const keys = {
    pair: (email: string, ip: string) => `signin:pair:${email}:${ip}`,
    pairs: (email: string) => `signin:pair:${email}:`,
    account: (email: string) => `signin:account:${email}`,
    turn: (email: string) => `signin:turn:${email}`,
    known: (email: string, ip: string) => `signin:known:${email}:${ip}`,
    notice: (email: string) => `signin:notice:${email}`,
  }
  const normal = (email: string) => email.trim().toLowerCase()
  /** 2, 4, 8 ... seconds from the failure that crossed the threshold, capped. */
  const delayAfter = (failures: number) =>
    Math.min(maxDelaySeconds, 2 ** Math.min(30, failures - maxPerAccount + 1))

  async function sendNotice(email: string) {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
    if (!user) return
    const token = randomBytes(32).toString('base64url')
    await db.insert(verifications).values({
      id: newId(),
      identifier: `${UNLOCK_PREFIX}${hashOf(token)}`,
      value: email,
      expiresAt: new Date(Date.now() + UNLOCK_LINK_SECONDS * 1000),
    })
    const language = await options.languageOf(user.id).catch(() => 'en' as const)
    const url = `${options.siteUrl}/api/auth/unlock?token=${token}`
    await mail.send({
      to: user.email,
      subject: texts.mail.signInAttack.subject[language],
      text: texts.mail.signInAttack.text(user.name, url)[language],
    })
    // A verified phone gets a short word of it too (decisions 010 and 016); the link stays in the e-mail.
    await options.smsToUser?.(user.id, texts.sms.signInAttack[language])
  }

  return {
    /** Before a password is checked: null to go ahead, or why and how long to wait. */
    async check(rawEmail: string, ip: string): Promise<SignInRefusal | null> {
      const email = normal(rawEmail)
      const pair = await rateLimit.consume(keys.pair(email, ip), {
        window: windowSeconds,
        max: maxPerAccount,
      })
      if (!pair.allowed) return { reason: 'address', retryAfter: pair.retryAfter ?? windowSeconds }
      if (await rateLimit.isMarked(keys.known(email, ip))) return null
      const failures = await rateLimit.count(keys.account(email))
      if (failures < maxPerAccount) return null
      // One attempt per delay from all unknown addresses together, whichever instance they reach.
      const turn = await rateLimit.takeTurn(keys.turn(email), delayAfter(failures))
      return turn.allowed ? null : { reason: 'account', retryAfter: turn.retryAfter ?? 1 }
    },

    /**
     * After the password was checked: `success` made a session (or an account was made from this address),
     * `password` was right with a second factor still to come, `failure` was wrong.
     */
    async record(rawEmail: string, ip: string, outcome: 'success' | 'password' | 'failure') {
      const email = normal(rawEmail)
      if (outcome !== 'failure') {
        await rateLimit.clear(keys.pair(email, ip))
        if (outcome === 'success') await rateLimit.mark(keys.known(email, ip), KNOWN_ADDRESS_SECONDS)
        return
      }
      const { count } = await rateLimit.consume(keys.account(email), {
        window: windowSeconds,
        max: Number.MAX_SAFE_INTEGER,
      })
      if (count < maxPerAccount) return
      await rateLimit.mark(keys.turn(email), delayAfter(count))
      const first = await rateLimit.consume(keys.notice(email), { window: windowSeconds, max: 1 })
      if (first.allowed) {
        await sendNotice(email).catch((error: unknown) =>
          log.warn({ err: error }, 'sign-in limits: the attack notice could not be sent'),
        )
      }
    },

    /** Follows an e-mailed link: true when the token was good (it is then spent). */
    async unlock(token: string, ip: string): Promise<boolean> {
      const [spent] = await db
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, `${UNLOCK_PREFIX}${hashOf(token)}`),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .returning({ email: verifications.value })
      if (!spent) return false
      const email = spent.email
      await rateLimit.clear(keys.pairs(email), { prefix: true })
      await rateLimit.clear(keys.account(email))
      await rateLimit.clear(keys.turn(email))
      // The browser that followed the link is the owner's: its address is trusted from now on.
      await rateLimit.mark(keys.known(email, ip), KNOWN_ADDRESS_SECONDS)
      return true
    },
  }
}
export type SignInLimits = ReturnType<typeof createSignInLimits>
