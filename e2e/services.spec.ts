import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  newUser,
  openUserMenu,
  signInWithApi,
  signInWithForm,
  signUpWithApi,
  toast,
} from './helpers/accounts'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The services directory, a provider's page, booking a provider and My Bookings (issue 7, spec 001 sections 2,
// 3, 5, 7 and 8), against the demo seed: 40+ approved providers and the demo fundi (Mwangi Home Repairs).

const HERO_TITLE = 'Find & Book Top Services'
const HERO_TEXT =
  'Connect with verified professionals for home, auto, beauty, and more services across Kenya.'
const FILTERED_EMPTY =
  'No service providers match your current search and filter criteria. Try adjusting them!'
const FUNDI = { email: 'fundi@soko.demo', password: 'Soko#2026', business: 'Mwangi Home Repairs' }
const PLUMBER = 'Otieno Plumbing Solutions'

interface ApiProvider {
  id: string
  business_name: string
  provider_type: string
  average_rating: number | null
}

const origin = () => ({ Origin: process.env.E2E_BASE_URL ?? '' })
const cards = (page: Page) => page.getByTestId('provider-card')
const card = (page: Page, name: string) => cards(page).filter({ hasText: name })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search services' })

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

/** A provider of the directory found by its business name (GET /api/services?search=). */
async function findProvider(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/services?search=${encodeURIComponent(name)}`)
  expect(response.ok()).toBe(true)
  const { providers } = (await response.json()) as { providers: ApiProvider[] }
  const provider = providers.find((candidate) => candidate.business_name === name)
  expect(provider, `${name} is in the directory`).toBeTruthy()
  return provider!
}

/** Books a provider as the page's signed-in user through the API; returns the booking's id. */
async function bookWithApi(page: Page, providerId: string, description: string) {
  const response = await page.request.post(`/api/services/${providerId}/bookings`, {
    headers: origin(),
    data: {
      full_name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      phone: '0712345678',
      address: 'Kilimani, Nairobi',
      service_description: description,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/**
 * Axe once the toasts have gone: a toast fading in or out is caught half transparent, which axe reports as
 * low contrast although nobody can read it at that instant.
 */
async function expectAccessibleOnceToastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)
}

/** Runs a navigation and waits until the page's live channel is open (the server's "ready"). */
async function withLiveChannel(page: Page, navigate: () => Promise<unknown>) {
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    )
  await navigate()
  await ready
}

test.describe('directory', () => {
  test('shows the hero and the seeded providers in cards', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible()
    await expect(page.getByText(HERO_TEXT)).toBeVisible()
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for providers or services...')
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThanOrEqual(20)
    await expect(page.getByTestId('services-count')).toHaveText(/\d+ service providers found/)
    // Every listed provider is approved, so each card says Verified; the seed has some who joined this week.
    await expect(cards(page).first().getByText('Verified')).toBeVisible()
    await expect(page.getByText('New', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // More than one page of providers: Load more brings the rest.
    const shown = await cards(page).count()
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => cards(page).count()).toBeGreaterThan(shown)
    await expect(card(page, PLUMBER).getByTestId('provider-rate')).toHaveText('KSh 800 - 2,500/hr')
  })

  test('the search narrows the list after a pause in typing and lands in the URL', async ({ page }) => {
    await page.goto('/services')
    await expect(cards(page).first()).toBeVisible()
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/services?')) requests.push(request.url())
    })
    await appStarted(page)
    await searchBox(page).pressSequentially('Otieno Plumb')
    await expect(cards(page)).toHaveCount(1)
    await expect(card(page, PLUMBER)).toBeVisible()
    await expect(page).toHaveURL(/[?&]search=Otieno\+Plumb/)
    // Debounced: the 12 keys make one request (two at most on a machine slow enough to pause mid-word).
    expect(requests.filter((url) => url.includes('search=')).length).toBeLessThanOrEqual(2)

    // A shared link opens the same list.
    await page.goto('/services?search=Otieno+Plumb')
    await expect(searchBox(page)).toHaveValue('Otieno Plumb')
    await expect(cards(page)).toHaveCount(1)
  })

  test('a category tab shows only that category', async ({ page }) => {
    await page.goto('/services')
    await expect(cards(page).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Driver' }).click()
    await expect(page).toHaveURL(/[?&]category=driver/)
    await expect(page.getByRole('tab', { name: 'Driver', selected: true })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await expect(cards(page).filter({ hasNotText: 'Driver' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('the minimum rating keeps only providers rated that high', async ({ page }) => {
    await page.goto('/services')
    await expect(cards(page).first()).toBeVisible()
    await page.getByLabel('Minimum rating').selectOption({ label: '4.5 Stars & Up' })
    await expect(page).toHaveURL(/[?&]min_rating=4\.5/)
    await expect(page.getByTestId('provider-list')).toHaveAttribute('aria-busy', 'false')
    await expect
      .poll(async () => {
        const ratings = await page.getByTestId('provider-rating').allTextContents()
        return ratings.length > 0 && ratings.every((rating) => Number.parseFloat(rating) >= 4.5)
      })
      .toBe(true)
    await expect(page.getByTestId('provider-rating').filter({ hasText: 'N/A' })).toHaveCount(0)
  })

  test('no match shows the empty state; Clear All Filters brings everything back', async ({ page }) => {
    await page.goto('/services?category=insurance_broker&sort=rating')
    await expect(cards(page).first()).toBeVisible()
    await searchBox(page).fill('no such provider anywhere')
    await expect(page.getByRole('heading', { name: 'No Services Found' })).toBeVisible()
    await expect(page.getByText(FILTERED_EMPTY)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Clear All Filters' }).last().click()
    await expect(toast(page, 'All filters cleared!')).toBeVisible()
    await expect(searchBox(page)).toHaveValue('')
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible()
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance')
    await expect(cards(page).first()).toBeVisible()
  })

  test('at 360 px the filters sit in a drawer opened by More Filters', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/services')
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'More Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await drawer.getByLabel('Category').selectOption({ label: 'Medical Provider' })
    await drawer.getByLabel('Sort by').selectOption({ label: 'Highest Rated' })
    await expect(page).toHaveURL(/category=medical_provider/)
    await expectNoSeriousA11yViolations(page)
    await drawer.getByRole('button', { name: /^Show \d+ Results?$/ }).click()
    await expect(drawer).toBeHidden()
    await expect(cards(page).filter({ hasNotText: 'Medical Provider' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /More Filters/ })).toContainText('2')

    await page.getByRole('button', { name: /More Filters/ }).click()
    await drawer.getByRole('button', { name: 'Clear All Filters' }).click()
    await expect(toast(page, 'All filters cleared!')).toBeVisible()
    await expect(drawer.getByLabel('Category')).toHaveValue('all')
    await expect(page).toHaveURL(/\/services$/)
    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('Share copies the provider link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const provider = await findProvider(page.request, PLUMBER)
    await page.goto('/services?search=Otieno+Plumbing')
    await card(page, PLUMBER)
      .getByRole('button', { name: `Share ${PLUMBER}` })
      .click()
    await expect(toast(page, 'Service link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/services/${provider.id}`,
    )
  })
})

