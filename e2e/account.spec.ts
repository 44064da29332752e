import { expect, test, type Page } from '@playwright/test'
import {
  newUser,
  openUserMenu,
  signInWithApi,
  signInWithForm,
  signUpWithApi,
  toast,
} from './helpers/accounts'
import { appStarted, expectNoSeriousA11yViolations, suppressNewsletter } from './helpers/shell'

// A 1 x 1 PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )

test.beforeEach(async ({ page }) => {
  await suppressNewsletter(page)
})

test.describe('pages that need an account', () => {
  test('send a signed-out visitor to /auth and back after signing in', async ({ page, request }) => {
    const user = await signUpWithApi(request, newUser('guard'))
    await page.goto('/settings')
    await expect(page).toHaveURL('/auth')
    await page.goto('/notifications')
    await expect(page).toHaveURL('/auth')
    await signInWithForm(page, user)
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    await expect(page).toHaveURL('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  })
})

test.describe('profile', () => {
  test('shows the header card and the tabs, and edits the full name and phone', async ({ page }) => {
    test.slow()
    const user = await signUpWithApi(page.request, newUser('profile'))
    const heartbeat = page.waitForRequest(
      (request) => request.url().endsWith('/api/profile/heartbeat') && request.method() === 'POST',
    )
    await page.goto('/profile')
    await heartbeat

    const header = page.getByRole('heading', { level: 1, name: user.name })
    await expect(header).toBeVisible()
    await expect(page.getByText(user.email).first()).toBeVisible()
    await expect(page.getByText('No phone number added')).toBeVisible()
    await expect(page.getByText(/^Joined /)).toBeVisible()
    await expect(page.getByRole('tab')).toHaveText(['Personal Info', 'Orders', 'Reviews', 'Wishlist'])
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Full Name').fill('Amina Otieno')
    await page.getByLabel('Phone').fill('07xx-abc')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Phone may contain digits, spaces and + - ( ) only')).toBeVisible()

    await page.getByLabel('Phone').fill('0712 345 678')
    // The save is held back until its "Saving..." state has been seen.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() === 'PATCH') await released
      await route.continue()
    })
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    release()
    await expect(toast(page, 'Profile Updated')).toContainText('Your profile has been successfully updated.')
    await expect(page.getByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeVisible()
    await expect(page.getByRole('tabpanel')).toContainText('0712 345 678')
    const menu = await openUserMenu(page)
    await expect(menu).toContainText('Amina Otieno')
    await page.keyboard.press('Escape')

    // Cancel leaves everything as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Full Name').fill('Someone Else')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeVisible()
    await expect(page.getByText('0712 345 678').first()).toBeVisible()

    await page.getByRole('tab', { name: 'Orders' }).click()
    await expect(page.getByText('No orders found')).toBeVisible()
    await page.getByRole('tab', { name: 'Reviews' }).click()
    await expect(page.getByText('No reviews yet')).toBeVisible()
    await expect(page).toHaveURL('/profile?tab=reviews')
    await page.getByRole('tab', { name: 'Wishlist' }).click()
    await expect(page.getByText('No items in wishlist')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('uploads a profile photo, refusing files that are not images', async ({ page }) => {
    await signUpWithApi(page.request, newUser('avatar'))
    await page.goto('/profile')
    // A file chosen in the server's screen, before the app is there, would go nowhere (a person cannot: it is inert).
    await appStarted(page)
    const chooser = page.locator('input[type="file"]')
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP image.')

    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng })
    await expect(toast(page, 'Photo updated')).toBeVisible()
    const photo = page.locator('main img[src^="/uploads/avatars/"]')
    await expect(photo).toBeVisible()
    // The header's avatar shows the picture too.
    await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\//,
    )

    await page.getByRole('button', { name: 'Remove photo' }).click()
    await expect(toast(page, 'Photo removed')).toBeVisible()
    await expect(photo).toHaveCount(0)
  })
})

test.describe('settings', () => {
  test('changes the password, lists the sessions and signs the other ones out', async ({ page, browser }) => {
    const user = await signUpWithApi(page.request, newUser('settings'))
    // A second device.
    const other = await browser.newContext()
    await signInWithApi(other.request, user)

    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const sessions = page.getByRole('region', { name: 'Active sessions' })
    await expect(sessions.getByRole('listitem')).toHaveCount(2)
    await expect(sessions.getByRole('listitem').first()).toContainText('This device')
    await expect(sessions.getByRole('listitem').first()).toContainText(/Chrome on (Windows|Linux|macOS)/)
    await expectNoSeriousA11yViolations(page)

    await sessions.getByRole('button', { name: 'Sign out other sessions' }).click()
    await expect(toast(page, 'Other sessions signed out')).toBeVisible()
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    expect((await other.request.get('/api/me')).status()).toBe(401)
    await other.close()

    const password = page.getByRole('region', { name: 'Change password' })
    await password.getByLabel('Current password').fill('not-my-password')
    await password.getByLabel('New password', { exact: true }).fill('Mpya-kabisa#2026')
    await password.getByLabel('Confirm new password').fill('Mpya-kabisa#2027')
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(password.getByText('Passwords do not match')).toBeVisible()

    await password.getByLabel('Confirm new password').fill('Mpya-kabisa#2026')
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(toast(page, 'Password not changed')).toBeVisible()
    await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true')

    await password.getByLabel('Current password').fill(user.password)
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(toast(page, 'Password changed')).toBeVisible()
    await expect(password.getByLabel('Current password')).toHaveValue('')
    // Still signed in here, with the new password in force.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const check = await page.request.post('/api/auth/sign-in/email', {
      headers: { Origin: process.env.E2E_BASE_URL! },
      data: { email: user.email, password: 'Mpya-kabisa#2026' },
    })
    expect(check.status()).toBe(200)
  })

  test('changes the e-mail address with the password, and switches the language', async ({ page }) => {
    const user = await signUpWithApi(page.request, newUser('email'))
    const newEmail = newUser('changed').email
    await page.goto('/settings')
    const email = page.getByRole('region', { name: 'Change email' })
    await expect(email).toContainText(user.email)
    await email.getByLabel('New email').fill(newEmail)
    await email.getByLabel('Current password').fill('wrong-password')
    await email.getByRole('button', { name: 'Change email' }).click()
    await expect(email.getByText('Your password is not correct.')).toBeVisible()

    await email.getByLabel('Current password').fill(user.password)
    await email.getByRole('button', { name: 'Change email' }).click()
    await expect(toast(page, 'Email updated')).toContainText(newEmail)
    await expect(email).toContainText(newEmail)
    await expect(await openUserMenu(page)).toContainText(newEmail)
    await page.keyboard.press('Escape')

    // The language applies once its strings have loaded; click, then wait for the translated page.
    await page.getByRole('radio', { name: 'Kiswahili' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await page.getByRole('radio', { name: 'English' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  })

  test('downloads my data and deletes the account', async ({ page }) => {
    const user = await signUpWithApi(page.request, newUser('delete'))
    await page.goto('/settings')
    const data = page.getByRole('region', { name: 'Your data' })
    const downloadLink = data.getByRole('link', { name: 'Download my data' })
    await expect(downloadLink).toHaveAttribute('href', '/api/me/export')
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()])
    expect(download.suggestedFilename()).toMatch(/^soko-my-data-.*\.json$/)

    await data.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toContainText('Your notifications, cart, wishlist and reviews')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByLabel('Current password').fill('wrong-password')
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(toast(page, 'Account not deleted')).toBeVisible()
    await expect(dialog).toBeVisible()

    await dialog.getByLabel('Current password').fill(user.password)
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(toast(page, 'Account deleted')).toContainText(
      'Your account and personal data have been erased.',
    )
    await expect(page).toHaveURL('/')
    await expect((await openUserMenu(page)).getByRole('menuitem')).toHaveText(['Home', 'Sign In', 'Sign Up'])
    await page.keyboard.press('Escape')

    await page.goto('/auth')
    await signInWithForm(page, user)
    await expect(toast(page, 'Sign In Failed')).toBeVisible()
  })
})

test.describe('account pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('profile and settings fit the screen and are axe clean', async ({ page }) => {
    await signUpWithApi(page.request, newUser('narrow'))
    await page.goto('/profile')
    await expect(page.getByRole('tab', { name: 'Personal Info' })).toBeVisible()
    await noHorizontalScroll(page)
    await expectNoSeriousA11yViolations(page)
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1)
    await noHorizontalScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
})
