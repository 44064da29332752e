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
import { appStarted, expectNoSeriousA11yViolations, withLiveChannel } from './helpers/shell'
import { addToServerCart, pickProduct, suppressPopups } from './helpers/shop'

// The admin panel (issue 6, spec 001 sections 2, 6 and 8), as the demo admin. The admin signs in once per
// worker: sign-in is limited to 10 attempts per account in 15 minutes, and every journey needs the admin.

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
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

function originHeaders() {
  return { Origin: process.env.E2E_BASE_URL ?? '' }
}

/** A second browser (another person) signed in as `user`. */
async function signedInPage(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await suppressPopups(page)
  await signInWithApi(page.request, user)
  return page
}

/** Places an unpaid order for one product from the signed-in page's cart; returns it as the API does. */
async function placeOrder(page: Page, productId: string) {
  await addToServerCart(page, productId, 1)
  const response = await page.request.post('/api/orders', {
    headers: { ...originHeaders(), 'Idempotency-Key': randomUUID() },
    data: {
      shipping_address: 'Moi Avenue 12',
      shipping_city: 'Nairobi',
      contact_phone: '0712345678',
      contact_email: 'buyer@example.com',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; reference: string; total_amount: number }
}

test.describe('access', () => {
  test('a guest is sent to /auth and comes back to /admin after signing in', async ({ page }) => {
    await suppressPopups(page)
    await page.goto('/admin')
    await expect(page).toHaveURL('/auth')
    await signInWithForm(page, demoAccounts.admin)
    await expect(page).toHaveURL('/admin')
    await expect(heading(page, 'Dashboard Overview')).toBeVisible()
  })

  test('a customer sees Access Denied with Go Back', async ({ browser }) => {
    const page = await signedInPage(browser, demoAccounts.customer)
    await page.goto('/shop')
    await page.goto('/admin/orders')
    await expect(heading(page, 'Access Denied')).toBeVisible()
    await expect(
      page.getByText(
        "You don't have permission to access the admin panel. Please contact an administrator if you believe this is an error.",
      ),
    ).toBeVisible()
    await expect(adminNav(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL('/shop')
    await page.context().close()
  })

  test("the server refuses a customer's admin calls", async ({ request }) => {
    await signUpWithApi(request, newUser('not-admin'))
    expect((await request.get('/api/admin/stats')).status()).toBe(403)
  })
})

test.describe('dashboard and sections', () => {
  test('the dashboard shows the real figures, cards that lead to every section, and is axe clean', async ({
    admin: page,
  }) => {
    await page.goto('/admin/dashboard')
    await expect(heading(page, 'Dashboard Overview')).toBeVisible()
    await expect(page.getByText('Welcome to your admin dashboard')).toBeVisible()

    const stats = (await (await page.request.get('/api/admin/stats')).json()) as { total_users: number }
    const cards = {
      'Total Users': '/admin/users',
      'Total Orders': '/admin/orders',
      Products: '/admin/products',
      'Active Vendors': '/admin/vendors',
      Drivers: '/admin/drivers',
      Properties: '/admin/properties',
      'Job Postings': '/admin/jobs',
      'Total Revenue': '/admin/analytics',
    }
    const main = page.getByRole('main')
    const figures = main.getByRole('region', { name: 'Dashboard Overview' })
    for (const [label, href] of Object.entries(cards)) {
      await expect(figures.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', href)
    }
    // New users sign up all the time in parallel journeys: at least the figure read before.
    const usersText = await figures
      .getByRole('link', { name: /^Total Users/ })
      .getByTestId('stat-value')
      .innerText()
    expect(Number(usersText.replace(/\D/g, ''))).toBeGreaterThanOrEqual(stats.total_users)
    await expect(page.getByRole('heading', { name: 'Additional Metrics' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
    await expect(
      page.getByTestId('revenue-chart').or(page.getByText('No revenue in this period.')),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await figures.getByRole('link', { name: /^Total Revenue/ }).click()
    await expect(heading(page, 'Analytics')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Orders by status' })).toBeVisible()
  })

  test('the section nav reaches every section with its spec title', async ({ admin: page }) => {
    test.slow() // eleven screens, each loading its own code
    await page.goto('/admin')
    await expect(heading(page, 'Dashboard Overview')).toBeVisible()
    const sections = {
      Analytics: 'Analytics',
      Vendors: 'Vendor Management',
      Products: 'Product Management',
      Orders: 'Order Management',
      Users: 'Users Management',
      Drivers: 'Driver Management',
      Properties: 'Property Management',
      'Job Postings': 'Job Postings',
      Community: 'Community',
      'Audit Log': 'Audit Log',
      Dashboard: 'Dashboard Overview',
    }
    for (const [link, title] of Object.entries(sections)) {
      await adminNav(page).getByRole('link', { name: link, exact: true }).click()
      await expect(heading(page, title)).toBeVisible()
      await expect(adminNav(page).getByRole('link', { name: link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
  })

  test('drivers, properties and jobs list their real rows or say they are empty', async ({ admin: page }) => {
    for (const [path, api, empty] of [
      ['/admin/drivers', '/api/admin/drivers', 'No drivers yet'],
      // The properties list asks a page of 30 at a time ("Load more" for the rest).
      ['/admin/properties', '/api/admin/properties?limit=30', 'No properties yet'],
      ['/admin/jobs', '/api/admin/jobs', 'No job postings yet'],
    ] as const) {
      const { items, total } = (await (await page.request.get(api)).json()) as {
        items: unknown[]
        total: number
      }
      await page.goto(path)
      // The first table: on /admin/jobs the employers' table follows it.
      const rows = page
        .getByRole('region', { name: /scrolls sideways/ })
        .first()
        .getByRole('row')
      if (total === 0) await expect(page.getByText(empty)).toBeVisible()
      // Each page shows the rows its API gives (the newest; a search, a filter or "Load more" finds the others).
      else await expect(rows).toHaveCount(items.length + 1)
    }
  })
})

test.describe('vendors', () => {
  test('adds, views, edits, approves and deletes a vendor', async ({ admin: page }) => {
    const name = `E2E Traders ${randomUUID().slice(0, 6)}`
    await page.goto('/admin/vendors')
    await expect(heading(page, 'Vendor Management')).toBeVisible()

    // Add Vendor: the business name is required.
    await page.getByRole('button', { name: 'Add Vendor' }).click()
    const form = page.getByRole('dialog', { name: 'Add Vendor' })
    await form.getByRole('button', { name: 'Create Vendor' }).click()
    await expect(form.getByText('Business name is required')).toBeVisible()
    await form.getByLabel('Business Name').fill(name)
    await form.getByLabel('Business Description').fill('Solar lamps and radios')
    await form.getByLabel('Business Email').fill(`${name.replace(/\W/g, '').toLowerCase()}@example.com`)
    await form.getByLabel('Business Phone').fill('0712345678')
    await form.getByRole('button', { name: 'Create Vendor' }).click()
    await expect(toast(page, 'Vendor created successfully')).toBeVisible()
    await expect(form).toBeHidden()

    await page.getByRole('searchbox').fill(name)
    const row = page.getByTestId('vendor-row').filter({ hasText: name })
    await expect(page.getByTestId('vendor-row')).toHaveCount(1)
    await expect(row).toContainText('Solar lamps and radios')

    // Edit, then put it back to pending so it can be approved from the list.
    await row.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Vendor' })
    await edit.getByLabel('Business Description').fill('Solar lamps, radios and phones')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Vendor updated successfully')).toBeVisible()
    await expect(row).toContainText('Solar lamps, radios and phones')

    const { vendors } = (await (
      await page.request.get(`/api/admin/vendors?search=${encodeURIComponent(name)}`)
    ).json()) as { vendors: { id: string }[] }
    const patched = await page.request.patch(`/api/admin/vendors/${vendors[0]!.id}`, {
      headers: originHeaders(),
      data: { verification_status: 'pending' },
    })
    expect(patched.ok(), await patched.text()).toBe(true)
    await withLiveChannel(page, () => page.reload())
    await expect(row.getByTestId('vendor-status')).toHaveText('Pending')

    await row.getByRole('button', { name: `Approve ${name}` }).click()
    await expect(toast(page, 'Vendor status updated successfully')).toBeVisible()
    // The live notice of the approval, while the admin area is open.
    await expect(toast(page, `Vendor "${name}" has been approved!`)).toBeVisible({ timeout: 10_000 })
    await expect(row.getByTestId('vendor-status')).toHaveText('Approved')
    await expect(row.getByRole('button', { name: `Approve ${name}` })).toHaveCount(0)

    await row.getByRole('button', { name: `View ${name}` }).click()
    const details = page.getByRole('dialog', { name })
    await expect(details).toContainText('Solar lamps, radios and phones')
    await details.getByRole('button', { name: 'Close' }).click()

    await row.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Are you sure you want to delete this vendor?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Vendor deleted successfully')).toBeVisible()
    await expect(page.getByText('No vendors match your search criteria.')).toBeVisible()
  })
})

test.describe('products', () => {
  test('adds a product (with the live notice), edits it and deletes it', async ({ admin: page }) => {
    const name = `E2E Solar Lamp ${randomUUID().slice(0, 6)}`
    await withLiveChannel(page, () => page.goto('/admin/products'))
    await expect(heading(page, 'Product Management')).toBeVisible()
    await appStarted(page)

    // The demo catalogue's 300 products come 30 at a time (all at once blocked a phone for 2.9 s).
    const rows = page.getByTestId('product-row')
    await expect(rows).toHaveCount(30)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(rows).toHaveCount(60)
    await expect(page.getByRole('button', { name: 'Load more' })).toBeEnabled()

    await page.getByRole('button', { name: 'Add Product' }).click()
    const form = page.getByRole('dialog', { name: 'Add New Product' })
    await form.getByRole('button', { name: 'Create Product' }).click()
    await expect(form.getByText('Product name is required')).toBeVisible()
    await form.getByLabel('Product Name').fill(name)
    await form.getByLabel('Description').fill('Charges in a day of sun')
    await form.getByLabel('Price (KSh)').fill('1499.50')
    await form.getByLabel('Stock Quantity').fill('0')
    await form.getByLabel('Category').selectOption('Electronics')
    // The vendor select lists the active, approved vendors (the demo catalogue has some).
    await expect(form.getByLabel('Vendor').locator('option')).not.toHaveCount(1)
    await form.getByLabel('Vendor').selectOption({ index: 1 })
    // A picture by upload: the server stores it and the form fills the Image URL in.
    await form.getByLabel('Or upload an image').setInputFiles({
      name: 'lamp.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    })
    await expect(form.getByLabel('Image URL')).toHaveValue(/^\/uploads\/products\/.+\.webp$/)
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await form.getByRole('button', { name: 'Create Product' }).click()
    await expect(toast(page, 'Product created successfully')).toBeVisible()
    await expect(toast(page, `New product added: ${name}`)).toBeVisible({ timeout: 10_000 })

    await page.getByRole('searchbox').fill(name)
    const row = page.getByTestId('product-row').filter({ hasText: name })
    await expect(page.getByTestId('product-row')).toHaveCount(1)
    await expect(row).toContainText('Electronics')
    await expect(row).toContainText('KSh 1,499.50')
    await expect(row.getByTestId('stock-badge')).toHaveText('0 in stock')
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/products\//)
    await expect(row).toContainText('0.0')

    await row.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await expect(edit.getByLabel('Product Name')).toHaveValue(name)
    await edit.getByLabel('Stock Quantity').fill('12')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Product updated successfully')).toBeVisible()
    await expect(row.getByTestId('stock-badge')).toHaveText('12 in stock')

    await row.getByRole('button', { name: `View ${name}` }).click()
    await expect(page.getByRole('dialog', { name })).toContainText('Charges in a day of sun')
    await page.keyboard.press('Escape')

    await row.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText('Are you sure you want to delete this product?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Product deleted successfully')).toBeVisible()
    await expect(page.getByText('No products match your search criteria.')).toBeVisible()
  })
})

test.describe('orders', () => {
  test('a new order shows on the open dashboard; changing its status notifies the customer', async ({
    admin: page,
    browser,
    request,
  }) => {
    await withLiveChannel(page, () => page.goto('/admin/dashboard'))
    await expect(heading(page, 'Dashboard Overview')).toBeVisible()

    const customer = await signedInPage(browser, demoAccounts.customer)
    await withLiveChannel(customer, () => customer.goto('/profile'))
    const product = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 20, 23)
    const order = await placeOrder(customer, product.id)
    const amount = order.total_amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })
    await expect(toast(page, `New order received: KSh ${amount}`)).toBeVisible({ timeout: 10_000 })

    // People read references aloud: the search takes one typed in lower case without dashes.
    await page.goto(`/admin/orders?search=${order.reference.replaceAll('-', '').toLowerCase()}`)
    await expect(heading(page, 'Order Management')).toBeVisible()
    for (const card of ['Total Orders', 'Pending', 'Completed', 'Revenue'])
      await expect(page.getByRole('main').getByText(card, { exact: true }).first()).toBeVisible()
    const number = order.reference
    const row = page.getByTestId('order-row').filter({ hasText: number })
    await expect(row).toContainText('wanjiku@soko.demo')

    await row.getByRole('button', { name: `Details of order ${number}` }).click()
    const details = page.getByRole('dialog', { name: 'Order Details' })
    await expect(details).toContainText(order.id)
    await expect(details).toContainText('Moi Avenue 12')
    await expect(details).not.toContainText('Discount')
    await page.keyboard.press('Escape')

    await row.getByRole('combobox', { name: `Status of order ${number}` }).selectOption('processing')
    await expect(toast(page, 'Order Updated')).toContainText('Order status has been updated successfully.')
    await expect(row.getByRole('combobox')).toHaveValue('processing')

    // The customer's open page hears of it.
    await expect(customer.locator('[data-sonner-toast]').first()).toBeVisible({ timeout: 10_000 })
    await customer.goto(`/orders/${order.id}`)
    await expect(customer.getByTestId('order-status').first()).toHaveText('Order status: Processing')
    await customer.context().close()
  })
})

test.describe('users', () => {
  test('changes a role, and a suspended user cannot sign in', async ({ admin: page, request, browser }) => {
    const user = await signUpWithApi(request, newUser('admin-target'))
    await page.goto('/admin/users')
    await expect(heading(page, 'Users Management')).toBeVisible()
    await page.getByRole('searchbox').fill(user.email)
    const row = page.getByTestId('user-row').filter({ hasText: user.email })
    await expect(page.getByTestId('user-row')).toHaveCount(1)
    await expect(row.getByTestId('user-status')).toHaveText('Active')
    await expect(row.getByTestId('user-role')).toHaveText('Customer')

    await row.getByRole('button', { name: `Change role of ${user.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Update User Role' })
    await dialog.getByRole('button', { name: 'Vendor' }).click()
    await expect(toast(page, 'User role updated successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row.getByTestId('user-role')).toHaveText('Vendor')

    await row.getByRole('button', { name: `Suspend ${user.name}` }).click()
    await expect(row.getByTestId('user-status')).toHaveText('Suspended')

    const other = await browser.newContext()
    const signIn = await other.newPage()
    await suppressPopups(signIn)
    await signIn.goto('/auth')
    await signInWithForm(signIn, user)
    await expect(
      signIn.getByText('Your account has been suspended. Please contact support.').first(),
    ).toBeVisible()
    await other.close()

    await row.getByRole('button', { name: `Reactivate ${user.name}` }).click()
    await expect(row.getByTestId('user-status')).toHaveText('Active')

    await row.getByRole('button', { name: `Delete ${user.name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' })
    await expect(confirm).toContainText(
      'Are you sure you want to delete this user? This action cannot be undone and will remove all associated data.',
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'User deleted successfully')).toBeVisible()
    await expect(page.getByText('No users match your search criteria.')).toBeVisible()
  })

  test("the admin's own row has no actions", async ({ admin: page }) => {
    await page.goto('/admin/users?search=admin%40soko.demo')
    const row = page.getByTestId('user-row').filter({ hasText: 'admin@soko.demo' })
    await expect(row).toContainText('(you)')
    await expect(row.getByRole('button')).toHaveCount(0)
  })
})

test.describe('audit log', () => {
  test('lists admin changes and filters them', async ({ admin: page }) => {
    await page.goto('/admin/audit')
    await expect(heading(page, 'Audit Log')).toBeVisible()
    await page.getByLabel('Entity type').selectOption('user')
    await expect(page).toHaveURL(/entity_type=user/)
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeEnabled()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('admin at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the orders section fits the phone: the table scrolls inside its card', async ({ admin: page }) => {
    await page.goto('/admin/orders')
    await expect(heading(page, 'Order Management')).toBeVisible()
    await expect(adminNav(page).getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'Order Management (scrolls sideways)' })
        .or(page.getByTestId('admin-empty')),
    ).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    await expectNoSeriousA11yViolations(page)
  })
})
