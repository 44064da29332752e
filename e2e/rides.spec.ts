import { expect, test, type Page } from '@playwright/test'
import { newUser, signUpWithApi, toast } from './helpers/accounts'
import { originHeaders, pageWithState } from './helpers/providers'
import {
  adminSession,
  goOnline,
  listedDriverId,
  newDriver,
  offerCard,
  places,
  type Point,
} from './helpers/rides'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 15, spec 001 "Rides" (sections 8 and 9), docs/rides-api.md: a rider books a taxi from Sarit Centre to The
// Junction Mall with a driver of the journey's own (a fresh account approved by the admin, online near the
// pickup in a second browser); the driver accepts, arrives, starts and completes while the rider's trip page
// follows live; the rider pays with M-Pesa in the simulator and rates. Two drivers race for one request; the admin
// verifies a driver. Each journey has its own drivers and pickup, so they run side by side.

const phone = { width: 360, height: 740 }
const status = (page: Page) => page.getByTestId('ride-status')

async function noHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** Types into a place box and picks the gazetteer's suggestion. */
async function pickPlace(page: Page, box: 'Pickup location' | 'Destination', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: box }).fill(typed)
  await page.getByRole('option', { name: option }).first().click()
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a rider books a taxi, follows the driver live from the offer to the end, pays with M-Pesa and rates 5 stars', async ({
  page: rider,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // The driver: approved, online a few metres from Sarit Centre.
  const near: Point = { lat: places.sarit.lat + 0.0003, lng: places.sarit.lng + 0.0002 }
  const driver = await newDriver(browser, playwright, near, baseURL!)
  await goOnline(driver.page)
  await expectNoSeriousA11yViolations(driver.page)

  // The rider plans the journey.
  const riderUser = await signUpWithApi(rider.request, newUser('rider'))
  await rider.goto('/rides')
  await expect(rider.getByRole('heading', { name: 'Plan Your Journey' })).toBeVisible()
  await pickPlace(rider, 'Pickup location', 'Sarit', /Sarit Centre/)
  await pickPlace(rider, 'Destination', 'Junction', /The Junction Mall/)
  // The fare after the pause in typing, in KSh with 2 decimals (80 KSh per km for a taxi).
  await expect(rider.getByTestId('fare-amount')).toHaveText(/^KSh\s?[\d,]+\.\d{2}$/, { timeout: 10_000 })
  await expect(rider.getByRole('heading', { name: 'Your Route' })).toBeVisible()
  await expect(rider.getByRole('heading', { name: 'Available Drivers' })).toBeVisible()
  const book = rider.getByRole('button', { name: `Book Ride with ${driver.name}` })
  await expect(book).toBeVisible({ timeout: 40_000 })
  await expectNoSeriousA11yViolations(rider)

  await book.click()
  const confirm = rider.getByRole('dialog', { name: 'Confirm Your Ride' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Sarit Centre')
  await expect(confirm).toContainText('The Junction Mall')
  await expect(confirm).toContainText(driver.name)
  await expectNoSeriousA11yViolations(rider)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rider).toHaveURL(/\/rides\/trips\/[0-9a-f-]{36}$/, { timeout: 15_000 })
  await expect(status(rider)).toHaveText('Finding a driver')
  // Marks this very page: a reload or a navigation would lose the mark.
  await rider.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'unchanged'
  })

  // The driver sees the request live and accepts it.
  const offer = offerCard(driver.page, 'Sarit Centre', 'The Junction Mall', riderUser.name)
  await expect(offer).toBeVisible({ timeout: 20_000 })
  await expect(offer.getByTestId('offer-fare')).toHaveText(/KSh/)
  await expectNoSeriousA11yViolations(driver.page)
  await offer.getByRole('button', { name: 'Accept' }).click()
  const trip = driver.page.getByTestId('current-trip')
  await expect(trip).toBeVisible()

  // The rider follows each move without a reload.
  await expect(rider.getByText('Ride booked successfully! Driver is on their way.').first()).toBeVisible()
  await expect(status(rider)).toHaveText('Driver on the way')
  await expect(rider.getByTestId('ride-driver')).toContainText(driver.name)
  await expectNoSeriousA11yViolations(rider)

  await trip.getByRole('button', { name: 'Arrived' }).click()
  await expect(status(rider)).toHaveText('Driver has arrived')
  await trip.getByRole('button', { name: 'Start trip' }).click()
  await expect(status(rider)).toHaveText('On the trip')
  await expectNoSeriousA11yViolations(driver.page)
  await trip.getByRole('button', { name: 'Complete' }).click()
  await expect(status(rider)).toHaveText('Completed')
  await expect(rider.getByTestId('ride-fare')).toHaveText(/KSh\s?[\d,]+(\.\d{2})?/)
  expect(await rider.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('unchanged')
  await expectNoSeriousA11yViolations(rider)

  // Paid with M-Pesa in the simulator, then rated.
  await rider.getByRole('button', { name: 'Pay with M-Pesa' }).click()
  await rider.getByLabel('M-Pesa phone number').fill('0712345678')
  await rider.getByRole('button', { name: /^Pay KSh/ }).click()
  await expect(rider.getByTestId('ride-paid')).toHaveText('Paid with M-Pesa.', { timeout: 30_000 })
  const rating = rider.getByTestId('ride-rate')
  await rating.getByRole('radio', { name: '5 stars' }).check()
  await rating.getByLabel('Comment (optional)').fill('Safe and on time.')
  await rating.getByRole('button', { name: 'Send rating' }).click()
  await expect(rider.getByTestId('ride-rated')).toContainText('You rated this ride')
  await expectNoSeriousA11yViolations(rider)

  // The driver is free again, and the trip counts.
  await expect(trip).toHaveCount(0)
  await driver.page.context().close()
})

