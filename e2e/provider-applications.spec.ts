import { randomUUID } from 'node:crypto'
import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import {
  demoAccounts,
  newUser,
  signInWithApi,
  signInWithForm,
  signUpWithApi,
  toast,
} from './helpers/accounts'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Service-provider applications (issue 7, spec 001 sections 2, 5, 8 and 9): the hub, the application form
// with a real document upload, and the admin's review. The admin signs in once per worker (sign-in is
// limited per account).

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>

const test = base.extend<{ admin: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
      await signInWithApi(request, demoAccounts.admin)
      await use(await request.storageState())
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  admin: async ({ browser, adminState, viewport }, use) => {
    const context = await browser.newContext({ storageState: adminState, viewport })
    const page = await context.newPage()
    await suppressPopups(page)
    await use(page)
    await context.close()
  },
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const categoryCard = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true })
const originHeaders = () => ({ Origin: process.env.E2E_BASE_URL ?? '' })

/** A small but real PDF (the server reads the first bytes). */
const pdf = (name = 'license.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
})

/** A new person in a browser of their own, signed up and signed in. */
async function newApplicant(browser: Browser, viewport?: { width: number; height: number } | null) {
  const context = await browser.newContext(viewport ? { viewport } : {})
  const page = await context.newPage()
  await suppressPopups(page)
  const user = await signUpWithApi(page.request, newUser('applicant'))
  return { page, user }
}

/** Submits an application through the API (for journeys about what happens after). */
async function applyWithApi(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/provider-applications', {
    headers: originHeaders(),
    data: { terms_accepted: true, business_phone: '254712345678', ...body },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/**
 * axe on the screen itself: waits for the toasts to leave first (sonner's toasts fade in and out, and axe
 * measures the contrast of a half-transparent toast).
 */
async function checkA11y(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)
}

async function noHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** The admin's section, narrowed to one business by the search box. */
async function findApplication(page: Page, businessName: string) {
  await page.goto('/admin')
  const link = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Service Applications', exact: true })
  await link.click()
  await expect(page).toHaveURL('/admin/service-applications')
  await expect(heading(page, 'Service Provider Applications')).toBeVisible()
  await expect(link).toHaveAttribute('aria-current', 'page')
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(businessName)
  await expect(page).toHaveURL(/search=/)
  const row = page.getByTestId('application-row').filter({ hasText: businessName })
  await expect(row).toHaveCount(1)
  return row
}

async function openRowMenu(page: Page, businessName: string) {
  await page.getByRole('button', { name: `Actions for ${businessName}` }).click()
  return page.getByRole('menu')
}

