import { expect, test, type Page } from '@playwright/test'
import {
  demoAccounts,
  linkInMail,
  newUser,
  openUserMenu,
  signInWithApi,
  signInWithForm,
  signUpWithApi,
  toast,
  totp,
} from './helpers/accounts'
import { expectNoSeriousA11yViolations, suppressNewsletter } from './helpers/shell'

const emailField = (page: Page) => page.getByLabel('Email')
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true })
const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Holds an auth request back until `release()`, so the label shown while it submits can be checked. */
async function holdBack(page: Page, path: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.beforeEach(async ({ page }) => {
  await suppressNewsletter(page)
})

test.describe('auth form', () => {
  test('shows each validation message of the spec under its field', async ({ page }) => {
    await page.goto('/auth')
    await expect(page).toHaveTitle('Sign In - Soko')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await submit(page, 'Sign In').click()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')

    await emailField(page).fill('amina@example')
    await passwordField(page).fill('12345')
    await submit(page, 'Sign In').click()
    await expect(page.getByText('Email is invalid')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    // Switching modes clears the errors and the password, and keeps the e-mail.
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL('/auth?mode=signup')
    await expect(page.getByText('Email is invalid')).toBeHidden()
    await expect(passwordField(page)).toHaveValue('')
    await expect(emailField(page)).toHaveValue('amina@example')

    await emailField(page).fill('')
    await page.getByLabel('Full Name').fill('   ')
    await submit(page, 'Create Account').click()
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The terms link opens the terms page in a new tab.
    const terms = page.getByRole('link', { name: /terms and conditions/ })
    await expect(terms).toHaveAttribute('href', '/terms-and-conditions')
    await expect(terms).toHaveAttribute('target', '_blank')

    // Leaving sign-up clears the name and the terms.
    await page.getByLabel('Full Name').fill('Amina Otieno')
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
    await page.getByRole('link', { name: 'Sign in instead' }).click()
    await expect(page).toHaveURL('/auth')
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page.getByLabel('Full Name')).toHaveValue('')
    await expect(page.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked()

    await page.goto('/auth?mode=reset')
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expect(passwordField(page)).toHaveCount(0)
    await submit(page, 'Send Reset Link').click()
    await expect(page.getByText('Email is required')).toBeVisible()
  })

  test('sign-up welcomes the new user with "Welcome to Soko!" and lands signed in', async ({ page }) => {
    const user = newUser('signup')
    const release = await holdBack(page, '/api/auth/sign-up/email')
    await page.goto('/')
    await page.getByRole('link', { name: 'Sign Up Now' }).click()
    await expect(page).toHaveURL('/auth?mode=signup')
    await page.getByLabel('Full Name').fill(`  ${user.name}  `)
    await emailField(page).fill(`  ${user.email}  `)
    await passwordField(page).fill(user.password)
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
    await submit(page, 'Create Account').click()
    await expect(submit(page, 'Creating Account...')).toBeDisabled()
    release()

    await expect(toast(page, 'Welcome to Soko!')).toContainText('Your account has been created successfully.')
    await expect(page).toHaveURL('/')
    const menu = await openUserMenu(page)
    await expect(menu).toContainText(user.name)
    await expect(menu).toContainText(user.email)
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Home',
      'Profile',
      'My Bookings',
      'My Activity',
      'Settings',
      'Sign Out',
    ])
  })

  test('sign-in failure says "Sign In Failed"; success says "Welcome back!" and returns to the page that sent the user', async ({
    page,
    request,
  }) => {
    const user = await signUpWithApi(request, newUser('signin'))
    await page.goto('/profile')
    await expect(page).toHaveURL('/auth')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()

    await signInWithForm(page, { email: user.email, password: 'not-the-password' })
    await expect(toast(page, 'Sign In Failed')).toContainText('Invalid email or password')
    await expect(page).toHaveURL('/auth')

    const release = await holdBack(page, '/api/auth/sign-in/email')
    await signInWithForm(page, user)
    await expect(submit(page, 'Signing In...')).toBeDisabled()
    release()
    await expect(toast(page, 'Welcome back!')).toContainText('You have been signed in successfully.')
    await expect(page).toHaveURL('/profile')
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible()

    // A signed-in visitor of /auth is sent away.
    await page.goto('/auth')
    await expect(page).toHaveURL('/')
  })

  test('password reset through the e-mailed link', async ({ page, request }) => {
    const user = await signUpWithApi(request, newUser('reset'))
    await page.goto('/auth')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL('/auth?mode=reset')
    await emailField(page).fill(user.email)
    const release = await holdBack(page, '/api/auth/request-password-reset')
    await submit(page, 'Send Reset Link').click()
    await expect(submit(page, 'Sending...')).toBeDisabled()
    release()
    await expect(toast(page, 'Check your email')).toContainText("We've sent you a password reset link.")
    // Back to sign-in with the e-mail cleared.
    await expect(page).toHaveURL('/auth')
    await expect(submit(page, 'Sign In')).toBeVisible()
    await expect(emailField(page)).toHaveValue('')

    const link = await linkInMail(request, user.email, /reset-password/)
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('New password', { exact: true }).fill('Mpya-kabisa#2026')
    await page.getByLabel('Confirm new password').fill('Something-else#2026')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill('password1')
    await page.getByLabel('Confirm new password').fill('password1')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill('Mpya-kabisa#2026')
    await page.getByLabel('Confirm new password').fill('Mpya-kabisa#2026')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(toast(page, 'Password updated')).toBeVisible()
    await expect(page).toHaveURL('/auth')

    await signInWithForm(page, { email: user.email, password: 'Mpya-kabisa#2026' })
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    await expect(page).toHaveURL('/')

    // The link works once.
    await page.goto(link)
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeVisible()
    // It leads to the reset form (this reader is signed in by now, and /auth sends signed-in readers home, so
    // the link's target is what is checked, not where a click ends).
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth?mode=reset',
    )
  })

  test('a locked-out owner unlocks through the e-mailed link', async ({ page, request }) => {
    const user = await signUpWithApi(request, newUser('unlock'))
    // Someone on the owner's network guesses until this address is refused (decision 010).
    for (let i = 0; i < 10; i++) {
      const guess = await request.post('/api/auth/sign-in/email', {
        headers: { Origin: process.env.E2E_BASE_URL! },
        data: { email: user.email, password: `wrong-guess-${i}` },
      })
      expect(guess.status()).toBe(401)
    }
    await page.goto('/auth')
    await signInWithForm(page, user)
    await expect(toast(page, 'Sign In Failed')).toContainText('Too many attempts for this account.')

    const link = await linkInMail(request, user.email, /\/api\/auth\/unlock\?token=/)
    await page.goto(link)
    await expect(page).toHaveURL('/auth?unlock=done')
    await expect(page.getByRole('status').filter({ hasText: 'Your account is unlocked.' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await signInWithForm(page, user)
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    await expect(page).toHaveURL('/')
  })

  test('sign-out clears the session with "Signed out"', async ({ page }) => {
    await signUpWithApi(page.request, newUser('signout'))
    // The live channel is open (the server said "ready") before signing out, so its closing can be seen.
    const ready = page
      .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
      .then(async (socket) => {
        await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"'))
        return socket
      })
    await page.goto('/')
    const socket = await ready
    const menu = await openUserMenu(page)
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(toast(page, 'Signed out')).toContainText('You have been signed out successfully.')
    const guestMenu = await openUserMenu(page)
    await expect(guestMenu.getByRole('menuitem')).toHaveText(['Home', 'Sign In', 'Sign Up'])
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
    // The live channel closes (a close, or an error as the server drops it) and the server session is gone.
    await expect.poll(() => socket.isClosed()).toBe(true)
    expect((await page.request.get('/api/me')).status()).toBe(401)
  })
})

test.describe('two-factor authentication', () => {
  test('turning it on in settings, then signing in with an authenticator code and with a backup code', async ({
    page,
  }) => {
    test.slow()
    const user = await signUpWithApi(page.request, newUser('totp'))
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Two-factor authentication' })
    await expect(section).toContainText('Off')
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click()
    await section.getByLabel('Current password').fill(user.password)
    await section.getByRole('button', { name: 'Continue' }).click()

    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await section.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    const backupCodes = await section
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents()
    expect(backupCodes).toHaveLength(10)
    await expectNoSeriousA11yViolations(page)

    await section.getByLabel('Enter the 6-digit code from the app').fill(totp(secret))
    await section.getByRole('button', { name: 'Confirm and turn on' }).click()
    await expect(toast(page, 'Two-factor authentication is on')).toBeVisible()
    await expect(section).toContainText('On')

    // Sign out (from a page that needs an account: home, not /auth), then in again: the password is not
    // enough any more.
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(toast(page, 'Signed out')).toBeVisible()
    await expect(page).toHaveURL('/')
    await page.goto('/auth')
    await signInWithForm(page, user)
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Authentication code').fill('000000' === totp(secret) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toast(page, 'Sign In Failed')).toBeVisible()
    await page.getByLabel('Authentication code').fill(totp(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible()

    // A backup code works once in place of the app.
    await (await openUserMenu(page)).getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(toast(page, 'Signed out')).toBeVisible()
    await page.goto('/auth')
    await signInWithForm(page, user)
    await page.getByRole('button', { name: 'Use a backup code' }).click()
    await page.getByLabel('Backup code').fill(backupCodes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    await expect(page).toHaveURL('/')
  })
})

test.describe('roles', () => {
  test('the admin sees Admin Panel in the user menu', async ({ page }) => {
    await signInWithApi(page.request, demoAccounts.admin)
    await page.goto('/')
    const menu = await openUserMenu(page)
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Home',
      'Profile',
      'My Bookings',
      'My Activity',
      'Admin Panel',
      'Settings',
      'Sign Out',
    ])
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin')
    await expect(menu).toContainText('admin@soko.demo')
  })

  test('a customer does not see Admin Panel', async ({ page }) => {
    await page.goto('/auth')
    await signInWithForm(page, demoAccounts.customer)
    await expect(toast(page, 'Welcome back!')).toBeVisible()
    const menu = await openUserMenu(page)
    await expect(menu).toContainText('wanjiku@soko.demo')
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Home',
      'Profile',
      'My Bookings',
      'My Activity',
      'Settings',
      'Sign Out',
    ])
    await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0)
  })
})

test.describe('auth at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the sign-up form fits the screen and is axe clean', async ({ page }) => {
    await page.goto('/auth?mode=signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    await expectNoSeriousA11yViolations(page)
  })
})
