import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { demoAccounts, newUser, signInWithApi, signUpWithApi, toast } from './helpers/accounts'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 7's whole loop, in the browser, through the screens only: a customer applies as a service provider,
// the admin approves, the new provider opens the portal, another customer books them from the directory, the
// provider accepts, and the customer's notification arrives with the booking confirmed.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })

async function personIn(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await suppressPopups(page)
  return page
}

/** Runs a navigation and waits until the page's live channel says "ready", so no notice is sent too early. */
async function withLiveChannel(page: Page, navigate: () => Promise<unknown>) {
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    )
  await navigate()
  await ready
}

test('apply, approve, open the portal, get booked from the directory, accept; the customer sees it confirmed', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const business = `Loop Fundi ${randomUUID().slice(0, 8)}`
  const provider = await personIn(browser)
  const admin = await personIn(browser)
  const customer = await personIn(browser)
  await signUpWithApi(provider.request, newUser('loop-provider'))
  await signInWithApi(admin.request, demoAccounts.admin)
  const booker = await signUpWithApi(customer.request, newUser('loop-customer'))

  await test.step('the customer-to-be applies as a Service Provider from the hub', async () => {
    await provider.goto('/service-hub')
    await provider
      .getByRole('article', { name: 'Service Provider', exact: true })
      .getByRole('link', { name: 'Apply Now' })
      .click()
    await expect(provider).toHaveURL('/service-provider-registration?category=service_provider')
    await provider.getByLabel(/Business Name/).fill(business)
    await provider.getByLabel(/Business Phone/).fill('254711222333')
    await provider.getByLabel('Business Address').fill('Kilimani, Nairobi')
    await provider.getByLabel('Years of Experience').fill('4')
    await provider.getByLabel('Specialization').selectOption('Electrical')
    await provider.getByRole('group', { name: 'Service Areas' }).getByLabel('Kilimani').check()
    await provider.getByLabel(/I agree to the terms/).check()
    await provider.getByRole('button', { name: 'Submit Application' }).click()
    await expect(toast(provider, 'Application Submitted!')).toBeVisible()
    await expect(provider).toHaveURL('/service-hub?tab=my-services')
    await expect(provider.getByTestId('hub-application').filter({ hasText: business })).toContainText(
      'Pending Review',
    )
  })

  await test.step('before approval the portal is closed to them', async () => {
    await provider.goto('/services-app')
    await expect(heading(provider, 'Service Provider Access Required')).toBeVisible()
  })

  await test.step('the admin approves it in Service Provider Applications', async () => {
    await admin.goto('/admin/service-applications')
    await expect(heading(admin, 'Service Provider Applications')).toBeVisible()
    await admin.getByRole('searchbox', { name: 'Search applications' }).fill(business)
    await expect(admin.getByTestId('application-row').filter({ hasText: business })).toHaveCount(1)
    await admin.getByRole('button', { name: `Actions for ${business}` }).click()
    await admin.getByRole('menu').getByRole('menuitem', { name: 'Approve' }).click()
    await expect(toast(admin, 'Application Approved')).toBeVisible()
  })

  await test.step('the new provider opens the portal', async () => {
    await provider.goto('/services-app')
    await expect(heading(provider, 'Dashboard')).toBeVisible()
    await expect(provider.getByText('Service Provider Access Required')).toHaveCount(0)
    await expectNoSeriousA11yViolations(provider)
  })

  await test.step('another customer finds them in the directory and books them', async () => {
    await customer.goto(`/services?search=${encodeURIComponent(business)}`)
    const card = customer.getByTestId('provider-card').filter({ hasText: business })
    await expect(card).toHaveCount(1)
    await expect(card.getByText('Verified')).toBeVisible()
    await expect(card.getByText('New', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: 'Book Now' }).click()
    const dialog = customer.getByRole('dialog', { name: `Book ${business}` })
    await expect(dialog.getByLabel('Full Name')).toHaveValue(booker.name)
    await dialog.getByLabel('Phone').fill('0722333444')
    await dialog.getByLabel('Address').fill('Lenana Road, Kilimani')
    await dialog.getByLabel('Service Description').fill('Two sockets in the kitchen are dead')
    await dialog.getByRole('button', { name: 'Book Service' }).click()
    await expect(toast(customer, 'Service Booked!')).toBeVisible()
  })

  await test.step('the provider sees the request and accepts it', async () => {
    await provider.goto('/services-app/bookings')
    const booking = provider
      .getByTestId('booking-card')
      .filter({ hasText: 'Two sockets in the kitchen are dead' })
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending')
    await expect(booking).toContainText(booker.name)
    await withLiveChannel(customer, () => customer.goto('/bookings'))
    await booking.getByRole('button', { name: 'Accept', exact: true }).click()
    await expect(toast(provider, 'Booking Updated')).toBeVisible()
    await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed')
  })

  await test.step("the customer's notification arrives and My Bookings shows it confirmed", async () => {
    await expect(toast(customer, 'Booking Confirmed')).toBeVisible()
    const mine = customer.getByTestId('booking-card').filter({ hasText: business })
    await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(mine.getByTestId('booking-notes')).toHaveText('Booking accepted by service provider')
    await customer.goto('/notifications')
    await expect(customer.getByText(`${business} accepted your booking.`)).toBeVisible()
  })

  for (const page of [provider, admin, customer]) await page.context().close()
})
