import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import {
  cartButton,
  formatKsh,
  listProducts,
  pickProduct,
  productCards,
  signUpFreshUser,
  suppressPopups,
  toast,
  type ApiProduct,
} from './helpers/shop'

interface ProductDetail {
  product: ApiProduct & { images: string[] }
  related: ApiProduct[]
}

async function productDetail(page: Page, id: string) {
  const response = await page.request.get(`/api/products/${id}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as ProductDetail
}

const reviews = (page: Page) => page.getByTestId('review')

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test.describe('product page at 1280 px', () => {
  test('shows the gallery, name, price, vendor, rating, stock, description, breadcrumbs and related products', async ({
    page,
    request,
  }) => {
    const picked = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 4, 1)
    const { product, related } = await productDetail(page, picked.id)
    await page.goto(`/product/${product.id}`)
    await expect(page).toHaveTitle(`${product.name} - Soko`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByTestId('product-page-price')).toHaveText(formatKsh(product.price_cents))
    await expect(page.getByText(`by ${product.vendor}`)).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByRole('img', { name: /^Rated/ })
        .first(),
    ).toBeVisible()
    await expect(page.getByText(`In Stock (${product.stock_quantity} available)`)).toBeVisible()
    await expect(page.getByText(product.description)).toBeVisible()

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem').filter({ hasText: /./ })).toHaveText([
      'Home',
      'Shop',
      product.category,
      product.name,
    ])
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop')
    await expect(crumbs.getByRole('link', { name: product.category })).toHaveAttribute(
      'href',
      `/shop?category=${encodeURIComponent(product.category)}`,
    )
    await expect(crumbs.getByText(product.name)).toHaveAttribute('aria-current', 'page')

    // The gallery: the main picture and one thumbnail per image.
    const main = page.getByRole('img', { name: product.name, exact: true })
    await expect(main).toHaveAttribute('src', product.images[0]!)
    if (product.images.length > 1) {
      await page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }).click()
      await expect(main).toHaveAttribute('src', product.images[1]!)
      await expect(
        page.getByRole('button', { name: `Show image 2 of ${product.images.length}` }),
      ).toHaveAttribute('aria-pressed', 'true')
    }

    const relatedSection = page.getByRole('region', { name: 'Related Products' })
    await expect(relatedSection.getByTestId('product-card')).toHaveCount(related.length)
    expect(related.length).toBeGreaterThan(0)
    for (const item of related) expect(item.category).toBe(product.category)
    await relatedSection.getByRole('link', { name: related[0]!.name }).click()
    await expect(page).toHaveURL(`/product/${related[0]!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: related[0]!.name })).toBeVisible()
  })

  test('/products/{id} shows the same page; the quantity picker stops at the stock; Add to Cart adds that many', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(
      request,
      (item) => item.in_stock && item.stock_quantity >= 2 && item.stock_quantity <= 6,
      2,
    )
    await page.goto(`/products/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await expect(quantity).toHaveValue('1')
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    const plus = page.getByRole('button', { name: 'Increase quantity' })
    for (let count = 1; count < product.stock_quantity; count++) await plus.click()
    await expect(quantity).toHaveValue(String(product.stock_quantity))
    await expect(plus).toBeDisabled()
    await expect(page.getByText(`Only ${product.stock_quantity} available.`)).toBeVisible()
    await quantity.fill('999')
    await expect(quantity).toHaveValue(String(product.stock_quantity))
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    const wanted = product.stock_quantity - 1

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, `${product.name} added to cart!`)).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${wanted} ${wanted === 1 ? 'item' : 'items'}`)
    await expect(quantity).toHaveValue('1')
  })

  test('an out-of-stock product says so and cannot be added', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => !item.in_stock, 1)
    await page.goto(`/product/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0)
  })

  test('an unknown product shows a not-found state with a link to the shop', async ({ page }) => {
    await page.goto('/product/01a2017c-0000-7000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Shop' }).click()
    await expect(page).toHaveURL('/shop')
    await expect(productCards(page).first()).toBeVisible()
  })

  test('Share uses the Web Share API where there is one', async ({ page, request }) => {
    const [product] = (await listProducts(request, { limit: 1 })).items
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
        },
      })
    })
    await page.goto(`/product/${product!.id}`)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: product!.name, url: new URL(`/product/${product!.id}`, page.url()).href })
  })

  test('Share copies the link where the Web Share API is missing', async ({ page, context, request }) => {
    const [product] = (await listProducts(request, { limit: 1 })).items
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
    })
    await page.goto(`/product/${product!.id}`)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(toast(page, 'Product link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/product/${product!.id}`, page.url()).href,
    )
  })

  test('signed out, the reviews invite to sign in', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => item.total_reviews > 0, 4)
    await page.goto(`/product/${product.id}`)
    const section = page.getByRole('region', { name: 'Customer Reviews' })
    await expect(section.getByText('Sign in to write a review.')).toBeVisible()
    await expect(section.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
    await expect(section.getByTestId('review').first()).toBeVisible()
    await expect(section.getByRole('radio')).toHaveCount(0)
  })

  test('a signed-in user writes, edits and deletes a review, and the rating follows', async ({
    page,
    request,
  }) => {
    const user = await signUpFreshUser(page, 'Njeri Kamau')
    const product = await pickProduct(request, (item) => item.total_reviews === 0, 5)
    await page.goto(`/product/${product.id}`)
    const section = page.getByRole('region', { name: 'Customer Reviews' })
    await expect(section.getByText('No reviews yet. Be the first to review this product.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Write a Review' })).toBeVisible()

    // A rating is required.
    await section.getByRole('button', { name: 'Submit Review' }).click()
    await expect(section.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars.')

    await section.getByRole('radio', { name: '4 stars' }).check()
    await section.getByLabel('Your review (optional)').fill('Good value, delivered to Kisumu in two days.')
    await section.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Thank you for your review!')).toBeVisible()
    const mine = reviews(page).filter({ hasText: user.name })
    await expect(mine).toContainText('Good value, delivered to Kisumu in two days.')
    await expect(mine.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible()
    await expect(mine).toContainText(`${user.name} (you)`)
    await expect(mine.getByText('Verified purchase')).toHaveCount(0)
    await expect(page.getByTestId('reviews-summary')).toContainText('4.0 out of 5 · 1 review')
    // The product's own rating and count, at the top of the page, follow too.
    const productRating = page.getByTestId('product-rating')
    await expect(productRating.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible()
    await expect(productRating).toContainText('(1)')

    await section.getByRole('button', { name: 'Edit Review' }).click()
    await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await section.getByRole('radio', { name: '2 stars' }).check()
    await section.getByLabel('Your review (optional)').fill('Stopped working after a week.')
    await section.getByRole('button', { name: 'Update Review' }).click()
    await expect(toast(page, 'Your review has been updated.')).toBeVisible()
    await expect(mine).toContainText('Stopped working after a week.')
    await expect(mine.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeVisible()
    await expect(reviews(page).filter({ hasText: user.name })).toHaveCount(1)

    await section.getByRole('button', { name: 'Delete Review' }).click()
    await expect(toast(page, 'Your review has been deleted.')).toBeVisible()
    await expect(mine).toHaveCount(0)
    await expect(section.getByText('No reviews yet. Be the first to review this product.')).toBeVisible()
    await expect(productRating).toContainText('(0)')
  })

  test('has no serious axe violations, signed in with the review form', async ({ page, request }) => {
    await signUpFreshUser(page)
    const product = await pickProduct(request, (item) => item.in_stock && item.total_reviews > 0, 6)
    await page.goto(`/product/${product.id}`)
    await expect(page.getByRole('heading', { level: 3, name: 'Write a Review' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Related Products' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('product page at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('stacks without a horizontal scroll and has no serious axe violations', async ({ page, request }) => {
    const product = await pickProduct(request, (item) => item.in_stock, 7)
    await page.goto(`/product/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Customer Reviews' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations(page)
  })
})
