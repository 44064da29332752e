import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { demoAccounts, newUser, signInWithForm, signUpWithApi, toast } from './helpers/accounts'
import {
  createBooking,
  expectNoHorizontalOverflow,
  ksh,
  moveBooking,
  originHeaders,
  pageWithState,
  providerProfiles,
  serviceAccounts,
  signedInState,
  tinyPng,
  type StorageState,
} from './helpers/providers'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The provider portal (/services-app) and the category dashboards (/services-dashboard, ...), spec 001
// sections 2, 4, 6 and 8, as the demo fundi (an approved service provider with bookings in every status).
// The seeded bookings are shared by every worker: a journey that moves a booking makes its own first.

interface DashboardAnswer {
  stats: {
    active_bookings: number
    total_clients: number
    monthly_revenue: number
    average_rating: number | null
    total_bookings: number
    pending_requests: number
    completed_jobs: number
    total_earnings: number
  }
}

const test = base.extend<
  { fundi: Page; providerId: string; newProvider: { page: Page; profileId: string } },
  { fundiState: StorageState; adminState: StorageState }
>({
  fundiState: [
    async ({ playwright }, use) => use(await signedInState(playwright, serviceAccounts.fundi)),
    { scope: 'worker' },
  ],
  adminState: [
    async ({ playwright }, use) => use(await signedInState(playwright, demoAccounts.admin)),
    { scope: 'worker' },
  ],
  // A provider of the test's own, applied and approved through the API: for journeys that would otherwise
  // take the shared demo fundi out of the directory while other journeys book them.
  newProvider: async ({ browser, playwright, adminState, viewport }, use) => {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    await signUpWithApi(request, newUser('own-provider'))
    const applied = await request.post('/api/provider-applications', {
      headers: originHeaders(),
      data: {
        service_type: 'service_provider',
        business_name: `Own Provider ${Date.now()}`,
        business_phone: '254700111222',
        terms_accepted: true,
      },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const admin = await playwright.request.newContext({
      baseURL: process.env.E2E_BASE_URL,
      storageState: adminState,
    })
    const approved = await admin.post(
      `/api/admin/service-applications/${(await applied.json()).id}/approve`,
      { headers: originHeaders() },
    )
    expect(approved.status(), await approved.text()).toBe(200)
    await admin.dispose()
    const page = await pageWithState(browser, await request.storageState(), viewport)
    await request.dispose()
    const { profiles } = await providerProfiles(page.request)
    await use({ page, profileId: profiles[0]!.id })
    await page.context().close()
  },
  fundi: async ({ browser, fundiState, viewport }, use) => {
    const page = await pageWithState(browser, fundiState, viewport)
    await use(page)
    await page.context().close()
  },
  providerId: async ({ fundi }, use) => {
    const { profiles } = await providerProfiles(fundi.request)
    const profile = profiles.find(
      (row) => row.provider_type === 'service_provider' && row.verification_status === 'approved',
    )
    expect(profile, 'the demo fundi has an approved service provider profile').toBeTruthy()
    await use(profile!.id)
  },
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Provider portal' })
/** The app shell's sidebar and its toggle in the header. */
const shellSidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' })
const sidebarToggle = (page: Page) => page.getByRole('button', { name: 'Toggle Sidebar' })
/** The names of the navigation landmarks on view. */
/** The visible navigations, once the footer (loaded after the first paint) is there. */
const navigations = async (page: Page) => {
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
  return page
    .getByRole('navigation')
    .evaluateAll((navs) =>
      navs.filter((nav) => nav.checkVisibility()).map((nav) => nav.getAttribute('aria-label')),
    )
}
const stat = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value')
/** The statuses the listed bookings show, each once. */
async function statuses(page: Page) {
  return [...new Set(await page.getByTestId('booking-status').allTextContents())].sort()
}
const bookingCard = (page: Page, text: string) => page.getByTestId('booking-card').filter({ hasText: text })

async function dashboardAnswer(page: Page, query = '') {
  const response = await page.request.get(`/api/provider/dashboard${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as DashboardAnswer
}

/** Waits until the toasts have gone (a toast fading out has too little contrast for axe). */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
}

/** Clicks one of the card's actions and waits for the spec's toast. */
async function act(page: Page, card: Locator, action: string) {
  await card.getByRole('button', { name: action, exact: true }).click()
  await expect(toast(page, 'Booking Updated')).toBeVisible()
  await expect(toast(page, 'Booking status has been updated successfully.')).toBeVisible()
}

/**
 * Runs a navigation and waits until the page's live channel is open (the server's "ready"), so a notice
 * published right after is not sent before the browser listens.
 */
async function withLiveChannel(page: Page, navigate: () => Promise<unknown>) {
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    )
  await navigate()
  await ready
}

test.describe('access', () => {
  test('a guest is sent to /auth and comes back to the portal after signing in', async ({ page }) => {
    await suppressPopups(page)
    const user = newUser('portal-guest')
    await signUpWithApi(page.context().request, user)
    await page.context().clearCookies()
    await page.goto('/services-app/bookings')
    await expect(page).toHaveURL('/auth')
    await signInWithForm(page, user)
    await expect(page).toHaveURL('/services-app/bookings')
    // A new account has no approved profile.
    await expect(heading(page, 'Service Provider Access Required')).toBeVisible()
  })

  test('a customer sees "Service Provider Access Required" with Apply Now to the hub', async ({
    browser,
    playwright,
  }) => {
    const page = await pageWithState(browser, await signedInState(playwright, demoAccounts.customer))
    await page.goto('/services-app')
    await expect(heading(page, 'Service Provider Access Required')).toBeVisible()
    await expect(portalNav(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    // The other portal calls are refused by the server as well.
    const refused = await page.request.get('/api/provider/dashboard')
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'provider_access_required',
    )
    await page.getByRole('link', { name: 'Apply Now' }).click()
    await expect(page).toHaveURL('/service-hub')
    await page.goto('/services-dashboard')
    await expect(heading(page, 'Service Provider Access Required')).toBeVisible()
    await page.context().close()
  })

  test('an unknown portal address leads to the dashboard', async ({ fundi: page }) => {
    await page.goto('/services-app/xyz')
    await expect(page).toHaveURL('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    await page.goto('/services-app/bookings/nothing/here')
    await expect(page).toHaveURL('/services-app')
  })
})

test.describe('portal', () => {
  test('the dashboard shows the figures of the API, the sidebar and the latest bookings', async ({
    fundi: page,
  }) => {
    await page.goto('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    const nav = portalNav(page)
    for (const name of ['Dashboard', 'Bookings', 'Analytics', 'Profile', 'Settings', 'Back to Main App'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Back to Main App' })).toHaveAttribute('href', '/')
    // Other journeys move bookings at the same time: compare a page and an answer taken together.
    await expect(async () => {
      await page.reload()
      await expect(stat(page, 'Active Bookings')).toBeVisible()
      const { stats } = await dashboardAnswer(page)
      await expect(stat(page, 'Active Bookings')).toHaveText(String(stats.active_bookings), { timeout: 1000 })
      await expect(stat(page, 'Total Clients')).toHaveText(String(stats.total_clients), { timeout: 1000 })
      await expect(stat(page, 'Monthly Revenue')).toHaveText(ksh(stats.monthly_revenue), { timeout: 1000 })
      await expect(stat(page, 'Average Rating')).toHaveText(
        stats.average_rating === null ? 'N/A' : stats.average_rating.toFixed(1),
        { timeout: 1000 },
      )
    }).toPass({ timeout: 20_000 })
    expect(Number(await stat(page, 'Active Bookings').textContent())).toBeGreaterThan(0)
    await expect(page.getByTestId('recent-bookings').getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await nav.getByRole('link', { name: 'Bookings' }).click()
    await expect(page).toHaveURL('/services-app/bookings')
    await expect(heading(page, 'Bookings')).toBeVisible()
  })

  test('a new booking request appears on the open bookings page', async ({
    fundi: page,
    providerId,
    playwright,
  }) => {
    await withLiveChannel(page, () => page.goto('/services-app/bookings'))
    await expect(page.getByTestId('booking-card').first()).toBeVisible()
    const booking = await createBooking(playwright, providerId, 'Live request')
    await expect(toast(page, 'New booking request')).toBeVisible()
    await expect(bookingCard(page, booking.description).getByTestId('booking-status')).toHaveText('Pending')
  })

  test('bookings filter by status through the address', async ({ fundi: page }) => {
    await page.goto('/services-app/bookings')
    await expect(page.getByTestId('booking-card').first()).toBeVisible()
    const status = page.getByLabel('Status', { exact: true })
    await status.selectOption({ label: 'Completed' })
    await expect(page).toHaveURL('/services-app/bookings?status=completed')
    await expect.poll(() => statuses(page)).toEqual(['Completed'])
    // Completed jobs carry no actions.
    await expect(page.getByTestId('booking-card').first().getByRole('button')).toHaveCount(0)
    await status.selectOption({ label: 'Pending' })
    await expect(page).toHaveURL('/services-app/bookings?status=pending')
    await expect.poll(() => statuses(page)).toEqual(['Pending'])
    await expectNoSeriousA11yViolations(page)
    await status.selectOption({ label: 'All Statuses' })
    await expect(page).toHaveURL('/services-app/bookings')
  })

  test('accept a pending booking: "Booking Updated" and Confirmed', async ({
    fundi: page,
    providerId,
    playwright,
  }) => {
    const booking = await createBooking(playwright, providerId, 'Accept me')
    await page.goto('/services-app/bookings?status=pending')
    const card = bookingCard(page, booking.description)
    await expect(card).toContainText(booking.customerName)
    await expect(card).toContainText('0712345678')
    await expect(card).toContainText('Ngong Road 21, Nairobi')
    await expect(card).toContainText('High (within 24 hours)')
    await expect(card.getByTestId('booking-status')).toHaveText('Pending')
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Statuses' })
    await act(page, card, 'Accept')
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(card).toContainText('Booking accepted by service provider')
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  })

  test('decline a pending booking: Rejected', async ({ fundi: page, providerId, playwright }) => {
    const booking = await createBooking(playwright, providerId, 'Decline me')
    await page.goto('/services-app/bookings')
    const card = bookingCard(page, booking.description)
    await act(page, card, 'Decline')
    await expect(card.getByTestId('booking-status')).toHaveText('Rejected')
    await expect(card.getByRole('button')).toHaveCount(0)
  })

  test('start a confirmed booking, then complete it with the amount charged', async ({
    fundi: page,
    providerId,
    playwright,
  }) => {
    const booking = await createBooking(playwright, providerId, 'Finish me')
    await moveBooking(page.request, booking.id, 'confirmed')
    await page.goto('/services-app/bookings')
    const card = bookingCard(page, booking.description)
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeVisible()
    await act(page, card, 'Start')
    await expect(card.getByTestId('booking-status')).toHaveText('In Progress')
    await toastsGone(page)
    await card.getByRole('button', { name: 'Complete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Complete Booking' })
    await dialog.getByLabel('Amount charged (KSh)').fill('3500')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Mark as Completed' }).click()
    await expect(toast(page, 'Booking Updated')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(card.getByTestId('booking-status')).toHaveText('Completed')
    await expect(card.getByTestId('booking-amount')).toHaveText('KSh 3,500')
  })

  test('a booking that can no longer move shows "Update Failed" with the server message', async ({
    fundi: page,
    providerId,
    playwright,
  }) => {
    const booking = await createBooking(playwright, providerId, 'Too late')
    await page.goto('/services-app/bookings')
    const card = bookingCard(page, booking.description)
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible()
    // The page has started and read its bookings (it asks again for stale ones right after hydrating)...
    await appStarted(page)
    await page.waitForLoadState('networkidle')
    // ...then the booking is declined elsewhere (another tab) while this page still offers Accept.
    await moveBooking(page.request, booking.id, 'rejected')
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(toast(page, 'Update Failed')).toBeVisible()
    await expect(toast(page, 'This booking cannot be changed to that status now.')).toBeVisible()
  })

  test('profile edits persist after a reload', async ({ fundi: page, providerId }) => {
    const before = (await providerProfiles(page.request)).profiles.find((row) => row.id === providerId)!
    const description = `Plumbing, carpentry and tiling ${Date.now()}`
    try {
      await page.goto('/services-app/profile')
      await expect(heading(page, 'Profile')).toBeVisible()
      await expect(page.getByLabel('Business Name')).toHaveValue(before.business_name)
      await page.getByLabel('Description').fill(description)
      const karen = page.getByRole('checkbox', { name: 'Karen' })
      const karenWas = await karen.isChecked()
      await karen.setChecked(!karenWas)
      const saturday = page.getByRole('checkbox', { name: 'Sat' })
      const saturdayWas = await saturday.isChecked()
      await saturday.setChecked(!saturdayWas)
      await page.getByLabel('Upload profile image').setInputFiles(tinyPng)
      await expect(page.getByRole('img', { name: 'Current Profile image' })).toHaveAttribute(
        'src',
        /^\/uploads\/.+/,
      )
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(toast(page, 'Profile Updated')).toBeVisible()

      await page.reload()
      await expect(page.getByLabel('Description')).toHaveValue(description)
      await expect(page.getByRole('checkbox', { name: 'Karen' })).toBeChecked({ checked: !karenWas })
      await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeChecked({ checked: !saturdayWas })
      await expect(page.getByRole('img', { name: 'Current Profile image' })).toHaveAttribute(
        'src',
        /^\/uploads\/.+/,
      )
      const after = (await providerProfiles(page.request)).profiles.find((row) => row.id === providerId)!
      expect(after.business_description).toBe(description)
    } finally {
      // Leave the demo fundi as the other journeys know it.
      await page.request.patch(`/api/provider/profiles/${providerId}`, {
        headers: originHeaders(),
        data: {
          business_description: before.business_description,
          service_areas: before.service_areas,
          availability: before.availability,
          profile_image_url: before.profile_image_url,
        },
      })
    }
  })

  test('a rate range the wrong way round is refused before saving', async ({ fundi: page }) => {
    await page.goto('/services-app/profile')
    await page.getByLabel('Minimum hourly rate (KSh)').fill('3000')
    await page.getByLabel('Maximum hourly rate (KSh)').fill('1000')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('The minimum rate cannot be above the maximum rate.')).toBeVisible()
    await expect(page.getByLabel('Maximum hourly rate (KSh)')).toHaveAttribute('aria-invalid', 'true')
  })

  test('settings pause and resume the profile', async ({ newProvider }) => {
    const { page, profileId: providerId } = newProvider
    await page.goto('/services-app/settings')
    await expect(heading(page, 'Settings')).toBeVisible()
    await expect(
      page.getByText(
        'While your profile is paused it is hidden from the services directory and customers cannot book you.',
      ),
    ).toBeVisible()
    const active = page.getByRole('switch', { name: 'Active' })
    await expect(active).toBeChecked()
    await expectNoSeriousA11yViolations(page)
    try {
      await active.click()
      await expect(toast(page, 'Settings Saved')).toBeVisible()
      await expect(page.getByTestId('profile-status')).toHaveText('Paused')
      await expect(active).not.toBeChecked()
      const paused = (await providerProfiles(page.request)).profiles.find((row) => row.id === providerId)!
      expect(paused.is_active).toBe(false)
      // A paused provider is out of the directory.
      expect((await page.request.get(`/api/services/${providerId}`)).status()).toBe(404)
    } finally {
      await active.click()
    }
    await expect(page.getByTestId('profile-status')).toHaveText('Active')
    await expect(active).toBeChecked()
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked()
  })

  test('analytics renders weeks, revenue and statuses', async ({ fundi: page }) => {
    await page.goto('/services-app/analytics')
    await expect(heading(page, 'Analytics')).toBeVisible()
    await expect(page.getByRole('img', { name: /^Bookings per week from / })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Revenue per week from / })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Week by Week' }).getByRole('row')).toHaveCount(13)
    const byStatus = page.getByTestId('bookings-by-status')
    for (const label of ['Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled', 'Rejected'])
      await expect(byStatus.getByText(label, { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the offline banner shows in the portal', async ({ fundi: page }) => {
    await page.goto('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    await appStarted(page)
    await page.context().setOffline(true)
    await expect(
      page.getByText("You're currently offline. Some features may not be available."),
    ).toBeVisible()
    await page.context().setOffline(false)
    await expect(page.getByText("You're currently offline.")).toHaveCount(0)
  })
})

test.describe('one navigation at a time (issue 20)', () => {
  test("at 1280 px the portal's sidebar replaces the shell's, and Back to Main App brings it back", async ({
    fundi: page,
  }) => {
    await page.goto('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    await appStarted(page)
    await expect(portalNav(page)).toBeVisible()
    await expect(shellSidebar(page)).toHaveCount(0)
    await expect(sidebarToggle(page)).toHaveCount(0)
    expect(await navigations(page)).toEqual(['Provider portal', 'Footer'])
    // Ctrl+B has no sidebar to bring back inside the portal.
    await page.keyboard.press('Control+b')
    await expect(shellSidebar(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await portalNav(page).getByRole('link', { name: 'Analytics' }).click()
    await expect(page).toHaveURL('/services-app/analytics')
    await expect(shellSidebar(page)).toHaveCount(0)
    await portalNav(page).getByRole('link', { name: 'Back to Main App' }).click()
    await expect(page).toHaveURL('/')
    await expect(shellSidebar(page)).toBeVisible()
    await expect(sidebarToggle(page)).toBeVisible()
    await expect(portalNav(page)).toHaveCount(0)
  })

  test("the server's page shows the portal's sidebar alone, before any script runs", async ({
    browser,
    fundiState,
  }) => {
    // What a slow phone or laptop paints while the app's code is still on its way: the server's HTML and CSS.
    const context = await browser.newContext({
      storageState: fundiState,
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    })
    const page = await context.newPage()
    await page.goto('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    await expect(page.locator('#app-sidebar')).toBeHidden()
    await expect(page.locator('[data-sidebar-trigger]')).toBeHidden()
    await expect(page.locator('[data-replaces-sidebar] aside')).toBeVisible()
    // Elsewhere the shell's sidebar shows as before.
    await page.goto('/services-dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#app-sidebar')).toBeVisible()
    await context.close()
  })

  test("the category dashboards and a refused portal keep the shell's sidebar alone", async ({
    fundi: page,
    browser,
    playwright,
  }) => {
    // /services-dashboard is the fundi's own; /event-dashboard refuses them (no approved event promoter).
    for (const path of ['/services-dashboard', '/event-dashboard']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The landmarks of the server's screen (inert) are out of the accessibility tree until the app renders.
      await appStarted(page)
      await expect(shellSidebar(page)).toBeVisible()
      expect(await navigations(page)).toEqual(['Sidebar', 'Footer'])
    }
    const vendor = await pageWithState(browser, await signedInState(playwright, serviceAccounts.vendor))
    await vendor.goto('/vendor-dashboard')
    await expect(vendor.getByRole('heading', { level: 1 })).toBeVisible()
    await appStarted(vendor)
    await expect(shellSidebar(vendor)).toBeVisible()
    expect(await navigations(vendor)).toEqual(['Sidebar', 'Footer'])
    await vendor.context().close()
  })
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the sidebar becomes a menu, and the screens fit the width', async ({ fundi: page }) => {
    await page.goto('/services-app')
    await expect(heading(page, 'Dashboard')).toBeVisible()
    await expect(portalNav(page)).toHaveCount(0)
    await expectNoHorizontalOverflow(page)
    // One menu button: the portal's Menu stands in for the shell's sidebar toggle (issue 20).
    await expect(sidebarToggle(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Provider Portal' })
    await expect(sheet.getByRole('navigation', { name: 'Provider portal' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await sheet.getByRole('link', { name: 'Bookings' }).click()
    await expect(page).toHaveURL('/services-app/bookings')
    await expect(sheet).toHaveCount(0)
    await expect(page.getByTestId('booking-card').first()).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
    for (const path of [
      '/services-app/profile',
      '/services-app/analytics',
      '/services-app/settings',
      '/services-dashboard',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoHorizontalOverflow(page)
    }
  })
})

test.describe('/services-dashboard', () => {
  test('stat cards from the API and the four tabs', async ({ fundi: page, providerId, playwright }) => {
    const booking = await createBooking(playwright, providerId, 'Dashboard tab')
    await page.goto('/services-dashboard')
    await expect(heading(page, 'Service Provider Dashboard')).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(stat(page, 'Total Bookings')).toBeVisible()
      const { stats } = await dashboardAnswer(page, '?provider_type=service_provider')
      await expect(stat(page, 'Total Bookings')).toHaveText(String(stats.total_bookings), { timeout: 1000 })
      await expect(stat(page, 'Pending Requests')).toHaveText(String(stats.pending_requests), {
        timeout: 1000,
      })
      await expect(stat(page, 'Completed Jobs')).toHaveText(String(stats.completed_jobs), { timeout: 1000 })
      await expect(stat(page, 'Total Earnings (KSh)')).toHaveText(ksh(stats.total_earnings), {
        timeout: 1000,
      })
    }).toPass({ timeout: 20_000 })

    const tabs = page.getByRole('tablist')
    for (const name of ['Dashboard', 'Bookings', 'My Services', 'Profile'])
      await expect(tabs.getByRole('tab', { name, exact: true })).toBeVisible()
    // Dashboard: the three most recent.
    const recent = page.getByRole('tabpanel', { name: 'Dashboard' }).getByTestId('booking-card')
    await expect(recent.first()).toBeVisible()
    expect(await recent.count()).toBeLessThanOrEqual(3)
    await expectNoSeriousA11yViolations(page)

    await tabs.getByRole('tab', { name: 'My Services' }).click()
    const services = page.getByRole('tabpanel', { name: 'My Services' })
    await expect(services.getByText('Service Areas')).toBeVisible()
    await expect(services.getByText('Hourly Rate')).toBeVisible()
    await expect(services.getByText(/coming soon/i)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await tabs.getByRole('tab', { name: 'Profile' }).click()
    const profile = page.getByRole('tabpanel', { name: 'Profile' })
    await expect(profile.getByRole('heading', { name: 'Mwangi Home Repairs' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await tabs.getByRole('tab', { name: 'Bookings' }).click()
    await expect(page).toHaveURL('/services-dashboard?tab=bookings')
    const panel = page.getByRole('tabpanel', { name: 'Bookings' })
    const card = panel.getByTestId('booking-card').filter({ hasText: booking.description })
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible()
    // Only pending bookings carry actions here, and only Accept and Decline.
    await expect(panel.getByRole('button', { name: 'Start' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await act(page, card, 'Accept')
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(card.getByRole('button')).toHaveCount(0)

    await tabs.getByRole('tab', { name: 'My Services' }).click()
    await services.getByRole('link', { name: 'Edit in Provider Portal' }).click()
    await expect(page).toHaveURL(`/services-app/profile?profile=${providerId}`)
    await expect(heading(page, 'Profile')).toBeVisible()
  })

  test("another category's dashboard needs an approved profile of that category", async ({ fundi: page }) => {
    await page.goto('/event-dashboard')
    await expect(heading(page, 'Service Provider Access Required')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/service-hub')
  })
})
