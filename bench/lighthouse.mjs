// Lighthouse mobile scores (performance, accessibility) of the main screens, against the production build
// on the embedded database, in Debian's Chromium. Lighthouse's default mobile emulation and simulated
// slow-4G throttling apply.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { loadAverage, startServer } from './lib.mjs'

// Every screen so far; `product` is the newest demo product's page, `service` the first directory
// provider's, `forum-post` the newest forum post's, `ride-trip` the demo customer's latest ride and `order` her
// latest order; `/payment/success` and `/payment/cancel` are measured as PayPal's return without its token, and
// `/no-such-page` is the not-found screen; the account screens are measured signed in as the demo customer, the admin screens as the demo
// admin, the provider portal as the demo fundi, the vendor dashboard as the demo vendor and the restaurant's
// dashboard as the demo restaurant owner, the driver's dashboard as the demo driver, the agent's and the
// employer's as the demo agent and employer, the medical and insurance dashboards as the demo doctor and broker; `property` and `job` are the newest listing's and job's pages.
const paths = (
  process.env.BENCH_LIGHTHOUSE_PATHS ??
  '/,/shop,/product,/auth,/cart,/wishlist,/orders,/notifications,/profile,/settings,/admin,/admin/orders,' +
    '/services,/service,/service-hub,/service-provider-registration,/bookings,/services-app,' +
    '/services-dashboard,/vendor-dashboard,/admin/service-applications,/food,/food/checkout,/food-dashboard,' +
    '/admin/restaurants,/chat-forums,/forum-post,/admin/community,/rides,/ride-trip,/driver-dashboard,/admin/drivers,' +
    '/real-estate,/property,/real-estate-dashboard,/admin/properties,/jobs,/job,/jobs/applications,' +
    '/employer-dashboard,/admin/jobs,/medical,/medical/appointments,/medical-dashboard,/insurance,' +
    '/insurance/quotes,/insurance-dashboard,/events,/event,/event-dashboard,/admin/events,/checkout,/activity,' +
    '/admin/vendors,/admin/products,/admin/users,/admin/analytics,/admin/audit,/service-provider-hub,' +
    '/terms-and-conditions,/privacy,/order,/payment/success,/payment/cancel,/medical/checkout,/reset-password,' +
    '/services-app/bookings,/services-app/analytics,/services-app/profile,/services-app/settings,/no-such-page'
).split(',')
const signedInPaths = new Set([
  '/cart',
  '/wishlist',
  '/orders',
  '/notifications',
  '/profile',
  '/settings',
  '/service-provider-registration',
  '/bookings',
  '/food/checkout',
  '/chat-forums',
  '/ride-trip',
  '/jobs/applications',
  '/medical/appointments',
  '/insurance/quotes',
  '/checkout',
  '/activity',
  '/order',
  '/payment/success',
  '/payment/cancel',
  '/medical/checkout',
])
/** Screens measured as the demo provider or the demo vendor. */
const providerPaths = new Set([
  '/services-app',
  '/services-app/bookings',
  '/services-app/analytics',
  '/services-app/profile',
  '/services-app/settings',
  '/services-dashboard',
])
const vendorPaths = new Set(['/vendor-dashboard'])
/** Screens measured as the demo restaurant owner. */
const restaurantPaths = new Set(['/food-dashboard'])
/** Screens measured as the demo driver, the demo agent and the demo employer. */
const driverPaths = new Set(['/driver-dashboard'])
const agentPaths = new Set(['/real-estate-dashboard'])
const employerPaths = new Set(['/employer-dashboard'])
/** Screens measured as the demo doctor and the demo insurance broker. */
const doctorPaths = new Set(['/medical-dashboard'])
const brokerPaths = new Set(['/insurance-dashboard'])
/** Screens measured as the demo events promoter. */
const promoterPaths = new Set(['/event-dashboard'])

/** Signs a demo account in (the customer unless told) and returns the session cookie. */
async function signIn(url, email = 'wanjiku@soko.demo') {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password: 'Soko#2026' }),
  })
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** `/service` stands for the first directory provider's page. */
async function servicePath(url) {
  const page = await (await fetch(`${url}/api/services`)).json()
  return `/services/${page.providers[0].id}`
}

/** `/forum-post` stands for the newest forum post's page (public: the Share link). */
async function forumPostPath(url) {
  const page = await (await fetch(`${url}/api/forums/posts?limit=1`)).json()
  return `/chat-forums/posts/${page.items[0].id}`
}

/** `/ride-trip` stands for the demo customer's latest ride (a completed, paid trip with the demo driver). */
async function rideTripPath(url, cookie) {
  const page = await (await fetch(`${url}/api/rides/mine?limit=1`, { headers: { Cookie: cookie } })).json()
  return `/rides/trips/${page.rides[0].id}`
}

/** `/order` stands for the demo customer's latest order (its detail screen). */
async function orderPath(url, cookie) {
  const page = await (await fetch(`${url}/api/orders?limit=1`, { headers: { Cookie: cookie } })).json()
  return `/orders/${page.items[0].id}`
}

/** `/property` and `/job` stand for the newest listed property's and open job's pages. */
async function propertyPath(url) {
  const page = await (await fetch(`${url}/api/properties?page_size=1`)).json()
  return `/property/${page.items[0].id}`
}
async function jobPath(url) {
  const page = await (await fetch(`${url}/api/jobs?page_size=1`)).json()
  return `/jobs/${page.items[0].id}`
}

/** `/event` stands for the first upcoming event's page. */
async function eventPath(url) {
  const page = await (await fetch(`${url}/api/events`)).json()
  return `/events/${page.events[0].id}`
}

