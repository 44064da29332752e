import { randomUUID } from 'node:crypto'
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { demoAccounts, newUser, signUpWithApi } from './accounts'
import { originHeaders, signedInState, type StorageState } from './providers'
import { suppressPopups } from './shop'

// Helpers for the rides journeys (issue 15, docs/rides-api.md).

export type Point = { lat: number; lng: number }

/**
 * The journeys' places: Sarit Centre and The Junction Mall are picked from the gazetteer's suggestions in the
 * rider's screen; the others go to the API with their coordinates.
 */
export const places = {
  sarit: { name: 'Sarit Centre', lat: -1.2612, lng: 36.8026 },
  junction: { name: 'The Junction Mall', lat: -1.2985, lng: 36.7625 },
  // Far from every demo driver (more than OFFER_RADIUS_KM): only the journey's own drivers are offered a
  // request from here.
  limuru: { name: 'Limuru Town', lat: -1.1136, lng: 36.6422 },
  tigoni: { name: 'Tigoni', lat: -1.133, lng: 36.676 },
} as const

/** The seeded demo driver (README): a taxi, offline at start. */
export const demoDriver = { email: 'driver@soko.demo', password: 'Soko#2026' } as const

let adminState: Promise<StorageState> | undefined
/** The admin's session, signed in once per worker (sign-in is limited per account). */
export function adminSession(playwright: PlaywrightWorkerArgs['playwright']) {
  adminState ??= signedInState(playwright, demoAccounts.admin)
  return adminState
}

const letter = () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(Math.random() * 23)]!
/** A made-up Kenyan taxi plate, KDx 123A. */
export const randomPlate = () => `KD${letter()} ${String(Math.floor(Math.random() * 900) + 100)}${letter()}`

export interface JourneyDriver {
  page: Page
  name: string
  /** The driver record's id (as the riders' list gives it). */
  id: string
}

/**
 * A new approved taxi driver in a browser of their own, the browser's position at `at`: signed up, applied as a
 * Driver, approved by the admin through the API (docs/providers-api.md), a vehicle of their own. A journey that
 * moves a trip on never races another journey over a seeded driver. Not online yet: `goOnline`.
 */
export async function newDriver(
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
  at: Point,
  baseURL: string,
): Promise<Omit<JourneyDriver, 'id'>> {
  const context = await browser.newContext({
    geolocation: { latitude: at.lat, longitude: at.lng, accuracy: 10 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  await suppressPopups(page)
  const suffix = randomUUID().slice(0, 6)
  const user = await signUpWithApi(page.request, { ...newUser('driver'), name: `Dereva ${suffix}` })
  const applied = await page.request.post('/api/provider-applications', {
    headers: originHeaders(),
    data: {
      service_type: 'driver',
      business_name: `${user.name} Cabs`,
      business_phone: '254712345678',
      license_number: `DL-${Math.floor(Math.random() * 9_000_000) + 1_000_000}`,
      specialization: 'Taxi',
      terms_accepted: true,
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { id: applicationId } = (await applied.json()) as { id: string }
  const admin = await playwright.request.newContext({ baseURL, storageState: await adminSession(playwright) })
  const approved = await admin.post(`/api/admin/service-applications/${applicationId}/approve`, {
    headers: originHeaders(),
  })
  expect(approved.status(), await approved.text()).toBe(200)
  await admin.dispose()
  const vehicle = await page.request.patch('/api/driver-dashboard/vehicle', {
    headers: originHeaders(),
    data: {
      vehicle_type: 'taxi',
      vehicle_make: 'Toyota',
      vehicle_model: 'Premio',
      vehicle_year: 2017,
      license_plate: randomPlate(),
    },
  })
  expect(vehicle.status(), await vehicle.text()).toBe(200)
  return { page, name: user.name }
}

/** Opens the driver's dashboard and switches Online (the browser's position goes with it). */
export async function goOnline(page: Page) {
  await page.goto('/driver-dashboard')
  const online = page.getByRole('switch', { name: 'Online' })
  await expect(online).toBeVisible({ timeout: 15_000 })
  await online.click()
  await expect(online).toBeChecked()
}

/** The driver's id as riders see it in the list near `at`, once their fresh position lists them. */
export async function listedDriverId(request: APIRequestContext, name: string, at: Point) {
  let id: string | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/rides/drivers?vehicle_type=taxi&lat=${at.lat}&lng=${at.lng}`)
        const body = (await response.json()) as { drivers: { id: string; full_name: string }[] }
        id = body.drivers.find((driver) => driver.full_name === name)?.id
        return id
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return id!
}

/** A ride offer on the driver's dashboard, by its rider (several journeys may offer requests at once). */
export function offerCard(page: Page, from: string, to: string, riderName: string) {
  // A driver sees the rider's first name only.
  const firstName = riderName.split(' ')[0]!
  return page.getByRole('article', { name: `${from} to ${to}` }).filter({ hasText: firstName })
}
