import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { signUpWithApi } from './helpers/accounts'
import { addToServerCart, pickProduct, suppressPopups } from './helpers/shop'

// Each screen names its tab (issue 20): a title per route, the data's own where it has one (a product's name,
// an order's reference, a provider's name), in the reader's language.

const sw = JSON.parse(readFileSync('apps/web/src/locales/sw.json', 'utf8')) as {
  common: { tagline: string }
  shop: { title: string }
  cart: { title: string }
  orders: { orderNumber: string }
  vendorDashboard: { title: string }
}

/** Places an unpaid order for one product from the signed-in page's cart; returns its reference. */
async function placeOrder(page: Page, productId: string) {
  await addToServerCart(page, productId, 1)
  const response = await page.request.post('/api/orders', {
    headers: { Origin: process.env.E2E_BASE_URL ?? '', 'Idempotency-Key': randomUUID() },
    data: {
      shipping_address: 'Moi Avenue 12',
      shipping_city: 'Nairobi',
      contact_phone: '0712345678',
      contact_email: 'buyer@example.com',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; reference: string }
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('each screen sets its own title, from the route or from its data', async ({ page, request }) => {
  const product = await pickProduct(request, (candidate) => candidate.in_stock, 3)
  await signUpWithApi(page.request)
  const order = await placeOrder(page, product.id)
  const { providers } = (await (await request.get('/api/services?search=Otieno')).json()) as {
    providers: { id: string; business_name: string }[]
  }
  const fundi = providers[0]!

  await page.goto('/')
  await expect(page).toHaveTitle("Soko - Africa's Smart Marketplace")
  // Moving through the app by its links, as a reader does: the title follows.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Shop' }).click()
  await expect(page).toHaveTitle('Shop - Soko')
  await page.goto(`/products/${product.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(`${product.name} - Soko`)
  await page.goto('/orders')
  await expect(page).toHaveTitle('My Orders - Soko')
  await page.getByRole('link', { name: `View details of order ${order.reference}` }).click()
  await expect(page).toHaveTitle(`Order ${order.reference} - Soko`)
  await page.goto(`/services/${fundi.id}`)
  await expect(page).toHaveTitle(`${fundi.business_name} - Soko`)
  await page.goto('/vendor-dashboard')
  await expect(page).toHaveTitle('Vendor Dashboard - Soko')
  await page.goto('/services-app')
  await expect(page).toHaveTitle('Provider Portal - Soko')
  await page.goto('/settings')
  await expect(page).toHaveTitle('Settings - Soko')
  await page.goto('/no-such-page')
  await expect(page).toHaveTitle('Page not found - Soko')
})

test('titles are in Kiswahili for a Kiswahili reader', async ({ page, request }) => {
  const product = await pickProduct(request, (candidate) => candidate.in_stock, 4)
  await page.addInitScript(() => window.localStorage.setItem('soko.language', 'sw'))
  await signUpWithApi(page.request)
  const order = await placeOrder(page, product.id)

  await page.goto('/')
  await expect(page).toHaveTitle(`Soko - ${sw.common.tagline}`)
  await page.goto('/shop')
  await expect(page).toHaveTitle(`${sw.shop.title} - Soko`)
  await page.goto('/cart')
  await expect(page).toHaveTitle(`${sw.cart.title} - Soko`)
  await page.goto(`/orders/${order.id}`)
  await expect(page).toHaveTitle(`${sw.orders.orderNumber.replace('{{number}}', order.reference)} - Soko`)
  await page.goto('/vendor-dashboard')
  await expect(page).toHaveTitle(`${sw.vendorDashboard.title} - Soko`)
})
