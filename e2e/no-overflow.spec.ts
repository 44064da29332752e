import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoAccounts } from './helpers/accounts'
import { pageWithState, serviceAccounts, signedInState, type StorageState } from './helpers/providers'
import { demoDriver } from './helpers/rides'
import { appRoutePaths, roleFor, type Role } from './helpers/routes'

// Issue 20 §1: no screen scrolls sideways on a 360 px phone. Every route of the router's table
// (e2e/helpers/routes.ts reads it, so a new route is visited without being listed here), as the user it is
// meant for, with real ids from the demo data for the dynamic ones.
// On the way, each screen the server rendered is hydrated as it was sent (decision 031): the browser, with the
// page's data, renders exactly the server's HTML, so React never has to render it again itself.

const phone = { width: 360, height: 740 }

const accounts: Record<Exclude<Role, 'guest'>, { email: string; password: string }> = {
  customer: demoAccounts.customer,
  admin: demoAccounts.admin,
  provider: serviceAccounts.fundi,
  vendor: serviceAccounts.vendor,
  promoter: serviceAccounts.promoter,
  restaurant: serviceAccounts.restaurant,
  driver: demoDriver,
  agent: serviceAccounts.agent,
  pharmacy: serviceAccounts.pharmacy,
  broker: serviceAccounts.broker,
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200)
  return (await response.json()) as T
}

/** A real id for each dynamic segment, asked of the API as the route's user. */
const idFor: Record<string, (request: APIRequestContext) => Promise<string>> = {
  '/products/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/products?limit=1')).items[0]!.id,
  '/product/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/products?limit=1')).items[0]!.id,
  '/services/:id': async (request) =>
    (await json<{ providers: { id: string }[] }>(request, '/api/services')).providers[0]!.id,
  '/events/:id': async (request) =>
    (await json<{ events: { id: string }[] }>(request, '/api/events?limit=1')).events[0]!.id,
  '/chat-forums/posts/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/forums/posts?limit=1')).items[0]!.id,
  '/orders/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/orders?limit=1')).items[0]!.id,
  // Wanjiku's trips with the demo driver (demo-rides seeder).
  '/rides/trips/:id': async (request) =>
    (await json<{ rides: { id: string }[] }>(request, '/api/rides/mine?limit=1')).rides[0]!.id,
  // The newest open job (docs/jobs-api.md).
  '/jobs/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/jobs?page_size=1')).items[0]!.id,
  // A listed demo property; /properties/:id is the older address that leads to the same page.
  '/property/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/properties?page_size=1')).items[0]!.id,
  '/properties/:id': async (request) =>
    (await json<{ items: { id: string }[] }>(request, '/api/properties?page_size=1')).items[0]!.id,
}

async function concretePath(path: string, request: APIRequestContext) {
  let concrete = path.replace(/\*$/, 'no-such-page')
  if (concrete.includes(':')) {
    const resolve = idFor[path]
    if (!resolve) throw new Error(`No id for ${path}: add one to idFor in e2e/no-overflow.spec.ts`)
    concrete = concrete.replace(/:[^/]+/, await resolve(request))
  }
  return concrete
}

/**
 * The elements that reach past the right edge while their parent does not: where the overflow starts, to
 * name the culprit in a failure.
 */
function overflowingElements(page: Page) {
  return page.evaluate((width) => {
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > width + 0.5
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible' && !reachesPast(parent)) return true
      return false
    }
    return Array.from(document.body.querySelectorAll('*'))
      .filter(
        (element) =>
          reachesPast(element) &&
          element.parentElement &&
          !reachesPast(element.parentElement) &&
          !clipped(element),
      )
      .slice(0, 5)
      .map((element) => {
        const classes = (element.getAttribute('class') ?? '').slice(0, 100)
        return `<${element.tagName.toLowerCase()} class="${classes}"> reaches ${Math.round(element.getBoundingClientRect().right)} px`
      })
  }, phone.width)
}

/** Waits until the screen has its data: no network traffic and no loading skeletons or route progress. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page
    .waitForFunction(
      () => !document.querySelector('main [role="status"] .animate-pulse, main .animate-pulse'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready)
}

const routesByRole = new Map<Role, string[]>()
for (const path of appRoutePaths()) {
  const role = roleFor(path)
  routesByRole.set(role, [...(routesByRole.get(role) ?? []), path])
}

test.describe('at 360 px', () => {
  for (const [role, paths] of routesByRole) {
    test(`no ${role} screen is wider than the phone, in English or Kiswahili (${paths.join(', ')})`, async ({
      browser,
      playwright,
    }) => {
      test.setTimeout(20_000 + paths.length * 2 * 8_000)
      const state: StorageState | undefined =
        role === 'guest' ? undefined : await signedInState(playwright, accounts[role])
      const page = await pageWithState(browser, state, phone)
      let renderedAgain: string[] = []
      page.on('console', (message) => {
        if (message.text().startsWith('First screen: rendered again')) renderedAgain.push(message.text())
      })
      // Swahili texts run longer than English ones: every screen in both, with one sign-in.
      for (const language of ['en', 'sw']) {
        await page.addInitScript((chosen) => window.localStorage.setItem('soko.language', chosen), language)
        for (const path of paths) {
          const url = await concretePath(path, page.request)
          renderedAgain = []
          await page.goto(url)
          await settle(page)
          expect.soft(renderedAgain, `${url} (${language}) did not hydrate as the server sent it`).toEqual([])
          if (role !== 'guest')
            expect.soft(new URL(page.url()).pathname, `${url} sent the ${role} to sign in`).not.toBe('/auth')
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
          const culprits = scrollWidth > phone.width ? await overflowingElements(page) : []
          expect
            .soft(scrollWidth, `${url} (${language}) is ${scrollWidth} px wide: ${culprits.join('; ')}`)
            .toBeLessThanOrEqual(phone.width)
        }
      }
      await page.context().close()
    })
  }
})
