import { randomUUID } from 'node:crypto'
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
  type ViewportSize,
} from '@playwright/test'
import { newUser, signInWithApi, signUpWithApi } from './accounts'
import { suppressPopups } from './shop'

// Helpers for the provider portal and vendor dashboard journeys (issue 7).

export type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>

/** The seeded demo accounts of the services side (README, docs/decisions/009). */
export const serviceAccounts = {
  fundi: { email: 'fundi@soko.demo', password: 'Soko#2026' },
  vendor: { email: 'vendor@soko.demo', password: 'Soko#2026' },
  promoter: { email: 'promoter@soko.demo', password: 'Soko#2026' },
  /** An approved vendor who runs the demo restaurant(s) with a paid order waiting (issue 13). */
  restaurant: { email: 'restaurant@soko.demo', password: 'Soko#2026' },
  /** A verified real estate agent with demo listings and viewing requests (issue 16). */
  agent: { email: 'agent@soko.demo', password: 'Soko#2026' },
  /** A pharmacy with medicines and a prescription waiting (issue 17): every tab of /medical-dashboard. */
  pharmacy: { email: 'pharmacy@soko.demo', password: 'Soko#2026' },
  /** An insurance broker with plans and a quote request waiting (issue 17). */
  broker: { email: 'broker@soko.demo', password: 'Soko#2026' },
} as const

function baseUrl() {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)')
  return url
}

export const originHeaders = () => ({ Origin: baseUrl() })

/**
 * A signed-in session as a storage state. Sign-in is limited to 10 attempts per account in 15 minutes, so a
 * journey file signs its demo account in once per worker and reuses the cookie.
 */
export async function signedInState(
  playwright: PlaywrightWorkerArgs['playwright'],
  user: { email: string; password: string },
) {
  const request = await playwright.request.newContext({ baseURL: baseUrl() })
  await signInWithApi(request, user)
  const state = await request.storageState()
  await request.dispose()
  return state
}

/** A page in its own browser context with that session, the timed pop-ups kept away. */
export async function pageWithState(
  browser: Browser,
  state: StorageState | undefined,
  viewport?: ViewportSize | null,
) {
  const context = await browser.newContext({ storageState: state, ...(viewport ? { viewport } : {}) })
  const page = await context.newPage()
  await suppressPopups(page)
  return page
}

export interface ApiBooking {
  id: string
  status: string
  service_description: string
  total_amount: number
}

/**
 * A fresh booking with the provider, made by a new customer through the API (docs/providers-api.md), so a
 * journey that moves it on never races another over a seeded one. A provider paused for a moment by the
 * settings journey answers 409 provider_unavailable: ask again until it takes bookings.
 */
export async function createBooking(
  playwright: PlaywrightWorkerArgs['playwright'],
  providerId: string,
  label = 'E2E job',
) {
  const request = await playwright.request.newContext({ baseURL: baseUrl() })
  const customer = await signUpWithApi(request, newUser('booker'))
  const description = `${label} ${randomUUID().slice(0, 8)}`
  let booking: ApiBooking | undefined
  await expect
    .poll(
      async () => {
        const response = await request.post(`/api/services/${providerId}/bookings`, {
          headers: originHeaders(),
          data: {
            full_name: customer.name,
            email: customer.email,
            phone: '0712345678',
            address: 'Ngong Road 21, Nairobi',
            preferred_time: 'morning',
            service_description: description,
            urgency: 'high',
          },
        })
        if (response.status() === 201) booking = (await response.json()) as ApiBooking
        return response.status()
      },
      { timeout: 15_000 },
    )
    .toBe(201)
  await request.dispose()
  return { ...booking!, customerName: customer.name, description }
}

/** The signed-in provider's profiles as the API gives them. */
export async function providerProfiles(request: APIRequestContext) {
  const response = await request.get('/api/provider/profiles')
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    profiles: {
      id: string
      provider_type: string
      verification_status: string
      business_name: string
      business_description: string | null
      is_active: boolean
      service_areas: string[]
      availability: { days: string[]; start: string; end: string } | null
      profile_image_url: string | null
      specialization: string | null
    }[]
  }
}

/** Moves a booking on through the API as the signed-in provider. */
export async function moveBooking(request: APIRequestContext, id: string, status: string) {
  const response = await request.patch(`/api/provider/bookings/${id}`, {
    headers: originHeaders(),
    data: { status },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** KSh 1,250, as the web's one money formatter writes it. */
export function ksh(amount: number) {
  const whole = Number.isInteger(amount)
  return `KSh ${amount.toLocaleString('en-KE', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`
}

/** The page's width never exceeds the viewport's (no sideways scrolling at 360 px). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0)
}

/** A 1 x 1 PNG for the upload journeys. */
export const tinyPng = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}
