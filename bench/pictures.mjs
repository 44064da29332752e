// `node bench/pictures.mjs`: the bytes each first screen transfers (images and in all) for `/`, `/shop`, a
// product page and `/services`, on a fresh demo database, in Debian's Chromium at a desktop (1280x800, DPR 1)
// and a phone (360x800, DPR 2) viewport. Nothing is scrolled: lazy pictures below the fold do not count.
// Builds first if there is no build; `BENCH_PICTURES_URL=http://...` measures a server already running.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startServer } from './lib.mjs'

if (!process.env.BENCH_PICTURES_URL && !existsSync('apps/server/dist/main.js')) {
  execSync('npm run build', { stdio: 'inherit' })
}

const server = process.env.BENCH_PICTURES_URL
  ? { url: process.env.BENCH_PICTURES_URL, stop: async () => {} }
  : await startServer({})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
})

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, isMobile: true },
]

try {
  const first = (await (await fetch(`${server.url}/api/products?limit=1`)).json()).items[0]
  const paths = ['/', '/shop', `/product/${first.id}`, '/services']
  const rows = []
  for (const { name, ...options } of viewports) {
    for (const path of paths) {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const bytes = await page.evaluate(() => {
        const entries = [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ]
        const isImage = (entry) =>
          entry.initiatorType === 'img' || /\.(webp|png|jpe?g|svg|avif)(\?|$)/.test(entry.name)
        const sum = (list) => list.reduce((total, entry) => total + (entry.transferSize || 0), 0)
        const images = entries.filter(isImage)
        return { images: sum(images), imageCount: images.length, total: sum(entries) }
      })
      rows.push({ viewport: name, path: path.startsWith('/product/') ? '/product/:id' : path, ...bytes })
      await context.close()
    }
  }
  console.log('| viewport | screen | images (count) | image bytes | total bytes |')
  console.log('|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.viewport} | ${row.path} | ${row.imageCount} | ${row.images.toLocaleString('en')} | ${row.total.toLocaleString('en')} |`,
    )
} finally {
  await browser.close()
  await server.stop()
}
