import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import { addToServerCart, pickProduct, signUpFreshUser, suppressPopups } from './helpers/shop'

// Issue 18, "Installable and light" (docs/decisions/017-service-worker.md). Every other journey blocks the
// service worker (playwright.config.ts); these allow it.
test.use({ serviceWorkers: 'allow' })

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

/** Waits until the service worker controls the page (it claims open pages once active). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test.describe('installable app', () => {
  test('the page names a manifest with Soko, its colours and 192, 512 and maskable icons, and registers the worker', async ({
    page,
  }) => {
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const response = await page.request.get(href!)
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      icons: { src: string; sizes: string; purpose?: string }[]
    }
    expect(manifest.short_name).toBe('Soko')
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe('#166534')
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of manifest.icons) {
      const picture = await page.request.get(icon.src)
      expect(picture.headers()['content-type']).toBe('image/png')
    }

    await waitForServiceWorker(page)
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    )
    expect(new URL(scriptUrl!).pathname).toBe('/sw.js')
  })
})

test.describe('offline', () => {
  test('a reload while offline shows the shell, the offline banner and the last shop seen, marked as saved', async ({
    page,
    context,
  }) => {
    await page.goto('/shop')
    await waitForServiceWorker(page)
    // The first load ran before the worker; this one goes through it and leaves the reads in its cache.
    await page.reload()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    // The server renders the first screen before the app runs; the app then keeps the page's first shop as
    // the saved read of its API address.
    await appStarted(page)
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('soko-api')).keys()).length))
      .toBeGreaterThan(0)
    const firstName = await page.getByTestId('product-card').first().getByRole('heading').first().innerText()
    await expect(page.getByTestId('saved-data')).toHaveCount(0)

    // Hours later: the browser's HTTP cache (the catalogue may be kept 30 s) has nothing fresh left.
    const devtools = await context.newCDPSession(page)
    await devtools.send('Network.clearBrowserCache')
    await devtools.detach()
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByText("You're currently offline. Some features may not be available."),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(firstName).first()).toBeVisible()
    await expect(page.getByTestId('saved-data')).toContainText(/Showing saved data from \d{2}:\d{2}/)
    await expectNoSeriousA11yViolations(page)

    // Back online, a fresh read clears the notice.
    await context.setOffline(false)
    await page.reload()
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await appStarted(page)
    await expect(page.getByTestId('saved-data')).toHaveCount(0)
  })
})

type Tree = { readonly [key: string]: string | Tree } | readonly (string | Tree)[]

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') texts.set(path, value)
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text)
  }
  return texts
}

/**
 * The English texts a Swahili page must not show: those whose Swahili differs, cut at their placeholders into
 * the literal parts, keeping parts of two words or more (a single word such as "Free" can be a product's).
 */
function englishOnlyTexts() {
  const swahili = flatten(sw)
  const parts = new Set<string>()
  for (const [key, text] of flatten(en)) {
    if (swahili.get(key) === text) continue
    for (const part of text.split(/\{\{[^}]+\}\}/)) {
      const trimmed = part.trim().replace(/^[\s.,:;!?()-]+|[\s.,:;!?()-]+$/g, '')
      if (trimmed.split(/\s+/).length >= 2 && /[a-z]{3}/i.test(trimmed)) parts.add(trimmed)
    }
  }
  return [...parts]
}

const readLocale = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Tree
const en = readLocale('en')
const sw = readLocale('sw')
const english = englishOnlyTexts()

/** The English texts on view (visible text, labels, placeholders), which should all be Swahili. */
async function englishOnScreen(page: Page) {
  const visible = await page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[aria-label],[placeholder],[title]'))
      .map((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join('\n'),
      )
      .join('\n')
    return `${document.body.innerText}\n${attributes}\n${document.title}`
  })
  return english.filter((text) => visible.includes(text))
}

test.describe('Kiswahili', () => {
  test('home, shop, cart and checkout show no English text', async ({ page, request }) => {
    // The check finds English where there is some: the same home page in English.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect((await englishOnScreen(page)).length).toBeGreaterThan(5)

    await page.addInitScript(() => window.localStorage.setItem('soko.language', 'sw'))
    const product = await pickProduct(request, (item) => item.in_stock && item.stock_quantity >= 20, 5)
    await signUpFreshUser(page, 'Baraka Mwangi')

    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])

    await page.goto('/shop')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])

    await addToServerCart(page, product.id, 1)
    await page.goto('/cart')
    await expect(page.getByText(product.name).first()).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])

    await page.goto('/checkout')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('form').first()).toBeVisible()
    expect(await englishOnScreen(page)).toEqual([])
  })
})

test.describe('data saver', () => {
  test('turned on in Settings, it is kept on the account and the shop shows its smallest pictures', async ({
    page,
  }) => {
    await signUpFreshUser(page, 'Njeri Kariuki')
    await page.goto('/settings')
    const toggle = page.getByRole('switch', { name: 'Save data' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/me')).json()) as { profile: { data_saver: boolean } }).profile
            .data_saver,
      )
      .toBe(true)
    await expectNoSeriousA11yViolations(page)

    // Another device of the same account (no local choice) follows the account.
    await page.evaluate(() => window.localStorage.removeItem('soko.dataSaver'))
    await page.goto('/shop')
    const picture = page.getByTestId('product-card').first().locator('img').first()
    await expect(picture).toHaveAttribute('src', /-240\.webp$/)
    expect(await picture.getAttribute('srcset')).toBeNull()
  })
})