test('a new user applies as a Service Provider with a document; the admin views and approves it', async ({
  browser,
  admin,
}) => {
  test.setTimeout(90_000)
  const { page } = await newApplicant(browser)
  const business = `Amani Plumbing ${randomUUID().slice(0, 8)}`

  await test.step('the hub: every category not applied yet', async () => {
    await page.goto('/service-hub')
    await expect(heading(page, 'Service Provider Hub')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Browse Services' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('group', { name: 'Categories Available' })).toContainText('7')
    await expect(page.getByRole('article')).toHaveCount(7)
    const card = categoryCard(page, 'Service Provider')
    await expect(card.getByText('Not Applied')).toBeVisible()
    await expect(page.getByText('Sign In Required')).toHaveCount(0)
    await checkA11y(page)
    await card.getByRole('link', { name: 'Apply Now' }).click()
  })

  await test.step('the form, with an uploaded document', async () => {
    await expect(page).toHaveURL('/service-provider-registration?category=service_provider')
    await expect(heading(page, 'Apply as Service Provider')).toBeVisible()
    // The category comes from the URL: no selector.
    await expect(page.getByLabel(/Service Category/)).toHaveCount(0)
    await expect(page.getByText('Applications are reviewed within 2-3 business days.')).toBeVisible()
    await expect(page.getByLabel('Business Email')).toHaveValue(/@e2e\.soko\.test$/)
    await page.getByLabel(/Business Name/).fill(business)
    await page.getByLabel(/Business Phone/).fill('254712345678')
    await page.getByLabel('Business Address').fill('Ngong Road 14, Nairobi')
    await page.getByLabel('Years of Experience').fill('6')
    await page.getByLabel('Specialization').selectOption('Plumbing')
    await page.getByRole('group', { name: 'Service Areas' }).getByLabel('Westlands').check()
    await page.getByRole('group', { name: 'Service Areas' }).getByLabel('Karen').check()
    await page.getByLabel('Upload Documents').setInputFiles(pdf())
    const documents = page.getByRole('list', { name: 'Your documents' })
    await expect(documents.getByRole('button', { name: 'Remove license.pdf' })).toBeEnabled()
    await checkA11y(page)
    await page.getByLabel(/I agree to the terms/).check()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(toast(page, 'Application Submitted!')).toBeVisible()
  })

  await test.step('My Services and the hub show it under review', async () => {
    await expect(page).toHaveURL('/service-hub?tab=my-services')
    const application = page.getByTestId('hub-application').filter({ hasText: business })
    await expect(application.getByText('Pending Review')).toBeVisible()
    await expect(application).toContainText('Service Provider')
    await expect(application).toContainText('1 document')
    await checkA11y(page)
    await page.getByRole('tab', { name: 'Browse Services' }).click()
    await expect(page).toHaveURL('/service-hub')
    const card = categoryCard(page, 'Service Provider')
    await expect(card.getByText('Pending Review')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Under Review' })).toBeDisabled()
    await expect(page.getByRole('group', { name: 'Pending Applications' })).toContainText('1')
  })

  await test.step('the admin finds it, views its details and document, and approves it', async () => {
    const row = await findApplication(admin, business)
    await expect(row.getByText('Pending', { exact: true })).toBeVisible()
    await expect(row).toContainText('Service Provider')
    await checkA11y(admin)
    await (await openRowMenu(admin, business)).getByRole('menuitem', { name: 'View Details' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Application Details' })
    await expect(dialog).toContainText(business)
    await expect(dialog).toContainText('Ngong Road 14, Nairobi')
    await expect(dialog).toContainText('Plumbing')
    await expect(dialog).toContainText('6 years')
    await expect(dialog.getByTestId('service-areas')).toContainText('Westlands')
    const download = dialog.getByRole('link', { name: 'Download license.pdf' })
    await expect(download).toHaveAttribute(
      'href',
      /^\/api\/admin\/service-applications\/[\w-]+\/documents\/[\w-]+$/,
    )
    const file = await admin.request.get((await download.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await checkA11y(admin)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)

    await (await openRowMenu(admin, business)).getByRole('menuitem', { name: 'Approve' }).click()
    await expect(toast(admin, 'Application Approved')).toBeVisible()
    await expect(
      toast(admin, 'Application Approved').getByText(
        'Service provider application has been approved successfully.',
      ),
    ).toBeVisible()
    await expect(row.getByText('Approved', { exact: true })).toBeVisible()
    // Approved: only View Details is left.
    const menu = await openRowMenu(admin, business)
    await expect(menu.getByRole('menuitem')).toHaveText(['View Details'])
    await admin.keyboard.press('Escape')
  })

  await test.step("the applicant's card now opens the dashboard", async () => {
    await page.goto('/service-hub')
    const card = categoryCard(page, 'Service Provider')
    await expect(card.getByText('Approved')).toBeVisible()
    await expect(card.getByRole('link', { name: 'Access Dashboard' })).toHaveAttribute(
      'href',
      '/services-dashboard',
    )
    await expect(page.getByRole('group', { name: 'Active Services' })).toContainText('1')
  })
  await page.context().close()
})

test('the admin rejects with a reason; the applicant sees Reapply Now, the reason and a notification', async ({
  browser,
  admin,
}) => {
  test.setTimeout(90_000)
  const { page } = await newApplicant(browser)
  const business = `Haraka Rides ${randomUUID().slice(0, 8)}`
  const reason = 'The driving license number could not be verified.'
  await applyWithApi(page, { service_type: 'driver', business_name: business, license_number: 'DL-4471' })

  await test.step('the applicant waits on the hub, with the live channel open', async () => {
    const ready = page
      .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
      .then((socket) =>
        socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
      )
    await page.goto('/service-hub')
    await ready
    await expect(categoryCard(page, 'Driver').getByRole('button', { name: 'Under Review' })).toBeDisabled()
  })

  await test.step('the admin narrows the list by status and category and rejects', async () => {
    await findApplication(admin, business)
    await admin.getByLabel('Filter by status').selectOption('pending')
    await admin.getByLabel('Filter by category').selectOption('driver')
    await expect(admin).toHaveURL(/status=pending/)
    await expect(admin).toHaveURL(/service_type=driver/)
    const row = admin.getByTestId('application-row').filter({ hasText: business })
    await expect(row).toContainText('Driver')
    await (await openRowMenu(admin, business)).getByRole('menuitem', { name: 'Reject' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Reject Application' })
    await expect(dialog.getByText('Please provide a reason for rejecting this application:')).toBeVisible()
    const confirm = dialog.getByRole('button', { name: 'Reject Application' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Reason for rejection').fill('   ')
    await expect(confirm).toBeDisabled()
    await checkA11y(admin)
    await dialog.getByLabel('Reason for rejection').fill(reason)
    await confirm.click()
    await expect(toast(admin, 'Application Rejected')).toBeVisible()
    await expect(
      toast(admin, 'Application Rejected').getByText('Service provider application has been rejected.'),
    ).toBeVisible()
    await expect(dialog).toHaveCount(0)
    // Still filtered on pending: the rejected application leaves the list.
    await expect(row).toHaveCount(0)
    await admin.getByLabel('Filter by status').selectOption('rejected')
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible()
  })

  await test.step('the applicant: Reapply Now with the reason, in the hub and My Services', async () => {
    // The review arrives as a notification, which refreshes the open hub.
    await expect(toast(page, 'Application Rejected')).toBeVisible()
    const card = categoryCard(page, 'Driver')
    await expect(card.getByText('Rejected')).toBeVisible()
    await expect(card.getByText(`Reason: ${reason}`)).toBeVisible()
    await expect(card.getByRole('link', { name: 'Reapply Now' })).toHaveAttribute(
      'href',
      '/service-provider-registration?category=driver',
    )
    await page.getByRole('tab', { name: 'My Services' }).click()
    await expect(page).toHaveURL('/service-hub?tab=my-services')
    await expect(page.getByTestId('hub-application').filter({ hasText: business })).toContainText(reason)
  })

  await test.step('and a notification that says why', async () => {
    await page.goto('/notifications')
    const notice = page
      .getByRole('main')
      .getByTestId('notification-item')
      .filter({ hasText: 'Application Rejected' })
    await expect(notice).toContainText(business)
    await expect(notice).toContainText(reason)
  })

  await test.step('reapplying opens the form for the category again', async () => {
    await page.goto('/service-hub')
    await categoryCard(page, 'Driver').getByRole('link', { name: 'Reapply Now' }).click()
    await expect(heading(page, 'Apply as Driver')).toBeVisible()
    await expect(page.getByLabel(/License Number/)).toBeVisible()
  })
  await page.context().close()
})

test.describe('signed out', () => {
  test('the hub says Sign In Required; applying sends the visitor to /auth and back', async ({
    page,
    request,
  }) => {
    await suppressPopups(page)
    await page.goto('/service-provider-hub')
    await expect(page).toHaveURL('/service-hub')
    await expect(heading(page, 'Service Provider Hub')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible()
    await expect(page.getByTestId('sign-in-required').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    )
    await expect(page.getByRole('article')).toHaveCount(7)
    await checkA11y(page)

    await page.getByRole('tab', { name: 'My Services' }).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Sign In Required' })).toBeVisible()

    await page.getByRole('tab', { name: 'Browse Services' }).click()
    await categoryCard(page, 'Medical Provider').getByRole('link', { name: 'Apply Now' }).click()
    await expect(page).toHaveURL('/auth')
    await expect(toast(page, 'Authentication Required')).toBeVisible()
    await expect(
      toast(page, 'Authentication Required').getByText('Please sign in to apply as a service provider'),
    ).toBeVisible()

    // Signing in comes back to the form for the same category.
    const user = await signUpWithApi(request, newUser('returning'))
    await signInWithForm(page, user)
    await expect(page).toHaveURL('/service-provider-registration?category=medical_provider')
    await expect(heading(page, 'Apply as Medical Provider')).toBeVisible()
  })

  test('opening the form directly redirects to /auth with the toast', async ({ page }) => {
    await suppressPopups(page)
    await page.goto('/service-provider-registration?category=vendor')
    await expect(page).toHaveURL('/auth')
    await expect(toast(page, 'Authentication Required')).toBeVisible()
  })
})

test('without a category in the URL the form asks for one; blank required fields give Missing Information', async ({
  browser,
}) => {
  const { page } = await newApplicant(browser)
  await page.goto('/service-provider-registration')
  await expect(heading(page, 'Service Provider Application')).toBeVisible()
  await appStarted(page)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(
    toast(page, 'Missing Information').getByText('Please fill in all required fields.'),
  ).toBeVisible()
  await expect(page.getByLabel(/Service Category/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/Service Category/)).toBeFocused()

  // A licensed category also needs its license number.
  await page.getByLabel(/Service Category/).selectOption('insurance_broker')
  await page.getByLabel(/Business Name/).fill('Salama Cover')
  await page.getByLabel(/Business Phone/).fill('254700000001')
  await page.getByLabel(/I agree to the terms/).check()
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('License number is required for this category.')).toBeVisible()
  await expect(page.getByLabel(/License Number/)).toBeFocused()
  await checkA11y(page)

  // A file the server would refuse is refused at once, with the server's words.
  await page.getByLabel('Upload Documents').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(page.getByText('Documents must be PDF, JPEG, PNG or WebP files.')).toBeVisible()
  // An uploaded document can be removed again.
  await page.getByLabel('Upload Documents').setInputFiles(pdf('cover.pdf'))
  const remove = page.getByRole('button', { name: 'Remove cover.pdf' })
  await expect(remove).toBeEnabled()
  await remove.click()
  await expect(page.getByTestId('document')).toHaveCount(0)
  await page.context().close()
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the hub and the form fit the phone', async ({ browser, viewport }) => {
    const { page } = await newApplicant(browser, viewport)
    await page.goto('/service-hub')
    await expect(page.getByRole('article')).toHaveCount(7)
    await noHorizontalOverflow(page)
    await checkA11y(page)
    await page.goto('/service-provider-registration?category=real_estate_agent')
    await expect(heading(page, 'Apply as Real Estate Agent')).toBeVisible()
    // The server renders the form (decision 028); a file chosen before the app has taken over would be lost.
    await appStarted(page)
    await page
      .getByLabel('Upload Documents')
      .setInputFiles(pdf('a-rather-long-file-name-for-a-title-deed-scan.pdf'))
    await expect(page.getByTestId('document')).toContainText('KB')
    await noHorizontalOverflow(page)
    await checkA11y(page)
    await page.context().close()
  })

  test("the admin's applications fit the phone", async ({ admin }) => {
    await admin.goto('/admin/service-applications')
    await expect(heading(admin, 'Service Provider Applications')).toBeVisible()
    await expect(admin.getByTestId('application-row').first()).toBeVisible()
    await noHorizontalOverflow(admin)
    await checkA11y(admin)
  })
})
