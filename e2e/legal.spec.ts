import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The terms and the privacy notice (issue 20): real pages at the addresses sign-up and the footer link to, in
// English and Kiswahili.

const sw = JSON.parse(readFileSync('apps/web/src/locales/sw.json', 'utf8')) as {
  footer: { terms: string; privacy: string }
  terms: { title: string; sections: { heading: string }[] }
  privacy: { title: string; sections: { heading: string }[] }
}

const footer = (page: Page) => page.getByRole('contentinfo')

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('the footer opens the terms and the privacy notice, each a real page', async ({ page }) => {
  await page.goto('/')
  await footer(page).getByRole('link', { name: 'Terms and Conditions' }).click()
  await expect(page).toHaveURL('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await expect(page).toHaveTitle('Terms and Conditions - Soko')
  await expect(page.getByRole('heading', { level: 2, name: '3. Prices and payment' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await footer(page).getByRole('link', { name: 'Privacy Notice' }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
  await expect(page).toHaveTitle('Privacy Notice - Soko')
  await expect(page.getByText(/Data Protection Act, 2019/).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '9. Your rights' })).toBeVisible()
  // Export and deletion are in Settings; complaints go to the Data Protection Commissioner.
  await expect(page.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings')
  await expect(
    page.getByRole('link', { name: /Office of the Data Protection Commissioner/ }),
  ).toHaveAttribute('href', 'https://www.odpc.go.ke')
  // The table of contents jumps to a section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: '7. How long we keep it' })
    .click()
  await expect(page).toHaveURL('/privacy#retention')
  await expectNoSeriousA11yViolations(page)
})

test('sign-up links the terms and the privacy notice', async ({ page }) => {
  await page.goto('/auth?mode=signup')
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  )
  await expect(page.getByRole('link', { name: /privacy notice/ })).toHaveAttribute('href', '/privacy')
})

test('a Kiswahili reader gets both pages in Kiswahili', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('soko.language', 'sw'))
  await page.goto('/')
  await footer(page).getByRole('link', { name: sw.footer.terms }).click()
  await expect(page).toHaveURL('/terms-and-conditions')
  await expect(page.getByRole('heading', { level: 1, name: sw.terms.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: sw.terms.sections[2]!.heading })).toBeVisible()
  await expect(page).toHaveTitle(`${sw.terms.title} - Soko`)

  await footer(page).getByRole('link', { name: sw.footer.privacy }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: sw.privacy.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: sw.privacy.sections[8]!.heading })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  await expectNoSeriousA11yViolations(page)
})
