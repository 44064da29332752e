// Lighthouse mobile scores (performance, accessibility) of the main screens, against the production build
// on the embedded database, in Debian's Chromium. Lighthouse's default mobile emulation and simulated
// slow-4G throttling apply.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer } from './lib.mjs'

const paths = (process.env.BENCH_LIGHTHOUSE_PATHS ?? '/,/shop,/auth').split(',')

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
  const lines = [
    '| page | performance | accessibility | FCP | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|',
  ]
  try {
    for (const path of paths) {
      // Warm the server's caches once so the first page is not measured cold.
      await fetch(`${server.url}${path}`)
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const { categories, audits } = result.lhr
      const score = (category) => Math.round((categories[category]?.score ?? 0) * 100)
      const value = (id) => audits[id]?.displayValue ?? '-'
      lines.push(
        `| ${path} | ${score('performance')} | ${score('accessibility')} | ${value('first-contentful-paint')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${value('cumulative-layout-shift')} |`,
      )
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  return ['\n## Lighthouse (mobile, simulated slow 4G)\n', ...lines].join('\n')
}