test('two drivers accept the same request: one gets the trip, the other is told it was taken', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  // Two drivers at Limuru, far from every demo driver: the request is offered to both and no one else.
  const first = await newDriver(browser, playwright, places.limuru, baseURL!)
  const second = await newDriver(
    browser,
    playwright,
    { lat: places.limuru.lat + 0.0004, lng: places.limuru.lng - 0.0003 },
    baseURL!,
  )
  await Promise.all([goOnline(first.page), goOnline(second.page)])

  // The rider books through the API with the first driver's card.
  const rider = await playwright.request.newContext({ baseURL })
  const riderUser = await signUpWithApi(rider, newUser('racer'))
  const driverId = await listedDriverId(rider, first.name, places.limuru)
  await listedDriverId(rider, second.name, places.limuru)
  const created = await rider.post('/api/rides', {
    headers: originHeaders(),
    data: { pickup: places.limuru, destination: places.tigoni, vehicle_type: 'taxi', driver_id: driverId },
  })
  expect(created.status(), await created.text()).toBe(201)
  await rider.dispose()

  const offers = [first, second].map((driver) =>
    offerCard(driver.page, places.limuru.name, places.tigoni.name, riderUser.name),
  )
  for (const offer of offers) await expect(offer).toBeVisible({ timeout: 20_000 })
  await expectNoSeriousA11yViolations(first.page)

  // Both press Accept at once: the server's one conditional update has one winner.
  await Promise.all(offers.map((offer) => offer.getByRole('button', { name: 'Accept' }).click()))
  let winner = -1
  await expect
    .poll(async () => {
      const trips = await Promise.all(
        [first, second].map((driver) => driver.page.getByTestId('current-trip').isVisible()),
      )
      winner = trips.indexOf(true)
      return trips.filter(Boolean).length
    })
    .toBe(1)
  const loser = [first, second][1 - winner]!
  await expect(loser.page.getByText('This ride has been taken by another driver.').first()).toBeVisible()
  await expect(loser.page.getByTestId('current-trip')).toHaveCount(0)
  await expect(offers[1 - winner]!).toHaveCount(0)
  await expectNoSeriousA11yViolations(loser.page)
  await first.page.context().close()
  await second.page.context().close()
})

test('the admin verifies a waiting driver on /admin/drivers and sees the notice', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const state = await adminSession(playwright)
  // One of the demo drivers waiting for verification (demo-rides seeder).
  const api = await playwright.request.newContext({ baseURL, storageState: state })
  const listed = await api.get('/api/admin/drivers?status=unverified')
  expect(listed.status(), await listed.text()).toBe(200)
  // The same { items, total } page as the admin's other records lists.
  const waiting = ((await listed.json()) as { items: { id: string; full_name: string }[] }).items
  await api.dispose()
  expect(waiting.length, 'the demo data has drivers waiting for verification').toBeGreaterThan(0)
  const name = waiting[0]!.full_name

  const admin = await pageWithState(browser, state)
  await admin.goto('/admin/drivers')
  await expect(admin.getByRole('heading', { name: 'Driver Management' })).toBeVisible()
  await admin.getByPlaceholder('Search by name, email, phone or plate').fill(name)
  await expect(admin.getByRole('button', { name: `Verify ${name}` })).toBeVisible({ timeout: 15_000 })
  await expectNoSeriousA11yViolations(admin)
  await admin.getByRole('button', { name: `Verify ${name}` }).click()
  await expect(toast(admin, 'Driver has been verified and approved!')).toBeVisible({ timeout: 15_000 })
  await expect(admin.getByRole('button', { name: `Verify ${name}` })).toHaveCount(0)
  await admin.context().close()
})

test('/rides fits a 360 px phone, planning a journey included', async ({ browser }) => {
  const page = await pageWithState(browser, undefined, phone)
  await page.goto('/rides')
  await expect(page.getByRole('heading', { name: 'Plan Your Journey' })).toBeVisible()
  await noHorizontalOverflow(page)
  await pickPlace(page, 'Pickup location', 'Sarit', /Sarit Centre/)
  await pickPlace(page, 'Destination', 'Junction', /The Junction Mall/)
  await expect(page.getByTestId('fare-amount')).toHaveText(/^KSh\s?[\d,]+\.\d{2}$/, { timeout: 10_000 })
  await expect(page.getByRole('heading', { name: 'Available Drivers' })).toBeVisible()
  await noHorizontalOverflow(page)
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})
