import { expect, test, type Locator } from '@playwright/test'
import { productCards, suppressPopups } from './helpers/shop'

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

/** The first `count` pictures once loaded: the address the browser took from the srcset, and natural width. */
async function loaded(images: Locator, count: number) {
  await expect
    .poll(
      () =>
        images.evaluateAll(
          (list, n) => (list as HTMLImageElement[]).slice(0, n).every((image) => image.complete),
          count,
        ),
      // The first pictures of a fresh server are drawn from disk while other journeys run: allow time.
      { timeout: 15_000 },
    )
    .toBe(true)
  return images.evaluateAll(
    (list, n) =>
      (list as HTMLImageElement[]).slice(0, n).map((image) => ({
        src: new URL(image.currentSrc).pathname,
        srcset: image.srcset,
        width: image.naturalWidth,
      })),
    count,
  )
}

test('the shop’s first row shows drawn pictures of what each product is, in the width the card needs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/shop')
  await expect(productCards(page).first()).toBeVisible()
  const pictures = await loaded(productCards(page).locator('img'), 4)
  expect(pictures).toHaveLength(4)
  for (const picture of pictures) {
    expect(picture.srcset).toMatch(/^\/demo\/products\/[a-z0-9-]+-240\.webp 240w, \S+-480\.webp 480w$/)
    expect(picture.src).toMatch(/^\/demo\/products\/[a-z0-9-]+-(240|480)\.webp$/)
    expect(picture.width).toBeGreaterThan(0)
  }
})

test('the services directory shows each provider’s trade on their banner', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/services')
  const cards = page.getByTestId('provider-card')
  await expect(cards.first()).toBeVisible({ timeout: 15_000 })
  const banners = await loaded(cards.locator('img'), 2)
  expect(banners).toHaveLength(2)
  for (const banner of banners) {
    expect(banner.src).toMatch(/^\/demo\/providers\/[a-z-]+-(360|720)\.webp$/)
    expect(banner.width).toBeGreaterThan(0)
  }
  await expect(cards.first().getByTestId('banner-placeholder')).toHaveCount(0)
})
