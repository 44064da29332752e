import { createHmac, randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** A password that passes the spec's rules and the common-password list. */
export const TEST_PASSWORD = 'Soko-e2e#2026'

/** The seeded demo accounts (README). */
export const demoAccounts = {
  admin: { email: 'admin@soko.demo', password: 'Soko#2026' },
  customer: { email: 'wanjiku@soko.demo', password: 'Soko#2026' },
} as const

/** A new address per test: the e2e server is one database shared by every worker. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomUUID().slice(0, 12)}@e2e.soko.test`
}

function baseUrl() {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)')
  return url
}

/** better-auth refuses cookie-carrying writes without an Origin; a browser always sends one. */
const originHeaders = () => ({ Origin: baseUrl() })

export interface TestUser {
  email: string
  password: string
  name: string
}

export function newUser(prefix = 'user'): TestUser {
  const email = uniqueEmail(prefix)
  return { email, password: TEST_PASSWORD, name: `Test ${email.slice(0, email.indexOf('@'))}` }
}

/**
 * Signs a new user up through the API. With `page.request` the session cookie lands in the page's
 * browser context (signed in there); with the `request` fixture it stays out of the browser.
 */
export async function signUpWithApi(request: APIRequestContext, user: TestUser = newUser()) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: originHeaders(),
    data: { email: user.email, password: user.password, name: user.name, termsAccepted: true },
  })
  expect(response.status(), await response.text()).toBe(200)
  return user
}

export async function signInWithApi(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: originHeaders(),
    data: { email: user.email, password: user.password },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Sends the signed-in user a notification through the server's dev-only endpoint (never in production). */
export async function sendNotification(
  request: APIRequestContext,
  notification: { title: string; message: string; type?: string; action_url?: string | null },
) {
  const response = await request.post('/dev/notifications', { headers: originHeaders(), data: notification })
  expect(response.status(), await response.text()).toBe(201)
}

/** The messages the server "sent" to an address, newest first (the dev mailbox). */
export async function mailTo(request: APIRequestContext, email: string) {
  const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { messages: { subject: string; text: string }[] }
  return body.messages
}

/** The first link in the newest message to an address that matches `pattern`. */
export async function linkInMail(request: APIRequestContext, email: string, pattern: RegExp) {
  let link: string | undefined
  await expect
    .poll(async () => {
      const messages = await mailTo(request, email)
      link = messages
        .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
        .find((url) => pattern.test(url))
      return link
    })
    .toBeTruthy()
  return link!
}

function base32Decode(input: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of input.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char)
    if (value < 0) throw new Error(`Not base32: ${char}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes = []
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(parseInt(bits.slice(index, index + 8), 2))
  return Buffer.from(bytes)
}

/** RFC 6238 TOTP: HMAC-SHA-1, 6 digits, 30-second steps. */
export function totp(secret: string, at = Date.now()) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0x0f
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

/** Fills and submits the sign-in form of /auth. */
export async function signInWithForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Opens the header's user menu. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click()
  return page.getByRole('menu')
}

/** A toast (sonner) by its title. */
export function toast(page: Page, title: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title })
}
