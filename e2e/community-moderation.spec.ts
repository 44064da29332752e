import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { demoAccounts, newUser, signInWithApi, signUpWithApi, toast } from './helpers/accounts'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Safety (issue 14): a user reports a post from /chat-forums, the report reaches the admin's queue at
// /admin/community, the admin hides the post, and it is gone for everyone; the action is in the audit log.

const origin = () => ({ Origin: process.env.E2E_BASE_URL ?? '' })

/** A browser of its own for a new user (signed up, so signed in) or a demo account. */
async function personPage(browser: Browser, account?: { email: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await suppressPopups(page)
  if (account) await signInWithApi(page.request, account)
  else await signUpWithApi(page.request, newUser('moderation'))
  return page
}

/** A post written through the forums API by the page's user; its id and title. */
async function postAs(page: Page) {
  const categories = (await (await page.request.get('/api/forums/categories')).json()) as { id: string }[]
  const title = `Cheap phones at Luthuli ${randomUUID().slice(0, 8)}`
  const created = await page.request.post('/api/forums/posts', {
    headers: origin(),
    data: {
      category_id: categories[0]!.id,
      title,
      content: 'Send KSh 5,000 by M-Pesa first and I deliver the phone tomorrow.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { id: string }).id, title }
}

test('a reported post reaches the admin, who hides it, and it disappears for users', async ({ browser }) => {
  test.slow() // three people in three browsers (author, reporter, admin): about 30 s on a busy runner
  const author = await personPage(browser)
  const { id, title } = await postAs(author)

  // Another user reports it from the Forums tab.
  const reporter = await personPage(browser)
  await reporter.goto(`/chat-forums?search=${encodeURIComponent(title)}`)
  const card = reporter.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: `More actions for ${title}` }).click()
  await reporter.getByRole('menuitem', { name: 'Report' }).click()
  const dialog = reporter.getByRole('dialog', { name: 'Report post' })
  await dialog.getByLabel('Reason').selectOption({ label: 'Scam or fraud' })
  await dialog.getByLabel('Details (optional)').fill('Asks for payment before delivery.')
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(toast(reporter, 'Report sent')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The admin finds it in the queue with the report, and hides it.
  const admin = await personPage(browser, demoAccounts.admin)
  await admin.goto('/admin/community')
  await expect(admin.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible()
  await expect(
    admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Community' }),
  ).toHaveAttribute('aria-current', 'page')
  const item = admin.locator(`[data-testid="reported-item"][data-target-id="${id}"]`)
  await expect(item).toBeVisible()
  await expect(item.getByRole('heading', { name: title })).toBeVisible()
  await expect(item).toContainText('Scam or fraud')
  await expect(item).toContainText('Asks for payment before delivery.')
  await expect(item.getByRole('link', { name: 'View in context' })).toHaveAttribute(
    'href',
    `/chat-forums/posts/${id}`,
  )
  await expectNoSeriousA11yViolations(admin)
  await item.getByRole('button', { name: 'Hide' }).click()
  await expect(toast(admin, 'Content hidden. Its reports are closed.')).toBeVisible()
  await expect(item).toBeHidden()

  // It is under Actioned, marked hidden; the audit log has the action.
  await admin.getByRole('tab', { name: 'Actioned' }).click()
  await expect(admin).toHaveURL(/status=actioned/)
  const actioned = admin.locator(`[data-testid="reported-item"][data-target-id="${id}"]`)
  await expect(actioned.getByText('Hidden', { exact: true })).toBeVisible()
  await expect(actioned.getByRole('button', { name: 'Restore' })).toBeVisible()
  const audit = await admin.request.get('/api/admin/audit?action=community.hide&limit=20')
  const { entries } = (await audit.json()) as { entries: { entity_id: string }[] }
  expect(entries.map((entry) => entry.entity_id)).toContain(id)

  // Gone for users: the post page says so and the list no longer has it.
  await reporter.goto(`/chat-forums/posts/${id}`)
  await expect(reporter.getByRole('heading', { name: 'This post is not available.' })).toBeVisible()
  await reporter.goto(`/chat-forums?search=${encodeURIComponent(title)}`)
  await expect(reporter.getByText('No posts found')).toBeVisible()
  await expect(reporter.getByRole('article', { name: title })).toHaveCount(0)
  expect((await author.request.get(`/api/forums/posts/${id}`)).status()).toBe(404)

  await Promise.all([author, reporter, admin].map((page) => page.context().close()))
})
