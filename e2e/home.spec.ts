import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, searchBox, suppressNewsletter } from './helpers/shell'

const featureCards = [
  { name: 'Shop', href: '/shop' },
  { name: 'Rides', href: '/rides' },
  { name: 'Real Estate', href: '/real-estate' },
  { name: 'Services', href: '/services' },
  { name: 'Events', href: '/events' },
  { name: 'Community', href: '/chat-forums' },
]

async function expectHomePage(page: Page) {
  await expect(page).toHaveTitle("Soko - Africa's Smart Marketplace")
  await expect(page.getByRole('heading', { level: 1, name: "Africa's Smart Marketplace" })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop')
  await expect(page.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute('href', '/service-hub')

  const cards = page.getByRole('region', { name: 'Explore Soko' }).getByRole('link')
  await expect(cards).toHaveCount(6)
  for (const [index, card] of featureCards.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.name)
    await expect(cards.nth(index)).toHaveAttribute('href', card.href)
  }

  await expect(page.getByRole('heading', { name: 'Why Choose Soko?' })).toBeVisible()
  await expect(page.getByText('Pay safely with M-Pesa and PayPal.')).toBeVisible()
  await expect(page.getByText(/^Join thousands of Kenyans/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/auth?mode=signup')
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Soko. All rights reserved.`,
  )
}

test.beforeEach(async ({ page }) => {
  await suppressNewsletter(page)
})

test.describe('home at 1280 px', () => {
  test('shows the hero, the six feature cards, why Soko and the sign-up call, with no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/')
    await expectHomePage(page)
    await expect(searchBox(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('a feature card leads to its section', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Explore Soko' })
      .getByRole('link', { name: /^Rides/ })
      .click()
    await expect(page).toHaveURL(/\/rides$/)
  })
})

test.describe('home at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('lays out in one column without the search box or a horizontal scroll, with no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/')
    await expectHomePage(page)
    await expect(searchBox(page)).toBeHidden()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const cards = page.getByRole('region', { name: 'Explore Soko' }).getByRole('link')
    const first = await cards.nth(0).boundingBox()
    const second = await cards.nth(1).boundingBox()
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('home in the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('keeps every text readable (no serious axe violations)', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: "Africa's Smart Marketplace" })).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(2, 6, 23)')
    await expectNoSeriousA11yViolations(page)
  })
})
