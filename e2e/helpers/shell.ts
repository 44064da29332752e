import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Marks the newsletter pop-up as just shown, so it stays out of the way of a journey. */
export async function suppressNewsletter(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('soko.newsletterLastShown', String(Date.now()))
  })
}

/** Brings the newsletter pop-up up at once instead of after 5 seconds. */
export async function showNewsletterAtOnce(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('soko.newsletterDelayMs', '0')
  })
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/** A toast's nodes (sonner marks them with data-title, data-description, data-sonner-toast). */
const inToast = (target: string) => /data-(title|description|sonner-toast|content)|\[data-sonner/.test(target)

/**
 * Runs axe on the page as it is and fails on any serious or critical violation. A toast caught while it fades
 * in or out has too little contrast for a moment (a notice can arrive at any time, say from another journey's
 * booking): when toasts are all axe finds, it looks again a second later, with the toast at rest or gone, so a
 * toast that stays unreadable still fails. It waits for busy regions (a list refetching, dimmed) to settle first.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // The server's screen keeps its controls inert until the app has started (decision 033): a scrolling region
  // has nothing focusable for that moment. Axe judges the page the app has taken over.
  await appStarted(page)
  // A list being refetched is dimmed and marked aria-busy for a moment; axe judges the page at rest.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // ...and then fades back (a CSS transition of its opacity): wait for finite animations to end, at most 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  let serious = await seriousViolations(page)
  if (serious.length > 0 && serious.every((violation) => violation.targets.every(inToast))) {
    await page.waitForTimeout(1000)
    serious = await seriousViolations(page)
  }
  expect(serious.map(({ id, targets }) => `${id}: ${targets.join(', ')}`)).toEqual([])
}

/** The desktop search box in the header. */
export function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search' })
}

/**
 * Runs a navigation and waits until the page's live channel is open (the server's "ready"), so a notice
 * published right after is not sent before the browser listens.
 */
export async function withLiveChannel(page: Page, navigate: () => Promise<unknown>) {
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    )
  await navigate()
  await ready
}

/**
 * Waits for the app to have taken over a page whose first screen the server rendered (decision 027): until
 * then the screen's controls are inert, and keys typed into them go nowhere (a click or a fill waits by itself;
 * typing key by key does not).
 */
export async function appStarted(page: Page) {
  await expect(page.locator('#root > [data-starting]')).toHaveCount(0)
}
