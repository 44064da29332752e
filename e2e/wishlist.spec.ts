import { expect, test, type Page } from '@playwright/test'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import {
  cartButton,
  formatKsh,
  pickProduct,
  pickTwoProducts,
  productCard,
  signUpFreshUser,
  suppressPopups,
  toast,
} from './helpers/shop'

const items = (page: Page) => page.getByTestId('wishlist-item')

async function addToWishlistViaApi(page: Page, productId: string) {
  const response = await page.request.post('/api/wishlist', { data: { product_id: productId } })
  expect(response.status(), await response.text()).toBe(201)
}

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test.describe('wishlist at 1280 px', () => {
  test('signed out, the heart asks to log in and /wishlist goes to /auth', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => item.in_stock, 20)
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`)
    await productCard(page, product.name)
      .getByRole('button', { name: `Add ${product.name} to wishlist` })
      .click()
    await expect(toast(page, 'Please log in to add items to your wishlist.')).toBeVisible()

    await page.goto('/wishlist')
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('the heart adds and removes, and a product already saved elsewhere gives the info toast', async ({
    page,
    request,
  }) => {
    const [saved, elsewhere] = await pickTwoProducts(request, (item) => item.in_stock, 21)
    await signUpFreshUser(page)
    await page.goto(`/shop?search=${encodeURIComponent(saved.name)}`)
    const card = productCard(page, saved.name)
    await card.getByRole('button', { name: `Add ${saved.name} to wishlist` }).click()
    await expect(toast(page, `${saved.name} added to wishlist!`)).toBeVisible()
    await expect(card.getByRole('button', { name: `Remove ${saved.name} from wishlist` })).toBeVisible()

    await card.getByRole('button', { name: `Remove ${saved.name} from wishlist` }).click()
    await expect(toast(page, 'Item removed from wishlist.')).toBeVisible()
    await expect(card.getByRole('button', { name: `Add ${saved.name} to wishlist` })).toBeVisible()

    // Saved from another tab while this page still shows an empty heart: the server says it is a duplicate.
    // The page's own wishlist read must come first, or it would already show the heart filled.
    const wishlistRead = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/wishlist' && response.request().method() === 'GET',
    )
    await page.goto(`/product/${elsewhere.id}`)
    await appStarted(page)
    await wishlistRead
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Add ${elsewhere.name} to wishlist` })
      .first()
    await expect(heart).toBeVisible()
    await addToWishlistViaApi(page, elsewhere.id)
    await heart.click()
    const info = toast(page, `${elsewhere.name} is already in your wishlist!`)
    await expect(info).toBeVisible()
    await expect(info).toHaveAttribute('data-type', 'info')
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: `Remove ${elsewhere.name} from wishlist` })
        .first(),
    ).toBeVisible()
  })

  test('the heart in the quick view saves too', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => item.in_stock, 23)
    await signUpFreshUser(page)
    await page.goto(`/shop?search=${encodeURIComponent(product.name)}`)
    await productCard(page, product.name)
      .getByRole('button', { name: `Quick view of ${product.name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: product.name })
    await dialog.getByRole('button', { name: `Add ${product.name} to wishlist` }).click()
    await expect(toast(page, `${product.name} added to wishlist!`)).toBeVisible()
    await expect(dialog.getByRole('button', { name: `Remove ${product.name} from wishlist` })).toBeVisible()
  })

  test('/wishlist lists the saved products; Move to Cart and Remove empty it to the empty state', async ({
    page,
    request,
  }) => {
    const [moved, removed] = await pickTwoProducts(request, (item) => item.in_stock, 24)
    await signUpFreshUser(page)
    await addToWishlistViaApi(page, moved.id)
    await addToWishlistViaApi(page, removed.id)
    await page.goto('/wishlist')
    await expect(page).toHaveTitle('My Wishlist - Soko')
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible()
    await expect(items(page)).toHaveCount(2)
    const movedItem = items(page).filter({ hasText: moved.name })
    await expect(movedItem.getByRole('link', { name: moved.name })).toHaveAttribute(
      'href',
      `/product/${moved.id}`,
    )
    await expect(movedItem.getByText(formatKsh(moved.price_cents), { exact: true })).toBeVisible()

    await movedItem.getByRole('button', { name: `Move ${moved.name} to cart` }).click()
    await expect(toast(page, 'Item added to cart')).toBeVisible()
    await expect(items(page)).toHaveCount(1)
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')

    await items(page)
      .getByRole('button', { name: `Remove ${removed.name} from wishlist` })
      .click()
    await expect(toast(page, 'Item removed from wishlist.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No items in wishlist' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click()
    await expect(page).toHaveURL('/shop')
  })

  test('failures say what went wrong', async ({ page, request }) => {
    const [product, other] = await pickTwoProducts(request, (item) => item.in_stock, 26)
    await signUpFreshUser(page)
    await addToWishlistViaApi(page, other.id)
    await page.route('**/api/wishlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { error: { code: 'internal', message: 'Database unavailable' } },
          })
        : route.continue(),
    )
    await page.route('**/api/wishlist/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } }),
    )
    await page.goto(`/product/${product.id}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add ${product.name} to wishlist` })
      .first()
      .click()
    await expect(toast(page, 'Failed to add to wishlist: Database unavailable')).toBeVisible()

    await page.goto('/wishlist')
    await items(page)
      .getByRole('button', { name: `Remove ${other.name} from wishlist` })
      .click()
    await expect(toast(page, 'Failed to remove from wishlist: Database unavailable')).toBeVisible()
    await expect(items(page)).toHaveCount(1)

    await page.unrouteAll()
    await page.route('**/api/wishlist', (route) => route.fulfill({ status: 503, body: '' }))
    await page.reload()
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to load wishlist items.')
  })

  test('has no serious axe violations with saved products', async ({ page, request }) => {
    const [one, two] = await pickTwoProducts(request, () => true, 28)
    await signUpFreshUser(page)
    await addToWishlistViaApi(page, one.id)
    await addToWishlistViaApi(page, two.id)
    await page.goto('/wishlist')
    await expect(items(page)).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('wishlist at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('fits the screen and has no serious axe violations', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => item.in_stock, 30)
    await signUpFreshUser(page)
    await addToWishlistViaApi(page, product.id)
    await page.goto('/wishlist')
    await expect(items(page)).toHaveCount(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations(page)
  })
})
