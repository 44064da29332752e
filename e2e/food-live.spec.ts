import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { signInWithApi } from './helpers/accounts'
import { pageWithState, serviceAccounts, signedInState } from './helpers/providers'
import { signUpFreshUser, suppressPopups } from './helpers/shop'

// Issue 13's whole loop in two browsers: a customer fills a basket and pays with M-Pesa in the simulator; the
// restaurant's owner, in a second browser, accepts the order and moves it on; the customer's order page follows
// each move live, without a reload. The restaurant is the demo vendor's own, open all week, so the journey
// depends on no demo restaurant and on no clock.

const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' }))

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test("the customer's order page follows the kitchen live, from paid to delivered", async ({
  page: customer,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  // The owner's restaurant and menu, through the owner's API.
  const api = await playwright.request.newContext({ baseURL })
  await signInWithApi(api, serviceAccounts.vendor)
  const name = `Live Kibanda ${randomUUID().slice(0, 8)}`
  const created = await api.post('/api/food-dashboard/restaurants', {
    data: {
      name,
      description: 'Pilau and chapati from Gikomba.',
      cuisine_type: 'african',
      address: 'Gikomba, Nairobi',
      phone: '0712 345 678',
      delivery_fee: 0,
      delivery_time_minutes: 30,
      minimum_order: 0,
      is_active: true,
      hours: allWeek,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id: restaurantId } = (await created.json()) as { id: string }
  const dish = await api.post(`/api/food-dashboard/restaurants/${restaurantId}/menu`, {
    data: { name: 'Beef Pilau', description: 'With kachumbari.', category: 'Mains', price: 550 },
  })
  expect(dish.status(), await dish.text()).toBe(201)
  await api.dispose()

  // The customer: basket, checkout, M-Pesa, the order page.
  await signUpFreshUser(customer, 'Otieno Live')
  await customer.goto(`/food?search=${encodeURIComponent(name)}`)
  const card = customer.getByTestId('restaurant-card').filter({ hasText: name })
  await card.getByRole('button', { name: 'View Menu' }).click()
  const menu = customer.getByRole('dialog', { name })
  await menu.getByRole('button', { name: 'Add Beef Pilau' }).click()
  await expect(menu.getByTestId('food-basket-total')).toHaveText('KSh 550')
  await menu.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await customer.getByTestId('food-basket').getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(customer).toHaveURL(/\/food\/checkout$/)
  await customer.getByLabel('Delivery address').fill('Moi Avenue 12, Nairobi')
  await customer.getByLabel('Phone number').fill('0712345678')
  await customer.getByRole('button', { name: 'Place Order' }).click()
  await customer.getByLabel('M-Pesa phone number').fill('0712345678')
  await customer.getByRole('button', { name: /^Pay KSh/ }).click()
  await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const status = customer.getByTestId('food-status')
  await expect(status).toHaveText('Order placed', { timeout: 30_000 })
  // Marks this very page: a reload or a navigation would lose the mark.
  await customer.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'unchanged'
  })

  // The owner, in a second browser.
  const owner: Page = await pageWithState(browser, await signedInState(playwright, serviceAccounts.vendor))
  await owner.goto(`/food-dashboard?restaurant=${restaurantId}`)
  const order = owner.getByTestId('kitchen-order').first()
  await expect(order.getByTestId('kitchen-order-status')).toHaveText('New', { timeout: 20_000 })
  await order.getByLabel('Ready and delivered in (minutes)').fill('40')
  await order.getByRole('button', { name: 'Accept' }).click()
  await expect(status).toHaveText('Accepted')
  await expect(customer.getByTestId('food-estimate')).toContainText('Arrives by')

  await order.getByRole('button', { name: 'Start preparing' }).click()
  await expect(status).toHaveText('Preparing')
  await order.getByRole('button', { name: 'Out for delivery' }).click()
  await expect(status).toHaveText('On the way')
  await order.getByRole('button', { name: 'Delivered' }).click()
  await expect(status).toHaveText('Delivered')

  expect(await customer.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
    'unchanged',
  )
  await owner.context().close()
})
