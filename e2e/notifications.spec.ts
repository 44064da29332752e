import { expect, test, type Page } from '@playwright/test'
import { newUser, sendNotification, signUpWithApi, toast } from './helpers/accounts'
import { expectNoSeriousA11yViolations, suppressNewsletter } from './helpers/shell'

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
const items = (scope: ReturnType<Page['locator']>) => scope.getByTestId('notification-item')

test.beforeEach(async ({ page }) => {
  await suppressNewsletter(page)
})

test.describe('notification bell and panel', () => {
  test('a new account has its welcome notification; clicking it marks it read and opens its link in a new tab', async ({
    page,
  }) => {
    await signUpWithApi(page.request, newUser('bell'))
    await page.goto('/')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
    await expect(bell(page).getByTestId('count-badge')).toHaveText('1')

    await bell(page).click()
    await expect(panel(page)).toBeVisible()
    const welcome = items(panel(page)).filter({ hasText: 'Welcome to Soko!' })
    await expect(welcome).toHaveAttribute('data-unread', 'true')
    await expect(welcome).toContainText('now')
    await expect(panel(page).getByRole('link', { name: 'View all notifications' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    const [shopTab] = await Promise.all([
      page.waitForEvent('popup'),
      welcome.getByRole('link', { name: /Welcome to Soko!/ }).click(),
    ])
    await expect(shopTab).toHaveURL(/\/shop$/)
    await shopTab.close()
    await expect(welcome).toHaveAttribute('data-unread', 'false')
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await expect(bell(page).getByTestId('count-badge')).toHaveCount(0)

    // Escape closes the panel and gives the focus back to the bell.
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(bell(page)).toBeFocused()
  })

  test('shows 9+, at most 10 items and "View all notifications"; Mark all read and delete', async ({
    page,
  }) => {
    await signUpWithApi(page.request, newUser('many'))
    for (let index = 1; index <= 11; index += 1) {
      await sendNotification(page.request, {
        type: (['success', 'warning', 'error', 'info'] as const)[index % 4],
        title: `Order update ${index}`,
        message: `Your order number ${index} has moved along.`,
      })
    }
    await page.goto('/')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 12 unread')
    await expect(bell(page).getByTestId('count-badge')).toHaveText('9+')

    await bell(page).click()
    await expect(items(panel(page))).toHaveCount(10)
    await expect(items(panel(page)).first()).toContainText('Order update 11')

    const eleventh = items(panel(page)).filter({ hasText: 'Order update 11' })
    await eleventh.getByRole('button', { name: 'Delete notification: Order update 11' }).click()
    await expect(toast(page, 'Notification deleted')).toBeVisible()
    await expect(items(panel(page)).filter({ hasText: 'Order update 11' })).toHaveCount(0)
    await expect(bell(page)).toHaveAccessibleName('Notifications, 11 unread')

    await panel(page).getByRole('button', { name: 'Mark all read' }).click()
    await expect(toast(page, 'All notifications marked as read')).toBeVisible()
    await expect(bell(page).getByTestId('count-badge')).toHaveCount(0)
    await expect(items(panel(page)).and(page.locator('[data-unread="true"]'))).toHaveCount(0)
    await expect(panel(page).getByRole('button', { name: 'Mark all read' })).toBeDisabled()

    await panel(page).getByRole('link', { name: 'View all notifications' }).click()
    await expect(page).toHaveURL('/notifications')
    await expect(panel(page)).toBeHidden()
    await expect(items(page.getByRole('main'))).toHaveCount(11)
    await expect(page.getByText("You're all caught up.")).toBeVisible()
  })

  test('shows "No notifications yet" when there are none', async ({ page }) => {
    await signUpWithApi(page.request, newUser('empty'))
    await page.goto('/notifications')
    await items(page.getByRole('main'))
      .getByRole('button', { name: /^Delete notification/ })
      .click()
    await expect(toast(page, 'Notification deleted')).toBeVisible()
    await expect(page.getByRole('main').getByText('No notifications yet')).toBeVisible()
    await bell(page).click()
    await expect(panel(page).getByText('No notifications yet')).toBeVisible()
  })
})

test.describe('notifications page', () => {
  test('lists everything a page at a time, with the same actions', async ({ page }) => {
    await signUpWithApi(page.request, newUser('paged'))
    for (let index = 1; index <= 21; index += 1) {
      await sendNotification(page.request, { title: `Delivery ${index}`, message: `Parcel ${index} is out.` })
    }
    await page.goto('/notifications')
    const main = page.getByRole('main')
    await expect(page.getByText('22 unread notifications')).toBeVisible()
    await expect(items(main)).toHaveCount(20)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(items(main)).toHaveCount(22)
    await expect(items(main).last()).toContainText('Welcome to Soko!')
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

    await items(main).filter({ hasText: 'Delivery 21' }).getByText('Parcel 21 is out.').click()
    await expect(items(main).filter({ hasText: 'Delivery 21' })).toHaveAttribute('data-unread', 'false')
    await expect(page.getByText('21 unread notifications')).toBeVisible()

    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(toast(page, 'All notifications marked as read')).toBeVisible()
    await expect(page.getByText("You're all caught up.")).toBeVisible()
  })

  test('a notification sent while the page is open appears without a reload', async ({ page }) => {
    await signUpWithApi(page.request, newUser('live'))
    const ready = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"ready"'),
      }),
    )
    await page.goto('/notifications')
    await expect(items(page.getByRole('main'))).toHaveCount(1)
    await ready

    await sendNotification(page.request, {
      type: 'success',
      title: 'Payment received',
      message: 'We have received KSh 1,250 for your order.',
      action_url: '/orders',
    })
    await expect(items(page.getByRole('main')).first()).toContainText('Payment received')
    await expect(toast(page, 'Payment received')).toContainText('We have received KSh 1,250 for your order.')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
  })
})

test.describe('notifications at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the panel fits the screen and is axe clean', async ({ page }) => {
    await signUpWithApi(page.request, newUser('narrow-bell'))
    await page.goto('/')
    await bell(page).click()
    await expect(items(panel(page))).toHaveCount(1)
    const box = await panel(page).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    await expectNoSeriousA11yViolations(page)
  })
})
