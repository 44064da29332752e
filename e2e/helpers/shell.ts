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

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** The desktop search box in the header. */
export function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search' })
}
