import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import {
  addToServerCart,
  pickProduct,
  signUpFreshUser,
  suppressPopups,
  toast,
  type ApiProduct,
} from './helpers/shop'

// The server runs with a shortened M-Pesa timeout and reconciliation (e2e/global-setup.ts), so the
// silent number 254700000003 times out within a journey instead of after the real 120 s.

const phoneField = (page: Page) => page.getByLabel('M-Pesa phone number')
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay KSh/ })
const mpesaFailure = (page: Page) => page.getByTestId('mpesa-failure')

/** A product with plenty of stock; `index` spreads the journeys running in parallel over the catalogue. */
function plentiful(request: Parameters<typeof pickProduct>[0], index: number) {
  return pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 20, index)
}

/** Signs a fresh user up with one product in the server cart and opens /checkout. */
async function startCheckout(page: Page, product: ApiProduct, quantity = 1) {
  await signUpFreshUser(page, 'Achieng Odhiambo')
  await addToServerCart(page, product.id, quantity)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
}

/** Fills the shipping and contact form and proceeds to the payment step. */
async function proceedToPayment(page: Page) {
  await page.getByLabel('Address').fill('Moi Avenue 12, Imenti House')
  await page.getByLabel('City').fill('Nairobi')
  await page.getByLabel('Phone', { exact: true }).fill('0712345678')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible()
}

async function payWithMpesa(page: Page, phone: string) {
  await phoneField(page).fill(phone)
  await payButton(page).click()
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test.describe('checkout guards', () => {
  test('a signed-out visitor is sent to sign in with the checkout message', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByText('Please log in to proceed to checkout.')).toBeVisible()
  })

  test('an empty cart goes to the shop', async ({ page }) => {
    await signUpFreshUser(page)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('/orders needs an account too', async ({ page }) => {
    await page.goto('/orders')
    await expect(page).toHaveURL(/\/auth$/)
  })
})

test.describe('checkout, stock', () => {
  test('when another buyer takes the last items first, the order fails naming the product', async ({
    page,
    request,
    browser,
  }) => {
    const product = await pickProduct(
      request,
      (item) => item.in_stock && item.stock_quantity >= 3 && item.stock_quantity <= 4,
      1,
    )
    await startCheckout(page, product)

    // Another buyer orders every remaining item (and gives them back at the end).
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    const otherPage = await other.newPage()
    await signUpFreshUser(otherPage, 'Kamau Njoroge')
    await addToServerCart(otherPage, product.id, product.stock_quantity)
    const placed = await otherPage.request.post('/api/orders', {
      data: {
        shipping_address: 'Kenyatta Avenue 1',
        shipping_city: 'Nakuru',
        contact_phone: '0711000000',
        contact_email: 'kamau@example.com',
      },
      headers: { origin: process.env.E2E_BASE_URL!, 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const taken = (await placed.json()) as { id: string }

    try {
      await page.getByLabel('Address').fill('Moi Avenue 12')
      await page.getByLabel('City').fill('Nairobi')
      await page.getByLabel('Phone', { exact: true }).fill('0712345678')
      await page.getByRole('button', { name: 'Proceed to Payment' }).click()
      await expect(toast(page, `Order failed: ${product.name} is out of stock.`)).toBeVisible()
      // The payment step closes: the form is back with what was typed.
      await expect(page.getByLabel('City')).toHaveValue('Nairobi')
      await expect(page.getByRole('heading', { name: 'Payment Method' })).toHaveCount(0)
    } finally {
      await otherPage.request.post(`/api/orders/${taken.id}/cancel`, {
        data: {},
        headers: { origin: process.env.E2E_BASE_URL! },
      })
      await other.close()
    }
  })
})

test.describe('checkout with M-Pesa', () => {
  test('validates the details, places the order, pays with any valid number and lists the paid order', async ({
    page,
    request,
  }) => {
    const product = await plentiful(request, 3)
    await startCheckout(page, product, 2)
    const summary = page.getByRole('region', { name: 'Order Summary' })
    await expect(summary.getByText(product.name)).toBeVisible()

    // The spec's messages, under the fields.
    await page.getByLabel('Email').fill('')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page.getByText('Please fill in all shipping information (address and city).')).toHaveCount(2)
    await expect(page.getByText('Please fill in your contact information (phone and email).')).toHaveCount(2)
    await expect(page.getByLabel('Address')).toBeFocused()
    await page.getByLabel('Email').fill('achieng@example.com')

    await proceedToPayment(page)
    await expect(page.getByRole('radio', { name: 'M-Pesa' })).toBeChecked()
    await expect(page.getByRole('radio', { name: /Stripe/ })).toBeDisabled()
    await expect(page.getByText('Coming Soon')).toBeVisible()
    // Prefilled from the contact phone, shown with spaces.
    await expect(phoneField(page)).toHaveValue('0712 345 678')

    // The phone rules of the spec.
    await phoneField(page).fill('')
    await payButton(page).click()
    await expect(page.getByText('Please enter your phone number')).toBeVisible()
    await phoneField(page).fill('12345')
    await payButton(page).click()
    await expect(
      page.getByText('Invalid phone number format. Please use format: 0712345678 or 254712345678'),
    ).toBeVisible()
    await phoneField(page).fill('+254 712 345 678 99')
    await expect(phoneField(page)).toHaveValue('254 712 345 678')

    await payButton(page).click()
    await expect(toast(page, 'Payment Request Sent')).toBeVisible()
    await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 })
    await expect(page.getByTestId('orders-success')).toHaveText(
      'Payment successful! Your order has been placed.',
    )
    const row = page.getByTestId('order-row').first()
    await expect(row).toContainText(product.name)
    // Order and payment both paid: one badge says it for both (issue 20).
    await expect(row.getByTestId('order-status')).toHaveText('Order and payment status: Paid')
    await expect(row.getByTestId('payment-status')).toHaveCount(0)

    // The order page: lines, payment method, receipt and timeline.
    await row.getByRole('link').click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('order-lines')).toContainText(product.name)
    await expect(page.getByText('M-Pesa', { exact: true })).toBeVisible()
    await expect(page.getByTestId('payment-reference')).toHaveText(/^[A-Z0-9]{10}$/)
    await expect(page.getByTestId('order-timeline')).toContainText('Order placed')
    await expect(page.getByTestId('order-timeline')).toContainText('Payment received')
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

    // The cart was emptied by the payment, and the success message does not come back on reload.
    await page.goto('/orders')
    await expect(page.getByTestId('orders-success')).toHaveCount(0)
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/shop$/)
  })

  test('254700000001 is cancelled on the phone, and Try Again pays the same order', async ({
    page,
    request,
  }) => {
    const product = await plentiful(request, 5)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await payWithMpesa(page, '254700000001')
    await expect(mpesaFailure(page)).toHaveText('Payment was cancelled or failed', { timeout: 20_000 })
    await expect(toast(page, 'Payment Failed')).toBeVisible()

    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(phoneField(page)).toBeFocused()
    await payWithMpesa(page, '0722000111')
    await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 })
    await expect(page.getByTestId('orders-success')).toHaveText(
      'Payment successful! Your order has been placed.',
    )
    await expect(page.getByTestId('order-row')).toHaveCount(1)
  })

  test('254700000002 (insufficient balance) fails', async ({ page, request }) => {
    const product = await plentiful(request, 7)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await payWithMpesa(page, '254700000002')
    await expect(mpesaFailure(page)).toHaveText('Payment was cancelled or failed', { timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeFocused()
  })

  test('254700000003 never answers and times out with the spec text', async ({ page, request }) => {
    test.setTimeout(60_000)
    const product = await plentiful(request, 9)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await payWithMpesa(page, '254700000003')
    await expect(page.getByText('Waiting for your confirmation...')).toBeVisible()
    await expect(mpesaFailure(page)).toHaveText('Payment timeout. Please try again.', { timeout: 45_000 })
  })
})