async function productPath(url) {
  const page = await (await fetch(`${url}/api/products?limit=1`)).json()
  return `/product/${page.items[0].id}`
}
// Lighthouse varies from run to run (more so on a shared machine): each page is measured this many times and
// the run with the median performance score is reported, as Lighthouse's own docs recommend.
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

export async function benchLighthouse() {
  const server = await startServer({})
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // The signed-in screens get their account's session in the browser's own cookie jar before every run, as a
  // signed-in reader's browser holds it. A Cookie header given to Lighthouse (`extraHeaders`) is replaced by the
  // jar's as soon as the app has set a cookie of its own (its time zone, on the first page measured), and the
  // server then rendered the signed-in screens as a guest's: no first screen, a later first paint.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const cdp = await browser.target().createCDPSession()
  const useAccount = async (cookie) => {
    await cdp.send('Storage.clearCookies')
    if (!cookie) return
    const cookies = cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=')
      const { hostname } = new URL(server.url)
      const name = pair.slice(0, at)
      // A production server's session cookie is `__Secure-` (Chromium keeps such cookies for 127.0.0.1 too).
      const secure = name.startsWith('__Secure-')
      return {
        name,
        value: pair.slice(at + 1),
        domain: hostname,
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'Lax',
      }
    })
    await cdp.send('Storage.setCookies', { cookies })
  }
  const lines = [
    `| page | performance (median of ${runs}) | accessibility | FCP | LCP | TBT | CLS | load avg | CPU index |`,
    '|---|---|---|---|---|---|---|---|---|',
  ]
  try {
    const cookie = await signIn(server.url)
    // /checkout with an empty cart sends the reader back to the shop: the demo customer gets one product in
    // the cart first, so /cart and /checkout are measured as a buyer sees them.
    if (paths.includes('/checkout') || paths.includes('/cart')) {
      const { items } = await (await fetch(`${server.url}/api/products?limit=1`)).json()
      const added = await fetch(`${server.url}/api/cart/items`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
        body: JSON.stringify({ product_id: items[0].id }),
      })
      if (!added.ok) throw new Error(`adding to the demo customer's cart failed: ${added.status}`)
    }
    // The admin screens are measured as the demo admin.
    const adminCookie = await signIn(server.url, 'admin@soko.demo')
    const fundiCookie = await signIn(server.url, 'fundi@soko.demo')
    const vendorCookie = await signIn(server.url, 'vendor@soko.demo')
    const restaurantCookie = await signIn(server.url, 'restaurant@soko.demo')
    const driverCookie = await signIn(server.url, 'driver@soko.demo')
    const agentCookie = await signIn(server.url, 'agent@soko.demo')
    const employerCookie = await signIn(server.url, 'employer@soko.demo')
    const doctorCookie = await signIn(server.url, 'doctor@soko.demo')
    const brokerCookie = await signIn(server.url, 'broker@soko.demo')
    const promoterCookie = await signIn(server.url, 'promoter@soko.demo')
    for (const name of paths) {
      const path =
        name === '/product'
          ? await productPath(server.url)
          : name === '/service'
            ? await servicePath(server.url)
            : name === '/forum-post'
              ? await forumPostPath(server.url)
              : name === '/ride-trip'
                ? await rideTripPath(server.url, cookie)
                : name === '/order'
                  ? await orderPath(server.url, cookie)
                  : name === '/property'
                    ? await propertyPath(server.url)
                    : name === '/job'
                      ? await jobPath(server.url)
                      : name === '/event'
                        ? await eventPath(server.url)
                        : name
      const cookieFor = name.startsWith('/admin')
        ? adminCookie
        : providerPaths.has(name)
          ? fundiCookie
          : vendorPaths.has(name)
            ? vendorCookie
            : restaurantPaths.has(name)
              ? restaurantCookie
              : driverPaths.has(name)
                ? driverCookie
                : agentPaths.has(name)
                  ? agentCookie
                  : employerPaths.has(name)
                    ? employerCookie
                    : doctorPaths.has(name)
                      ? doctorCookie
                      : brokerPaths.has(name)
                        ? brokerCookie
                        : promoterPaths.has(name)
                          ? promoterCookie
                          : signedInPaths.has(name)
                            ? cookie
                            : undefined
      // Warm the server's caches once so the first page is not measured cold.
      await fetch(`${server.url}${path}`)
      const results = []
      for (let run = 0; run < runs; run += 1) {
        await useAccount(cookieFor)
        const candidate = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        })
        if (candidate && !candidate.lhr.runtimeError) results.push(candidate)
      }
      if (results.length === 0) throw new Error(`Lighthouse failed on ${path} in all ${runs} runs`)
      results.sort(
        (a, b) => (a.lhr.categories.performance.score ?? 0) - (b.lhr.categories.performance.score ?? 0),
      )
      const result = results[Math.floor((results.length - 1) / 2)]
      const { categories, audits } = result.lhr
      // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each page's full JSON report for a closer look.
      if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
        const file = name === '/' ? 'home' : name.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')
        mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true })
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${file}.json`), JSON.stringify(result.lhr))
      }
      const score = (category) => Math.round((categories[category]?.score ?? 0) * 100)
      const value = (id) => audits[id]?.displayValue ?? '-'
      lines.push(
        `| ${name} | ${score('performance')} | ${score('accessibility')} | ${value('first-contentful-paint')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${value('cumulative-layout-shift')} | ${loadAverage()} | ${Math.round(result.lhr.environment.benchmarkIndex)} |`,
      )
    }
  } finally {
    await browser.disconnect()
    await chrome.kill()
    await server.stop()
  }
  return ['\n## Lighthouse (mobile, simulated slow 4G)\n', ...lines].join('\n')
}
