import { randomUUID } from 'node:crypto'
import { expect, test as base, type Page } from '@playwright/test'
import { demoAccounts, toast } from './helpers/accounts'
import {
  expectNoHorizontalOverflow,
  ksh,
  pageWithState,
  serviceAccounts,
  signedInState,
  tinyPng,
  type StorageState,
} from './helpers/providers'
import { expectNoSeriousA11yViolations } from './helpers/shell'

// The vendor dashboard (/vendor-dashboard and /vendor, spec 001 section 2) as the demo vendor: its figures,
// its own products (add, edit, delete) and the orders holding them.

interface Overview {
  vendor: { business_name: string }
  stats: {
    products: number
    out_of_stock: number
    low_stock: number
    orders: number
    pending_orders: number
    revenue: number
  }
}

const test = base.extend<{ vendor: Page }, { vendorState: StorageState }>({
  vendorState: [
    async ({ playwright }, use) => use(await signedInState(playwright, serviceAccounts.vendor)),
    { scope: 'worker' },
  ],
  vendor: async ({ browser, vendorState, viewport }, use) => {
    const page = await pageWithState(browser, vendorState, viewport)
    await use(page)
    await page.context().close()
  },
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const stat = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value')
const productCard = (page: Page, name: string) =>
  page.getByTestId('vendor-product').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function overview(page: Page) {
  const response = await page.request.get('/api/vendor/overview')
  expect(response.status()).toBe(200)
  return (await response.json()) as Overview
}

test('a customer sees "Vendor Access Required" with Apply Now to the hub', async ({
  browser,
  playwright,
}) => {
  const page = await pageWithState(browser, await signedInState(playwright, demoAccounts.customer))
  await page.goto('/vendor-dashboard')
  await expect(heading(page, 'Vendor Access Required')).toBeVisible()
  await expect(
    page.getByText('You need an approved vendor account to use the vendor dashboard.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  expect((await page.request.get('/api/vendor/products')).status()).toBe(403)
  await page.getByRole('link', { name: 'Apply Now' }).click()
  await expect(page).toHaveURL('/service-hub')
  await page.context().close()
})

test('a guest is sent to /auth', async ({ page }) => {
  await page.goto('/vendor')
  await expect(page).toHaveURL('/auth')
})

test('the vendor sees its figures and its own products, at /vendor-dashboard and /vendor', async ({
  vendor: page,
}) => {
  await page.goto('/vendor-dashboard')
  await expect(heading(page, 'Vendor Dashboard')).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(stat(page, 'Products')).toBeVisible()
    const { stats } = await overview(page)
    await expect(stat(page, 'Products')).toHaveText(String(stats.products), { timeout: 1000 })
    await expect(stat(page, 'Out of Stock')).toHaveText(String(stats.out_of_stock), { timeout: 1000 })
    await expect(stat(page, 'Low Stock')).toHaveText(String(stats.low_stock), { timeout: 1000 })
    await expect(stat(page, 'Orders')).toHaveText(String(stats.orders), { timeout: 1000 })
    await expect(stat(page, 'Pending Orders')).toHaveText(String(stats.pending_orders), { timeout: 1000 })
    await expect(stat(page, 'Revenue')).toHaveText(ksh(stats.revenue), { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const { vendor } = await overview(page)
  await expect(page.getByText(vendor.business_name, { exact: false }).first()).toBeVisible()

  const response = await page.request.get('/api/vendor/products')
  const { products } = (await response.json()) as { products: { name: string; vendor_name: string | null }[] }
  // The journeys run in parallel as the same vendor: another one adds an "E2E ..." product (newest, so first)
  // after this page has loaded, or deletes it before /vendor loads. The demo vendor's own products stay put.
  const seeded = products.filter((product) => !product.name.startsWith('E2E '))
  expect(seeded.length).toBeGreaterThan(0)
  for (const product of seeded.slice(0, 5))
    await expect(productCard(page, product.name).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/vendor')
  await expect(heading(page, 'Vendor Dashboard')).toBeVisible()
  await expect(productCard(page, seeded[0]!.name).first()).toBeVisible()
})

test('add a product with a picture, change its stock, then delete it', async ({ vendor: page }) => {
  const name = `E2E Kikoi ${randomUUID().slice(0, 8)}`
  await page.goto('/vendor-dashboard')
  await page.getByRole('button', { name: 'Add Product' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Product' })
  await form.getByLabel('Product Name').fill(name)
  await form.getByLabel('Description').fill('Handwoven cotton kikoi from Lamu.')
  await form.getByLabel('Price (KSh)').fill('1499.50')
  await form.getByLabel('Stock Quantity').fill('12')
  await form.getByLabel('Category').selectOption('Clothing')
  await form.getByLabel('Or upload an image').setInputFiles(tinyPng)
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/uploads\/.+\.webp$/)
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Create Product' }).click()
  await expect(toast(page, 'Product created successfully')).toBeVisible()
  await expect(form).toHaveCount(0)

  const card = productCard(page, name)
  await expect(card).toContainText('Clothing')
  await expect(card.getByTestId('product-price')).toHaveText('KSh 1,499.50')
  await expect(card.getByTestId('product-stock')).toHaveText('12 in stock')
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/)

  await card.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Product Name')).toHaveValue(name)
  await edit.getByLabel('Stock Quantity').fill('0')
  await edit.getByLabel('Price (KSh)').fill('1600')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Product updated successfully')).toBeVisible()
  await expect(card.getByTestId('product-stock')).toHaveText('Out of stock')
  await expect(card.getByTestId('product-price')).toHaveText('KSh 1,600')

  await page.reload()
  await expect(productCard(page, name).getByTestId('product-stock')).toHaveText('Out of stock')

  await productCard(page, name).getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete product' })
  await expect(confirm).toContainText('Are you sure you want to delete this product?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Product deleted successfully')).toBeVisible()
  await expect(productCard(page, name)).toHaveCount(0)
})

test('a product without a name or price is not sent', async ({ vendor: page }) => {
  await page.goto('/vendor-dashboard')
  await page.getByRole('button', { name: 'Add Product' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Product' })
  await form.getByRole('button', { name: 'Create Product' }).click()
  await expect(form.getByText('Product name is required')).toBeVisible()
  await expect(form.getByText('Enter a price above 0 with at most 2 decimals')).toBeVisible()
  await expect(form).toBeVisible()
})

test("the Orders tab lists the orders holding the vendor's products", async ({ vendor: page }) => {
  const response = await page.request.get('/api/vendor/orders')
  const { orders } = (await response.json()) as {
    orders: { number: string; vendor_total: number; items: { name: string }[] }[]
  }
  expect(orders.length).toBeGreaterThan(0)
  await page.goto('/vendor-dashboard')
  await page.getByRole('tab', { name: 'Orders' }).click()
  await expect(page).toHaveURL('/vendor-dashboard?tab=orders')
  const first = orders[0]!
  const card = page.getByTestId('vendor-order').filter({ hasText: `Order ${first.number}` })
  await expect(card).toBeVisible()
  await expect(card).toContainText(first.items[0]!.name)
  await expect(card).toContainText(ksh(first.vendor_total))
  await expect(page.getByTestId('vendor-order')).toHaveCount(orders.length)
  await expectNoSeriousA11yViolations(page)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the dashboard, its products and orders fit the width', async ({ vendor: page }) => {
    await page.goto('/vendor-dashboard')
    await expect(page.getByTestId('vendor-product').first()).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Add Product' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Add Product' })).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Orders' }).click()
    await expect(page.getByTestId('vendor-order').first()).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
})
