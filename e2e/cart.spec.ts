import { expect, test, type Page } from '@playwright/test'
import { signInWithForm } from './helpers/accounts'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import {
  addToServerCart,
  cartButton,
  formatKsh,
  password,
  pickProduct,
  pickTwoProducts,
  productCard,
  signOut,
  signUpFreshUser,
  suppressPopups,
  toast,
  type ApiProduct,
} from './helpers/shop'

const lines = (page: Page) => page.getByTestId('cart-line')
const line = (page: Page, name: string) =>
  lines(page).filter({ has: page.getByRole('link', { name, exact: true }) })
const quantityOf = (page: Page, name: string) => page.getByRole('status', { name: `Quantity of ${name}` })

async function addFromShop(page: Page, product: ApiProduct) {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`)
  await productCard(page, product.name)
    .getByRole('button', { name: `Add ${product.name} to cart` })
    .click()
  await expect(toast(page, `${product.name} added to cart!`).last()).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test.describe('cart at 1280 px', () => {
  test('a guest fills a local cart, /cart sends them to sign in, and after sign-in the items are merged', async ({
    page,
    request,
  }) => {
    const [first, second] = await pickTwoProducts(
      request,
      (item) => item.in_stock && item.stock_quantity >= 6,
      10,
    )
    // The account already holds one of the first product.
    const user = await signUpFreshUser(page, 'Otieno Ouma')
    await addToServerCart(page, first.id, 1)
    await signOut(page)

    await addFromShop(page, first)
    await productCard(page, first.name)
      .getByRole('button', { name: `Add ${first.name} to cart` })
      .click()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items')
    await addFromShop(page, second)
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items')
    await expect(cartButton(page)).toHaveText('3')

    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'))
    expect(stored).toEqual([
      {
        id: first.id,
        name: first.name,
        price: first.price,
        quantity: 2,
        image_url: expect.stringMatching(/^\/demo\/products\/.+\.webp$/),
        vendor: first.vendor,
      },
      {
        id: second.id,
        name: second.name,
        price: second.price,
        quantity: 1,
        image_url: expect.stringMatching(/^\/demo\/products\/.+\.webp$/),
        vendor: second.vendor,
      },
    ])

    await cartButton(page).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByText('Please log in to manage your cart.')).toBeVisible()

    // Signing in on the form brings the visitor back to /cart, where both carts are now one.
    await signInWithForm(page, { email: user.email, password })
    await expect(page).toHaveURL('/cart')
    await expect(lines(page)).toHaveCount(2)
    // 1 already in the account + 2 + 1 from the guest cart.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items')
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull()
    await expect(quantityOf(page, first.name)).toHaveText('3')
    await expect(quantityOf(page, second.name)).toHaveText('1')
  })

  test('the merge caps a line at the stock and says so', async ({ page, request }) => {
    const single = await pickProduct(request, (item) => item.in_stock && item.stock_quantity === 1, 2)
    const user = await signUpFreshUser(page, 'Chebet Kiprono')
    await addToServerCart(page, single.id, 1)
    await signOut(page)
    await addFromShop(page, single)

    await page.goto('/auth')
    await signInWithForm(page, { email: user.email, password })
    await expect(toast(page, `Only 1 of ${single.name} left in stock.`)).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull()
  })

  test('plus and minus change the quantity, remove takes a line out, each with its toast, and the summary follows', async ({
    page,
    request,
  }) => {
    const [kept, other] = await pickTwoProducts(
      request,
      (item) => item.in_stock && item.stock_quantity >= 5,
      12,
    )
    await signUpFreshUser(page)
    await addToServerCart(page, kept.id, 1)
    await addToServerCart(page, other.id, 2)
    await page.goto('/cart')
    await expect(page).toHaveTitle('Shopping Cart - Soko')
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByText('3 items', { exact: true })).toBeVisible()

    const row = line(page, kept.name)
    await expect(row.getByText(kept.vendor!, { exact: true })).toBeVisible()
    await expect(row.getByText(formatKsh(kept.price_cents), { exact: true })).toBeVisible()
    await expect(row.locator('img')).toHaveAttribute('width', '96')

    const summary = page.getByRole('region', { name: 'Order Summary' })
    const subtotal = (keptQuantity: number, otherQuantity: number) =>
      formatKsh(kept.price_cents * keptQuantity + other.price_cents * otherQuantity)
    await expect(summary.getByTestId('cart-subtotal')).toHaveText(subtotal(1, 2))
    await expect(summary.getByText('Free', { exact: true })).toBeVisible()
    await expect(summary.getByTestId('cart-total')).toHaveText(subtotal(1, 2))
    await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
    await expect(summary.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop')

    await row.getByRole('button', { name: `Increase quantity of ${kept.name}` }).click()
    await expect(toast(page, `${kept.name} quantity updated to 2.`)).toBeVisible()
    await expect(quantityOf(page, kept.name)).toHaveText('2')
    await expect(summary.getByTestId('cart-total')).toHaveText(subtotal(2, 2))
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items')

    await row.getByRole('button', { name: `Decrease quantity of ${kept.name}` }).click()
    await expect(toast(page, `${kept.name} quantity updated to 1.`)).toBeVisible()
    await expect(quantityOf(page, kept.name)).toHaveText('1')

    await row.getByRole('button', { name: `Remove ${kept.name} from cart` }).click()
    await expect(toast(page, 'Item removed from cart.')).toBeVisible()
    await expect(lines(page)).toHaveCount(1)
    await expect(summary.getByTestId('cart-total')).toHaveText(subtotal(0, 2))
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items')

    // Down to 0 removes the line (spec section 4).
    const last = line(page, other.name)
    await last.getByRole('button', { name: `Decrease quantity of ${other.name}` }).click()
    await expect(quantityOf(page, other.name)).toHaveText('1')
    await last.getByRole('button', { name: `Decrease quantity of ${other.name}` }).click()
    await expect(toast(page, 'Item removed from cart')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName('Cart')
    await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).click()
    await expect(page).toHaveURL('/shop')
  })

  test('plus stops at the stock with a clear message', async ({ page, request }) => {
    const scarce = await pickProduct(
      request,
      (item) => item.in_stock && item.stock_quantity >= 2 && item.stock_quantity <= 4,
      14,
    )
    await signUpFreshUser(page)
    await addToServerCart(page, scarce.id, scarce.stock_quantity)
    await page.goto('/cart')
    await expect(quantityOf(page, scarce.name)).toHaveText(String(scarce.stock_quantity))
    await expect(page.getByRole('button', { name: `Increase quantity of ${scarce.name}` })).toBeDisabled()
    await expect(page.getByText(`Only ${scarce.stock_quantity} in stock.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Decrease quantity of ${scarce.name}` })).toBeEnabled()
  })

  test('Clear Cart empties it with "Cart cleared"', async ({ page, request }) => {
    const [one, two] = await pickTwoProducts(request, (item) => item.in_stock, 15)
    await signUpFreshUser(page)
    await addToServerCart(page, one.id)
    await addToServerCart(page, two.id)
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(toast(page, 'Cart cleared')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  })

  test('a guest cannot add more than the stock: "Only N of <name> left in stock."', async ({
    page,
    request,
  }) => {
    const single = await pickProduct(request, (item) => item.in_stock && item.stock_quantity === 1)
    await addFromShop(page, single)
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
    await productCard(page, single.name)
      .getByRole('button', { name: `Add ${single.name} to cart` })
      .click()
    await expect(toast(page, `Only 1 of ${single.name} left in stock.`)).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
  })

  test('a signed-in user adding beyond the stock gets the server refusal', async ({ page, request }) => {
    const single = await pickProduct(request, (item) => item.in_stock && item.stock_quantity === 1, 1)
    await signUpFreshUser(page)
    await addFromShop(page, single)
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
    await productCard(page, single.name)
      .getByRole('button', { name: `Add ${single.name} to cart` })
      .click()
    await expect(toast(page, `Only 1 of ${single.name} left in stock.`)).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')
  })

  test('the badge counts quantities and caps at 99+', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'p-1',
            name: 'Unga wa Ugali 2kg',
            price: 210,
            quantity: 100,
            image_url: null,
            vendor: 'Soko',
          },
          { id: 'p-2', name: 'Royco Mchuzi Mix', price: 60, quantity: 20, image_url: null, vendor: 'Soko' },
        ]),
      )
    })
    await page.goto('/')
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 120 items')
    await expect(cartButton(page)).toHaveText('99+')
  })

  test('has no serious axe violations with items in the cart', async ({ page, request }) => {
    const one = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 2, 17)
    await signUpFreshUser(page)
    await addToServerCart(page, one.id, one.stock_quantity)
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('cart at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('fits the screen and has no serious axe violations', async ({ page, request }) => {
    const one = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 2, 18)
    await signUpFreshUser(page)
    await addToServerCart(page, one.id, 2)
    await page.goto('/cart')
    await expect(lines(page)).toHaveCount(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations(page)
  })
})