test.describe('checkout with PayPal', () => {
  test('approving on PayPal captures the payment and shows Payment Successful', async ({ page, request }) => {
    const product = await plentiful(request, 11)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow/)
    const pending = await page.evaluate(() => window.sessionStorage.getItem('soko.pendingPaypalPayment'))
    expect(JSON.parse(pending ?? 'null')).toMatchObject({ orderId: expect.any(String), currency: 'KES' })
    await page.getByRole('button', { name: 'Pay Now' }).click()

    await expect(page).toHaveURL(/\/payment\/success\?token=/)
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await page.getByRole('link', { name: 'View Orders' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    const row = page.getByTestId('order-row').first()
    // Order and payment both paid: one badge says it for both (issue 20).
    await expect(row.getByTestId('order-status')).toHaveText('Order and payment status: Paid')
    await expect(row.getByTestId('payment-status')).toHaveCount(0)
    await row.getByRole('link').click()
    await expect(page.getByText('PayPal', { exact: true })).toBeVisible()
    await expect(page.getByTestId('payment-reference')).not.toBeEmpty()
  })

  test('cancelling on PayPal offers Try Again, which pays the same order', async ({ page, request }) => {
    const product = await plentiful(request, 13)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await page.getByRole('button', { name: 'Cancel and return to Soko' }).click()

    await expect(page).toHaveURL(/\/payment\/cancel/)
    await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await page.getByRole('link', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible()
    await payWithMpesa(page, '0733000222')
    await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 })
    await expect(page.getByTestId('order-row')).toHaveCount(1)
  })

  test('/payment/success without a token says so', async ({ page }) => {
    await signUpFreshUser(page)
    await page.goto('/payment/success')
    await expect(page.getByRole('alert').filter({ hasText: 'Missing PayPal token.' })).toBeVisible()
  })
})

test.describe('orders', () => {
  test('an unpaid order can be cancelled from its page', async ({ page, request }) => {
    const product = await plentiful(request, 15)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await page.goto('/orders')
    const row = page.getByTestId('order-row').first()
    await expect(row.getByTestId('payment-status')).toHaveText('Payment status: Awaiting payment')
    await row.getByRole('link').click()
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expect(toast(page, 'Order cancelled')).toBeVisible()
    await expect(page.getByTestId('order-status').first()).toHaveText('Order status: Cancelled')
    await expect(page.getByTestId('order-timeline')).toContainText('Order cancelled')
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
  })

  test('the profile Orders tab lists the orders', async ({ page, request }) => {
    const product = await plentiful(request, 17)
    await startCheckout(page, product)
    await proceedToPayment(page)
    await page.goto('/profile?tab=orders')
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expect(page.getByTestId('order-row')).toContainText(product.name)
  })

  test('with no orders, /orders says "No orders found"', async ({ page }) => {
    await signUpFreshUser(page)
    await page.goto('/orders')
    await expect(page.getByText('No orders found')).toBeVisible()
  })
})

test.describe('checkout at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the details form, the payment step and the orders list have no serious axe violations', async ({
    page,
    request,
  }) => {
    const product = await plentiful(request, 19)
    await startCheckout(page, product)
    await expectNoSeriousA11yViolations(page)
    await proceedToPayment(page)
    await expectNoSeriousA11yViolations(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.goto('/orders')
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })
})
