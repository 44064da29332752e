import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { openUserMenu, toast } from './helpers/accounts'
import { expectNoSeriousA11yViolations, suppressNewsletter } from './helpers/shell'

// Phone sign-up and sign-in by SMS code (decision 016): the code is read where a developer reads it, the
// Africa's Talking simulator's /dev/sms.

/** A fresh Kenyan mobile number: as E.164 and as a person types it. */
function freshNumber() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')
  return {
    e164: `+25471${digits}`,
    typed: `071${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`,
  }
}

async function codeSentTo(request: APIRequestContext, e164: string, after = 0) {
  let found: { code: string; text: string } | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms/messages?to=${encodeURIComponent(e164)}`)
      const messages = (await response.json()).messages as { message: string }[]
      if (messages.length <= after) return null
      const text = messages[0]!.message
      found = { code: /\d{6}/.exec(text)![0], text }
      return found.code
    })
    .not.toBeNull()
  return found!
}

const countSentTo = async (request: APIRequestContext, e164: string) =>
  (
    (await (await request.get(`/dev/sms/messages?to=${encodeURIComponent(e164)}`)).json())
      .messages as unknown[]
  ).length

const phoneTab = (page: Page, name = 'Phone') => page.getByRole('tab', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await suppressNewsletter(page)
})

test('signs up with a phone number and a code from /dev/sms, then signs in again', async ({
  page,
  request,
}) => {
  // Sign-up, settings and a second sign-in in one journey.
  test.setTimeout(120_000)
  const { e164, typed } = freshNumber()
  await page.goto('/auth?mode=signup')
  // E-mail stays the default way in.
  await expect(page.getByRole('tab', { name: 'E-mail', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await phoneTab(page).click()
  await expect(page).toHaveURL(/via=phone/)
  await expect(page.getByLabel('Phone number')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The form's own checks first: a number that is not Kenyan, no name, no terms.
  await page.getByLabel('Phone number').fill('12345')
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(page.getByText('Enter a Kenyan mobile number, for example 0712 345 678.')).toBeVisible()
  await expect(page.getByText('Full name is required')).toBeVisible()

  await page.getByLabel('Full Name').fill('Achieng Odhiambo')
  await page.getByLabel('Phone number').fill(typed)
  await page.getByRole('checkbox').click()
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(toast(page, 'Code sent')).toBeVisible()
  const { code, text } = await codeSentTo(request, e164)
  expect(text).toBe(`Your Soko code is ${code}. It expires in 5 minutes. Never share it with anyone.`)
  expect(text.length).toBeLessThan(160)

  await expect(page.getByLabel('Code from the SMS')).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  // A wrong code is refused with its reason, and the right one still works.
  await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('The code is not correct. Check the SMS and try again.').first()).toBeVisible()
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL('/')
  const menu = await openUserMenu(page)
  await expect(menu.getByText('Achieng Odhiambo')).toBeVisible()

  // The verified phone shows in settings, where SMS notices are chosen.
  await page.goto('/settings')
  await expect(
    page.getByText(`Verified: +254 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`),
  ).toBeVisible()
  const receipts = page.getByRole('switch', { name: 'Payment receipts' })
  await expect(receipts).toHaveAttribute('aria-checked', 'false')
  await receipts.click()
  await expect(receipts).toHaveAttribute('aria-checked', 'true')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Payment receipts' })).toHaveAttribute('aria-checked', 'true')
  await expectNoSeriousA11yViolations(page)

  // Signed out, the same number signs in with a new code.
  await page.context().clearCookies()
  await page.goto('/auth?via=phone')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  const before = await countSentTo(request, e164)
  await page
    .getByLabel('Phone number')
    .fill(`+254 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`)
  await page.getByRole('button', { name: 'Send Code' }).click()
  const second = await codeSentTo(request, e164, before)
  await page.getByLabel('Code from the SMS').fill(second.code)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect((await openUserMenu(page)).getByText('Achieng Odhiambo')).toBeVisible()
})

test('speaks Swahili: the tab, the form and the SMS itself', async ({ page, request, context, baseURL }) => {
  await page.addInitScript(() => window.localStorage.setItem('soko.language', 'sw'))
  await context.addCookies([{ name: 'soko_language', value: 'sw', url: baseURL! }])
  const { e164, typed } = freshNumber()
  await page.goto('/auth')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  await phoneTab(page, 'Kwa simu').click()
  await expect(page.getByLabel('Nambari ya simu')).toBeVisible()
  await page.getByLabel('Nambari ya simu').fill(typed)
  await page.getByRole('button', { name: 'Tuma Nambari' }).click()
  const { code, text } = await codeSentTo(request, e164)
  expect(text).toBe(`Nambari yako ya Soko ni ${code}. Itaisha baada ya dakika 5. Usimpe mtu yeyote.`)
  await expect(page.getByLabel('Nambari kutoka kwenye SMS')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // No account uses this number: signing in with its code says so, in Swahili.
  await page.getByLabel('Nambari kutoka kwenye SMS').fill(code)
  await page.getByLabel('Nambari kutoka kwenye SMS').press('Enter')
  await expect(
    page.getByText('Hakuna akaunti inayotumia nambari hii bado. Fungua akaunti kwanza.').first(),
  ).toBeVisible()
})
