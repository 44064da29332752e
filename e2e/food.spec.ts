import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInWithApi } from './helpers/accounts'
import { serviceAccounts } from './helpers/providers'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { signUpFreshUser, suppressPopups } from './helpers/shop'

// The customer side of food delivery (issue 13, spec 001 sections 2, 5, 8 and 9): filtering /food, a menu, the
// one-restaurant basket on /cart, /food/checkout and M-Pesa in the simulator, the live order page; a closed
// restaurant and an order below the minimum. Each test makes its own restaurant as the demo vendor, so it
// depends on no demo restaurant's name nor on the clock (open all week).

interface Dish {
  name: string
  price: number
  category: string
}
interface Made {
  id: string
  name: string
}

const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' }))

/** A restaurant of the demo vendor (an approved vendor) with its dishes, through the owner's API. */
async function makeRestaurant(
  request: APIRequestContext,
  {
    cuisine = 'grill',
    isActive = true,
    minimum = 0,
    fee = 100,
    dishes = [{ name: 'Nyama Choma', price: 450, category: 'Grill' }],
  }: { cuisine?: string; isActive?: boolean; minimum?: number; fee?: number; dishes?: Dish[] } = {},
): Promise<Made> {
  await signInWithApi(request, serviceAccounts.vendor)
  const name = `Kibanda ${randomUUID().slice(0, 8)}`
  const created = await request.post('/api/food-dashboard/restaurants', {
    data: {
      name,
      description: 'Charcoal grill on Luthuli Avenue.',
      cuisine_type: cuisine,
      address: 'Luthuli Avenue, Nairobi',
      phone: '0712 345 678',
      delivery_fee: fee,
      delivery_time_minutes: 25,
      minimum_order: minimum,
      is_active: isActive,
      hours: allWeek,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  for (const dish of dishes) {
    const added = await request.post(`/api/food-dashboard/restaurants/${id}/menu`, {
      data: { ...dish, description: 'Fresh today.', is_available: true },
    })
    expect(added.status(), await added.text()).toBe(201)
  }
  return { id, name }
}

const cards = (page: Page) => page.getByTestId('restaurant-card')

async function openFoodFor(page: Page, name: string) {
  await page.goto(`/food?search=${encodeURIComponent(name)}`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText(name)
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a visitor filters restaurants in the URL and opens a menu', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000)
  const owner = await playwright.request.newContext({ baseURL })
  const restaurant = await makeRestaurant(owner, { cuisine: 'seafood' })
  await owner.dispose()

  await page.goto('/food')
  await expect(page.getByRole('heading', { level: 1, name: 'Food Delivery' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search restaurants' })).toHaveAttribute(
    'placeholder',
    'Search restaurants or cuisines...',
  )
  await expect(cards(page).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Cuisine').selectOption({ label: 'Seafood' })
  await expect(page).toHaveURL(/[?&]cuisine=seafood/)
  await page.getByRole('searchbox', { name: 'Search restaurants' }).fill(restaurant.name)
  await expect(page).toHaveURL(new RegExp(`search=${restaurant.name.replace(' ', '(\\+|%20)')}`))
  await expect(cards(page)).toHaveCount(1)
  const card = cards(page).first()
  await expect(card).toContainText(restaurant.name)
  await expect(card).toContainText('Seafood')
  await expect(card.getByTestId('restaurant-open')).toHaveText('Open Now')
  await expect(card.getByTestId('restaurant-time')).toHaveText('25-40 min')
  await expect(card.getByRole('link', { name: `Call ${restaurant.name}` })).toHaveAttribute(
    'href',
    'tel:0712345678',
  )

  await card.getByRole('button', { name: 'View Menu' }).click()
  const dialog = page.getByRole('dialog', { name: restaurant.name })
  await expect(dialog.getByRole('heading', { name: 'Grill' })).toBeVisible()
  await expect(dialog.getByText('Nyama Choma')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByText('Please add items to your cart')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Clear All Filters' }).first().click()
  await expect(page).toHaveURL(/\/food$/)
})

test('a customer fills a basket, sees it on the cart, checks out and pays with M-Pesa', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const owner = await playwright.request.newContext({ baseURL })
  const restaurant = await makeRestaurant(owner, {
    minimum: 500,
    dishes: [
      { name: 'Nyama Choma', price: 450, category: 'Grill' },
      { name: 'Kachumbari', price: 100, category: 'Sides' },
    ],
  })
  await owner.dispose()

  await signUpFreshUser(page, 'Achieng Odhiambo')
  await openFoodFor(page, restaurant.name)
  await cards(page).first().getByRole('button', { name: 'View Menu' }).click()
  const dialog = page.getByRole('dialog', { name: restaurant.name })
  await dialog.getByRole('button', { name: 'Add Nyama Choma' }).click()
  await expect(dialog.getByTestId('food-minimum-missing')).toHaveText(
    'The minimum order here is KSh 500. Add KSh 50 more to check out.',
  )
  await dialog.getByRole('button', { name: 'Add Kachumbari' }).click()
  await dialog.getByRole('button', { name: 'One more Kachumbari' }).click()
  await expect(dialog.getByTestId('food-basket-total')).toHaveText('KSh 750')
  await dialog.getByRole('button', { name: 'Proceed to Checkout' }).click()

  await expect(page).toHaveURL(/\/cart$/)
  const basket = page.getByTestId('food-basket')
  await expect(basket).toContainText(`Food order from ${restaurant.name}`)
  await expect(basket.getByTestId('food-basket-line')).toHaveCount(2)
  await expect(basket.getByTestId('food-basket-total')).toHaveText('KSh 750')
  // The shop's empty cart does not hide it.
  await expect(page.getByText('Your cart is empty')).toBeVisible()
  await basket.getByRole('link', { name: 'Proceed to Checkout' }).click()

  await expect(page).toHaveURL(/\/food\/checkout$/)
  await page.getByLabel('Delivery address').fill('Kenyatta Avenue 1, Nairobi')
  await page.getByLabel('Phone number').fill('0712345678')
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('heading', { name: /^Payment/ })).toBeVisible()
  await expect(page.getByTestId('payment-amount')).toHaveText('KSh 750')
  await page.getByLabel('M-Pesa phone number').fill('0712345678')
  await page.getByRole('button', { name: /^Pay KSh/ }).click()

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const tracker = page.getByTestId('food-tracker')
  await expect(tracker.getByTestId('food-status')).toHaveText('Order placed', { timeout: 20_000 })
  await expect(tracker).toContainText(restaurant.name)
})

test("a closed restaurant's menu cannot be opened nor ordered from", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await playwright.request.newContext({ baseURL })
  const restaurant = await makeRestaurant(owner, { isActive: false })
  const menu = (await (await owner.get(`/api/restaurants/${restaurant.id}`)).json()) as {
    menu: { id: string }[]
  }
  await owner.dispose()

  await openFoodFor(page, restaurant.name)
  const card = cards(page).first()
  await expect(card.getByTestId('restaurant-closed')).toContainText('Closed')
  await expect(card.getByRole('button', { name: 'View Menu' })).toBeDisabled()

  await signUpFreshUser(page)
  const refused = await page.request.post('/api/food/orders', {
    data: {
      restaurant_id: restaurant.id,
      items: [{ menu_item_id: menu.menu[0]!.id, quantity: 1 }],
      delivery_address: 'Kenyatta Avenue 1',
      contact_phone: '0712345678',
      contact_email: 'achieng@example.com',
    },
  })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: { code: 'food.restaurant_closed' } })
})

test('an order below the minimum is refused with a clear message', async ({ page, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL })
  const restaurant = await makeRestaurant(owner, {
    minimum: 1000,
    dishes: [{ name: 'Mandazi', price: 300, category: 'Snacks' }],
  })
  await owner.dispose()

  await signUpFreshUser(page)
  await openFoodFor(page, restaurant.name)
  await cards(page).first().getByRole('button', { name: 'View Menu' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Add Mandazi' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByTestId('food-basket').getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Delivery address').fill('Kenyatta Avenue 1, Nairobi')
  await page.getByLabel('Phone number').fill('0712345678')
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByTestId('food-checkout-error')).toHaveText(
    'The minimum order here is KSh 1,000. Add KSh 700 more to check out.',
  )
  await expect(page).toHaveURL(/\/food\/checkout$/)
})
