/* global window, document -- the functions handed to page.evaluate and addInitScript run in the page */
// Bytes a first visit to a screen transfers (issue 18, "Installable and light"), with and without data saver,
// in Debian's Chromium through Playwright at a phone's size (360 x 740, device pixel ratio 2): the sum over
// every response of its headers and its body as sent (compressed), after the page has settled and been scrolled
// to the bottom (lazy pictures load). The service worker is blocked, so the figures are the page's own; the
// worker's one-time precache of the shell is measured apart (the bytes its install fetches).
import { chromium } from '@playwright/test'
import { loadAverage, startServer } from './lib.mjs'

const screens = (process.env.BENCH_BYTES_PATHS ?? '/,/shop,/product,/services').split(',')

async function productPath(url) {
  const page = await (await fetch(`${url}/api/products?limit=1`)).json()
  return `/product/${page.items[0].id}`
}

/** Transferred bytes of one first visit, by kind (document, script, image, API, other). */
async function visit(browser, url, { dataSaver, serviceWorker = false }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  })
  await context.addInitScript((on) => {
    window.localStorage.setItem('soko.newsletterLastShown', String(Date.now()))
    window.localStorage.setItem('soko.advertLastShown', String(Date.now()))
    if (on) window.localStorage.setItem('soko.dataSaver', 'on')
  }, dataSaver)
  const page = await context.newPage()
  const byKind = { document: 0, script: 0, style: 0, image: 0, api: 0, other: 0 }
  const pending = []
  const count = (request) =>
    pending.push(
      request
        .sizes()
        .then((sizes) => {
          const type = request.resourceType()
          const kind = new URL(request.url()).pathname.startsWith('/api/')
            ? 'api'
            : type === 'stylesheet'
              ? 'style'
              : type in byKind
                ? type
                : 'other'
          byKind[kind] += sizes.responseBodySize + sizes.responseHeadersSize
        })
        .catch(() => {}),
    )
  page.on('requestfinished', count)
  context.on('requestfinished', (request) => {
    // Requests the service worker makes itself (its precache) are the context's, not the page's.
    if (request.serviceWorker()) count(request)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  await page.waitForLoadState('networkidle')
  if (serviceWorker) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.waitForLoadState('networkidle')
  }
  await Promise.all(pending)
  await context.close()
  const total = Object.values(byKind).reduce((sum, value) => sum + value, 0)
  return { total, byKind }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

export async function benchBytes() {
  const server = await startServer({ SEED_DEMO: 'true' })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const lines = [
    '| screen | KB transferred | pictures KB | with data saver KB | pictures KB | saved | load avg |',
    '|---|---|---|---|---|---|---|',
  ]
  try {
    for (const screen of screens) {
      const path = screen === '/product' ? await productPath(server.url) : screen
      const plain = await visit(browser, `${server.url}${path}`, { dataSaver: false })
      const saver = await visit(browser, `${server.url}${path}`, { dataSaver: true })
      const saved = Math.round((1 - saver.total / plain.total) * 100)
      lines.push(
        `| ${screen === '/product' ? 'a product' : screen} | ${kb(plain.total)} | ${kb(plain.byKind.image)} | ${kb(saver.total)} | ${kb(saver.byKind.image)} | ${saved}% | ${loadAverage()} |`,
      )
    }
    // The one-time cost of installing: the same first visit of / with the service worker allowed.
    const home = await visit(browser, `${server.url}/`, { dataSaver: false })
    const withWorker = await visit(browser, `${server.url}/`, { dataSaver: false, serviceWorker: true })
    lines.push(
      '',
      `Service worker install on a first visit of / (the worker script and the shell's precache, once): ` +
        `${kb(withWorker.total - home.total)} KB more (${kb(withWorker.total)} KB against ${kb(home.total)} KB).`,
    )
  } finally {
    await browser.close()
    await server.stop()
  }
  return `\nBytes a first visit transfers (360 x 740 phone, DPR 2, service worker blocked):\n${lines.join('\n')}`
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchBytes())