test.describe('provider page', () => {
  test('opens from the card with the provider details and reviews', async ({ page }) => {
    await page.goto('/services?search=Mwangi+Home')
    await card(page, FUNDI.business)
      .getByRole('link', { name: `View profile of ${FUNDI.business}` })
      .click()
    await expect(page).toHaveURL(/\/services\/[\w-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: FUNDI.business })).toBeVisible()
    await expect(page.getByText('Verified', { exact: true })).toBeVisible()
    await expect(page.getByText('Home Repairs').first()).toBeVisible()
    await expect(page.getByText('10 years')).toBeVisible()
    await expect(page.getByText('KSh 1,000 - 3,000/hr')).toBeVisible()
    await expect(page.getByText('Mon, Tue, Wed, Thu, Fri, Sat, 08:00 - 18:00')).toBeVisible()
    await expect(page.getByTestId('completed-bookings')).toHaveText(/^[1-9]\d*$/)
    await expect(page.getByTestId('provider-reviews').getByRole('listitem').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('an unknown provider shows a not-found state', async ({ page }) => {
    await page.goto('/services/0198f0aa-0000-7000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Provider Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse Services' }).click()
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible()
  })
})

test.describe('booking', () => {
  test('a signed-in customer books a provider and finds it in My Bookings as Pending', async ({ page }) => {
    const user = await signUpWithApi(page.request, newUser('booker'))
    await page.goto('/services?search=Otieno+Plumbing')
    await card(page, PLUMBER).getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${PLUMBER}` })
    await expect(dialog).toBeVisible()
    // Name and email come from the session.
    await expect(dialog.getByLabel('Full Name')).toHaveValue(user.name)
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email)
    await dialog.getByLabel('Phone').fill('0712345678')
    await dialog.getByLabel('Address').fill('Argwings Kodhek Road, Kilimani')
    await dialog.getByLabel('Preferred Time').selectOption({ label: 'Morning (8AM-12PM)' })
    await dialog.getByLabel('Urgency').selectOption({ label: 'High (within 24 hours)' })
    await expect(dialog.getByLabel('Preferred Date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/)
    await dialog.getByLabel('Service Description').fill('Kitchen sink is blocked')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Book Service' }).click()

    await expect(toast(page, 'Service Booked!')).toBeVisible()
    await expect(
      toast(page, 'Service Booked!').getByText(
        `${PLUMBER} has received your request. You will be notified when they respond.`,
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'View My Bookings' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible()
    const booking = page.getByTestId('booking-card').filter({ hasText: PLUMBER })
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending')
    await expect(booking).toContainText('Morning (8AM-12PM)')
    await expect(booking).toContainText('Argwings Kodhek Road, Kilimani')
    await expect(booking).toContainText('Kitchen sink is blocked')
    await expectAccessibleOnceToastsGone(page)

    // The user menu leads here too.
    await page.goto('/')
    const menu = await openUserMenu(page)
    await menu.getByRole('menuitem', { name: 'My Bookings' }).click()
    await expect(page).toHaveURL(/\/bookings$/)
  })

  test('required fields left empty: Missing Information', async ({ page }) => {
    await signUpWithApi(page.request, newUser('missing'))
    await page.goto('/services?search=Otieno+Plumbing')
    await card(page, PLUMBER).getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${PLUMBER}` })
    await dialog.getByLabel('Full Name').fill('')
    await dialog.getByRole('button', { name: 'Book Service' }).click()
    await expect(toast(page, 'Missing Information')).toBeVisible()
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields.')
    await expect(dialog.getByLabel('Full Name')).toBeFocused()
    await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog).toBeVisible()
  })

  test('signed out, Book Now goes to /auth and back to the booking', async ({ page, request }) => {
    const user = await signUpWithApi(request, newUser('returning'))
    await page.goto('/services?search=Otieno+Plumbing')
    await card(page, PLUMBER).getByRole('button', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByText('Please sign in to book a service.')).toBeVisible()
    await signInWithForm(page, user)
    await expect(page.getByRole('dialog', { name: `Book ${PLUMBER}` })).toBeVisible()
    await expect(page).toHaveURL(/\/services\?search=Otieno\+Plumbing$/)
  })

  test('My Bookings needs an account and is empty for a new one', async ({ page }) => {
    await page.goto('/bookings')
    await expect(page).toHaveURL(/\/auth$/)
    await signUpWithApi(page.request, newUser('empty'))
    await page.goto('/bookings')
    await expect(page.getByText('No bookings yet')).toBeVisible()
    await page.getByRole('link', { name: 'Find Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
  })

  test('a pending booking can be cancelled after confirming', async ({ page }) => {
    await signUpWithApi(page.request, newUser('cancel'))
    const provider = await findProvider(page.request, PLUMBER)
    await bookWithApi(page, provider.id, 'Outside tap keeps dripping')
    await page.goto('/bookings')
    const booking = page.getByTestId('booking-card').filter({ hasText: 'Outside tap keeps dripping' })
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending')
    await booking.getByRole('button', { name: 'Cancel Booking' }).click()
    await expect(booking.getByText('Cancel this booking? The provider will be told.')).toBeFocused()
    await booking.getByRole('button', { name: 'Yes, cancel booking' }).click()
    await expect(toast(page, 'Booking cancelled')).toBeVisible()
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled')
    await expect(booking.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0)
  })

  test('the provider answers live, completes the job, and the customer rates it', async ({
    page,
    playwright,
  }) => {
    await signUpWithApi(page.request, newUser('rater'))
    const provider = await findProvider(page.request, FUNDI.business)
    const bookingId = await bookWithApi(page, provider.id, 'Fix the gate hinge')
    await withLiveChannel(page, () => page.goto('/bookings'))
    const booking = page.getByTestId('booking-card').filter({ hasText: 'Fix the gate hinge' })
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending')

    // The fundi, in another session, moves the booking on.
    const fundi = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    await signInWithApi(fundi, FUNDI)
    const move = async (data: Record<string, unknown>) => {
      const response = await fundi.patch(`/api/provider/bookings/${bookingId}`, { headers: origin(), data })
      expect(response.ok(), await response.text()).toBe(true)
    }
    await move({ status: 'confirmed' })
    // The notification refreshes the list without a reload.
    await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(booking.getByTestId('booking-notes')).toHaveText('Booking accepted by service provider')
    await move({ status: 'in_progress' })
    await move({ status: 'completed', total_amount: 3000 })
    await fundi.dispose()

    await expect(booking.getByTestId('booking-status')).toHaveText('Completed')
    await expect(booking.getByTestId('booking-amount')).toHaveText('KSh 3,000')
    const form = booking.getByRole('form', { name: 'Rate this provider' })
    await expect(form).toBeVisible()
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please choose a rating.')).toBeVisible()
    await form.getByRole('radio', { name: '4 stars' }).check()
    await form.getByLabel('Comment (optional)').fill('Quick and tidy work.')
    await expectAccessibleOnceToastsGone(page)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Thank you for your review!')).toBeVisible()
    const review = booking.getByTestId('booking-review')
    await expect(review).toContainText('Your review')
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    await expect(review).toContainText('Quick and tidy work.')
    await expect(form).toHaveCount(0)
  })
})
