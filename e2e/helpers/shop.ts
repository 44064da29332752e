import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const password = 'kahawa-chungu-42'

/** Keeps both timed pop-ups (newsletter, adverts) out of a journey's way. */
export async function suppressPopups(page: Page) {
  await page.addInitScript(() => {
    const now = String(Date.now())
    window.localStorage.setItem('soko.newsletterLastShown', now)
    window.localStorage.setItem('soko.advertLastShown', now)
  })
}

function baseUrl() {
  const url = process.env.E2E_BASE_URL
  if (!url) throw new Error('E2E_BASE_URL is not set (e2e/global-setup.ts sets it)')
  return url
}

export interface TestUser {
  email: string
  name: string
}

/**
 * Signs a fresh user up through the API; the session cookie lands in the page's browser context, so the
 * next page load is signed in. Every test gets its own user: the e2e database is shared by all workers.
 */
export async function signUpFreshUser(page: Page, name = 'Amani Wekesa'): Promise<TestUser> {
  const email = `shop-${randomUUID()}@example.com`
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name, termsAccepted: true },
    headers: { origin: baseUrl() },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return { email, name }
}

export async function signOut(page: Page) {
  const response = await page.request.post('/api/auth/sign-out', {
    data: {},
    headers: { origin: baseUrl() },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

export interface ApiProduct {
  id: string
  name: string
  price: number
  price_cents: number
  category: string
  vendor: string | null
  in_stock: boolean
  stock_quantity: number
  rating: number
  total_reviews: number
  description: string
}

interface ProductPage {
  items: ApiProduct[]
  total: number
  next_cursor: string | null
}

/** One page of the catalogue as the API gives it, to compare the screens with. */
export async function listProducts(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  const response = await request.get(`/api/products?${params}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as ProductPage
}

/** Every product of the demo catalogue (304 of them), page by page. */
export async function allProducts(request: APIRequestContext) {
  const products: ApiProduct[] = []
  let cursor: string | null = null
  do {
    const page: ProductPage = await listProducts(request, {
      limit: 60,
      sort: 'name',
      ...(cursor ? { cursor } : {}),
    })
    products.push(...page.items)
    cursor = page.next_cursor
  } while (cursor)
  return products
}

/** A product matching `predicate`, picked by `index` so that tests in parallel can use different ones. */
export async function pickProduct(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
  index = 0,
) {
  const matches = (await allProducts(request)).filter(predicate)
  const product = matches[index % matches.length]
  if (!product) throw new Error('No demo product matches')
  return product
}

/** Two different products matching `predicate`, starting at `offset`. */
export async function pickTwoProducts(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
  offset = 0,
): Promise<[ApiProduct, ApiProduct]> {
  const matches = (await allProducts(request)).filter(predicate)
  const first = matches[offset % matches.length]
  const second = matches[(offset + 1) % matches.length]
  if (!first || !second || first.id === second.id) throw new Error('Not enough demo products match')
  return [first, second]
}

/** Puts a product in the signed-in user's server cart through the API. */
export async function addToServerCart(page: Page, productId: string, quantity = 1) {
  const response = await page.request.post('/api/cart/items', { data: { product_id: productId, quantity } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Toasts (sonner) with exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(text, { exact: true }) })
}

/** The header's cart button. */
export function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ })
}

/** The shop's product cards. */
export function productCards(page: Page) {
  return page.getByTestId('product-card')
}

export function productCard(page: Page, name: string) {
  return productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
}

/** "KSh 1,250" as a number of shillings. */
export function shillings(text: string) {
  return Number(text.replace(/[^0-9.]/g, ''))
}

export function formatKsh(cents: number) {
  const shillingsValue = cents / 100
  const whole = Number.isInteger(shillingsValue)
  return `KSh ${shillingsValue.toLocaleString('en-KE', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
