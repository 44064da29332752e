import { randomUUID } from 'node:crypto'
import { expect, test as base, type Page } from '@playwright/test'
import { demoAccounts, toast } from './helpers/accounts'
import {
  openAllDay,
  ownerRestaurants,
  placePaidFoodOrder,
  publicRestaurantStatus,
  type OwnerRestaurantApi,
} from './helpers/food-kitchen'
import {
  expectNoHorizontalOverflow,
  pageWithState,
  serviceAccounts,
  signedInState,
  tinyPng,
  type StorageState,
} from './helpers/providers'
import { expectNoSeriousA11yViolations } from './helpers/shell'

// The restaurant's side of food delivery (issue 13): /food-dashboard as the demo owner (the live kitchen, the
// menu, the open/closed switch) and the admin's /admin/restaurants. The owner's journeys share one restaurant,
// so they run one after another; demo accounts sign in once per worker (sign-in is limited per account).

const test = base.extend<
  { owner: Page; admin: Page },
  { ownerState: StorageState; adminState: StorageState }
>({
  ownerState: [
    async ({ playwright }, use) => use(await signedInState(playwright, serviceAccounts.restaurant)),
    { scope: 'worker' },
  ],
  adminState: [
    async ({ playwright }, use) => use(await signedInState(playwright, demoAccounts.admin)),
    { scope: 'worker' },
  ],
  owner: async ({ browser, ownerState, viewport }, use) => {
    const page = await pageWithState(browser, ownerState, viewport)
    await use(page)
    await page.context().close()
  },
  admin: async ({ browser, adminState, viewport }, use) => {
    const page = await pageWithState(browser, adminState, viewport)
    await use(page)
    await page.context().close()
  },
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const orderCard = (page: Page, reference: string) =>
  page
    .getByTestId('kitchen-order')
    .filter({ has: page.getByRole('heading', { name: `Order ${reference}`, exact: true }) })
const kitchenTab = (page: Page) => page.getByRole('tab', { name: /^Kitchen/ })

/** The owner's first restaurant (the demo's "Mama Ngina Kitchen"), open all day so orders can come in. */
async function openRestaurant(page: Page): Promise<OwnerRestaurantApi> {
  const [restaurant] = await ownerRestaurants(page.request)
  expect(restaurant, 'the demo owner has a restaurant').toBeDefined()
  return openAllDay(page.request, restaurant!.id)
}

test('a guest is sent to /auth', async ({ page }) => {
  await page.goto('/food-dashboard')
  await expect(page).toHaveURL('/auth')
})

test('a customer opening /food-dashboard is refused, with the way to the Service Provider Hub', async ({
  browser,
  playwright,
}) => {
  const page = await pageWithState(browser, await signedInState(playwright, demoAccounts.customer))
  await page.goto('/food-dashboard')
  await expect(heading(page, 'Restaurant Access Required')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the Service Provider Hub' })).toHaveAttribute(
    'href',
    '/service-hub',
  )
  await expect(page.getByRole('tab', { name: /^Kitchen/ })).toHaveCount(0)
  const api = await page.request.get('/api/food-dashboard/restaurants')
  expect(api.status()).toBe(403)
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe('food.not_restaurant_owner')
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test.describe('the owner', () => {
  test.describe.configure({ mode: 'serial' })

  test('accepts the waiting paid order with an estimate and moves it on to delivered', async ({
    owner: page,
  }) => {
    test.setTimeout(60_000)
    await page.goto('/food-dashboard')
    await expect(heading(page, 'My Restaurant')).toBeVisible()
    await expect(kitchenTab(page)).toHaveAttribute('aria-selected', 'true')
    const waiting = page
      .getByTestId('kitchen-order')
      .filter({ has: page.getByTestId('kitchen-order-status').getByText('New', { exact: true }) })
    await expect(waiting.first()).toBeVisible()
    await expect(page.getByTestId('kitchen-badge')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const reference = (await waiting.first().getByRole('heading', { level: 3 }).textContent())!.replace(
      'Order ',
      '',
    )
    const card = orderCard(page, reference)
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
    await card.getByLabel('Ready and delivered in (minutes)').fill('2')
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(card.getByRole('alert')).toHaveText('Please give an estimate from 5 to 180 minutes.')
    await card.getByLabel('Ready and delivered in (minutes)').fill('35')
    await card.getByRole('button', { name: 'Accept' }).click()
    await expect(toast(page, `Order ${reference} accepted`)).toBeVisible()
    await expect(card.getByTestId('kitchen-order-status')).toHaveText('Accepted')
    await expect(card).toContainText('Estimate: 35 min')

    await card.getByRole('button', { name: 'Start preparing' }).click()
    await expect(card.getByTestId('kitchen-order-status')).toHaveText('Preparing')
    // The keyboard moves it on too.
    await card.getByRole('button', { name: 'Out for delivery' }).focus()
    await page.keyboard.press('Enter')
    await expect(card.getByTestId('kitchen-order-status')).toHaveText('On the way')
    await card.getByRole('button', { name: 'Delivered' }).click()
    await expect(card).toHaveCount(0)

    await page.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(page).toHaveURL(/view=done/)
    await expect(orderCard(page, reference).getByTestId('kitchen-order-status')).toHaveText('Delivered')
  })

  test('sees a new paid order arrive without a reload, with a beep and the badge counting up', async ({
    owner: page,
    playwright,
  }) => {
    test.setTimeout(60_000)
    // Counts the tones the kitchen starts (the beep is made with the Web Audio API).
    await page.addInitScript(() => {
      const counted = window as unknown as { beeps: number }
      counted.beeps = 0
      const start = OscillatorNode.prototype.start
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        counted.beeps += 1
        return start.apply(this, args)
      }
    })
    const restaurant = await openRestaurant(page)
    await page.goto('/food-dashboard')
    await expect(heading(page, 'My Restaurant')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Kitchen', level: 2 })).toBeVisible()
    // Browsers let a page sound only after the reader has interacted with it.
    await kitchenTab(page).click()
    const before = await page
      .getByTestId('kitchen-order')
      .filter({ has: page.getByText('New', { exact: true }) })
      .count()

    const { reference } = await placePaidFoodOrder(playwright, restaurant.id)
    const card = orderCard(page, reference)
    await expect(card).toBeVisible({ timeout: 30_000 })
    await expect(card.getByTestId('kitchen-order-status')).toHaveText('New')
    await expect(card).toContainText('E2E: gate B')
    await expect(page.getByTestId('kitchen-badge')).toHaveText(String(before + 1))
    await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) New order`))
    // The server's notice of the new order shows too (its notification on the live channel).
    await expect(toast(page, `New paid order ${reference}`)).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beeps: number }).beeps))
      .toBeGreaterThan(0)

    // Muted, the next one comes in silently.
    await page.getByRole('button', { name: 'Mute new-order sound' }).click()
    await expect(page.getByRole('button', { name: 'Mute new-order sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const beeps = await page.evaluate(() => (window as unknown as { beeps: number }).beeps)
    const second = await placePaidFoodOrder(playwright, restaurant.id)
    await expect(orderCard(page, second.reference)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('kitchen-badge')).toHaveText(String(before + 2))
    expect(await page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBe(beeps)
  })

  test('adds a dish with a picture, marks one unavailable and deletes it', async ({ owner: page }) => {
    test.setTimeout(60_000)
    const [restaurant] = await ownerRestaurants(page.request)
    const name = `E2E Githeri ${randomUUID().slice(0, 6)}`
    await page.goto('/food-dashboard?tab=menu')
    await expect(page.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible()
    await expect(page.getByTestId('menu-dish').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Add Dish' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add Dish' })
    await form.getByRole('button', { name: 'Add Dish' }).click()
    await expect(form.getByText("Please enter the dish's name (at least 2 letters).")).toBeVisible()
    await form.getByLabel('Dish name').fill(name)
    await form.getByLabel('Description').fill('Maize and beans with a little avocado.')
    await form.getByLabel('Category').fill('Mains')
    await form.getByLabel('Price (KSh)').fill('350')
    await form.getByLabel('Portions left today').fill('12')
    await form.getByLabel('Picture', { exact: true }).setInputFiles(tinyPng)
    await expect(form.getByRole('img', { name: 'Picture preview' })).toBeVisible()
    await form.getByRole('button', { name: 'Add Dish' }).click()
    await expect(form).toHaveCount(0)
    await expect(toast(page, `${name} added to the menu`)).toBeVisible()

    const dish = page
      .getByTestId('menu-dish')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(dish).toContainText('KSh 350')
    await expect(dish).toContainText('12 portions left')
    await expect(dish.locator('img')).toHaveAttribute('src', /.+/)
    await expect(dish.getByTestId('product-placeholder')).toHaveCount(0)

    const onMenu = async () => {
      const response = await page.request.get(`/api/restaurants/${restaurant!.id}`)
      const { menu } = (await response.json()) as { menu: { name: string }[] }
      return menu.some((item) => item.name === name)
    }
    await expect.poll(onMenu).toBe(true)
    await dish.getByRole('switch').click()
    await expect(dish).toHaveAttribute('data-available', 'false')
    await expect(dish).toContainText('Unavailable')
    await expect.poll(onMenu).toBe(false)

    await dish.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this dish?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(dish).toHaveCount(0)
  })

  test('switches the restaurant closed and open again', async ({ owner: page }) => {
    const restaurant = await openRestaurant(page)
    await page.goto('/food-dashboard?tab=restaurant')
    await expect(page.getByRole('heading', { name: 'Restaurant', level: 2 })).toBeVisible()
    await expect(page.getByText('Orders today')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const header = page.getByTestId('open-switch').first()
    await expect(header.getByTestId('open-state')).toHaveText('Open now: customers can order.')

    await header.getByRole('switch', { name: 'Open for orders' }).click()
    await expect(header.getByTestId('open-state')).toHaveText('Closed: switched off.')
    await expect(toast(page, 'Your restaurant is closed')).toBeVisible()
    const closed = await page.request.get(`/api/restaurants/${restaurant.id}`)
    expect(((await closed.json()) as { is_open: boolean }).is_open).toBe(false)

    await header.getByRole('switch', { name: 'Open for orders' }).click()
    await expect(header.getByTestId('open-state')).toHaveText('Open now: customers can order.')
    const open = await page.request.get(`/api/restaurants/${restaurant.id}`)
    expect(((await open.json()) as { is_open: boolean }).is_open).toBe(true)
  })

  test('saves the weekly hours, one day running past midnight', async ({ owner: page }) => {
    await openRestaurant(page)
    await page.goto('/food-dashboard?tab=restaurant')
    await page.getByLabel('Friday opens at').fill('18:00')
    await page.getByLabel('Friday closes at').fill('02:00')
    await expect(page.getByText('Closes 02:00 the next day')).toBeVisible()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Restaurant saved')).toBeVisible()
    const [restaurant] = await ownerRestaurants(page.request)
    expect((restaurant as unknown as { hours: { day: number; closes: string }[] }).hours).toContainEqual(
      expect.objectContaining({ day: 5, closes: '02:00' }),
    )
    await openRestaurant(page)
  })

  test('fits a 360 px phone', async ({ browser, ownerState }) => {
    const page = await pageWithState(browser, ownerState, { width: 360, height: 740 })
    for (const tab of ['', '?tab=menu', '?tab=restaurant']) {
      await page.goto(`/food-dashboard${tab}`)
      await expect(heading(page, 'My Restaurant')).toBeVisible()
      await expect(page.getByRole('tabpanel').locator('.animate-pulse')).toHaveCount(0)
      await expectNoHorizontalOverflow(page)
    }
    await page.context().close()
  })
})

test('the admin suspends a restaurant, which leaves the food list, and restores it', async ({
  admin: page,
}) => {
  await page.goto('/admin/restaurants')
  await expect(heading(page, 'Restaurants')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page')
  await expectNoSeriousA11yViolations(page)
  // Another vendor's restaurant, so the owner's journeys keep theirs.
  const response = await page.request.get('/api/admin/restaurants')
  expect(response.status()).toBe(200)
  const { restaurants } = (await response.json()) as {
    restaurants: {
      id: string
      name: string
      is_suspended: boolean
      is_open: boolean
      owner: { email: string | null }
    }[]
  }
  const others = restaurants.filter(
    (restaurant) => !restaurant.is_suspended && restaurant.owner.email !== serviceAccounts.restaurant.email,
  )
  const target = others.find((restaurant) => !restaurant.is_open) ?? others[0]
  expect(target, 'another vendor has a restaurant').toBeDefined()
  const row = page.getByTestId('admin-restaurant-row').filter({ hasText: target!.name })

  await row.getByRole('button', { name: `Suspend ${target!.name}` }).click()
  const suspend = page.getByRole('alertdialog', { name: 'Suspend this restaurant?' })
  await suspend.getByRole('button', { name: 'Suspend' }).click()
  await expect(toast(page, `${target!.name} suspended`)).toBeVisible()
  await expect(row.getByTestId('admin-restaurant-status')).toHaveText('Suspended')
  expect(await publicRestaurantStatus(page.request, target!.id)).toBe(404)

  await row.getByRole('button', { name: `Restore ${target!.name}` }).click()
  const restore = page.getByRole('alertdialog', { name: 'Restore this restaurant?' })
  await restore.getByRole('button', { name: 'Restore' }).click()
  await expect(toast(page, `${target!.name} restored`)).toBeVisible()
  await expect(row.getByTestId('admin-restaurant-status')).not.toHaveText('Suspended')
  expect(await publicRestaurantStatus(page.request, target!.id)).toBe(200)
})
