import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signUpWithApi, TEST_PASSWORD, toast, uniqueEmail, type TestUser } from './helpers/accounts'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 14's chat, both ways, in two browsers: A finds B with New Chat and writes; B's open Messages tab and
// sidebar badge follow without a reload; B opens the chat (A's tick turns to read), types (A sees "is typing")
// and answers; A's open chat shows the answer live. Both users are new, so no other journey's messages mix in.

function person(first: string): TestUser {
  const tag = randomUUID().slice(0, 8)
  return {
    email: uniqueEmail(`chat-${first.toLowerCase()}`),
    password: TEST_PASSWORD,
    name: `${first} Chat${tag}`,
  }
}

/** A signed-up user in a browser of their own, on the Messages tab. */
async function openMessages(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await suppressPopups(page)
  await signUpWithApi(page.request, user)
  await page.goto('/chat-forums?tab=messages')
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible()
  // Marks this very page: a reload or a navigation would lose the mark.
  await page.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'unchanged'
  })
  return page
}

const liveMark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)
const bubbles = (page: Page) => page.getByTestId('chat-message')

test('two people chat live both ways, with the unread badge, typing and read receipts', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const a = person('Achieng')
  const b = person('Baraka')
  const pageA = await openMessages(browser, a)
  const pageB = await openMessages(browser, b)
  await expect(pageB.getByText('No conversations yet')).toBeVisible()

  // A: New Chat, finds B by name, starts the conversation.
  await pageA.getByRole('button', { name: 'New Chat' }).click()
  const dialog = pageA.getByRole('dialog', { name: 'New Chat' })
  await dialog.getByRole('searchbox', { name: 'Search people' }).fill(b.name.toLowerCase())
  await dialog.getByRole('button', { name: `Start a conversation with ${b.name}` }).click()
  await expect(toast(pageA, 'Conversation started successfully.')).toBeVisible()
  await expect(pageA.getByRole('heading', { name: b.name })).toBeVisible()
  await expect(pageA).toHaveURL(/[?&]c=[0-9a-f-]{36}/)
  await expect(pageA).toHaveURL(/[?&]tab=messages/)

  // A writes; Shift+Enter makes a new line, Enter sends.
  const boxA = pageA.getByRole('textbox', { name: 'Message' })
  await boxA.fill('Habari Baraka!')
  await boxA.press('Shift+Enter')
  await boxA.pressSequentially('Uko free kesho?')
  await boxA.press('Enter')
  await expect(boxA).toHaveValue('')
  const mineA = bubbles(pageA).filter({ hasText: 'Uko free kesho?' })
  await expect(mineA).toHaveAttribute('data-mine', 'true')
  await expect(mineA.getByRole('img', { name: 'Sent' })).toBeVisible()

  // B, without a reload: the conversation with its unread count, and the sidebar's badge.
  const rowB = pageB.getByTestId('chat-conversation').filter({ hasText: a.name })
  await expect(rowB).toContainText('Uko free kesho?')
  await expect(rowB.getByTestId('chat-unread')).toContainText('1')
  await expect(pageB.getByRole('link', { name: /1 unread message/ })).toBeVisible()

  // B opens it: the message is there, and A's tick turns to read.
  await rowB.click()
  await expect(pageB.getByRole('heading', { name: a.name })).toBeVisible()
  await expect(bubbles(pageB).filter({ hasText: 'Habari Baraka!' })).toHaveAttribute('data-mine', 'false')
  await expect(mineA.getByRole('img', { name: 'Read' })).toBeVisible()
  await expect(pageB.getByRole('link', { name: /unread message/ })).toHaveCount(0)

  // B types: A sees it; B answers: A's open chat shows it.
  const boxB = pageB.getByRole('textbox', { name: 'Message' })
  await boxB.pressSequentially('Ndio, saa nne')
  await expect(pageA.getByTestId('chat-typing')).toHaveText(`${b.name} is typing…`)
  await boxB.press('Enter')
  const replyOnA = bubbles(pageA).filter({ hasText: 'Ndio, saa nne' })
  await expect(replyOnA).toHaveAttribute('data-mine', 'false')
  await expect(pageA.getByTestId('chat-typing')).toHaveText('')
  // A has the chat open: B's answer is marked read there, so B's tick turns too.
  await expect(
    bubbles(pageB).filter({ hasText: 'Ndio, saa nne' }).getByRole('img', { name: 'Read' }),
  ).toBeVisible()

  expect(await liveMark(pageA)).toBe('unchanged')
  expect(await liveMark(pageB)).toBe('unchanged')
  await expectNoSeriousA11yViolations(pageA)
  await pageA.context().close()
  await pageB.context().close()
})

test('on a phone the list and the chat are two screens, with Back', async ({ browser }) => {
  test.setTimeout(90_000)
  const a = person('Wekesa')
  const b = person('Njeri')
  // B exists, so A can find them.
  const pageB = await openMessages(browser, b)
  await pageB.context().close()

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  await suppressPopups(page)
  await signUpWithApi(page.request, a)
  await page.goto('/chat-forums?tab=messages')
  await expect(page.getByText('Start a conversation')).toBeHidden()
  await page.getByRole('button', { name: 'New Chat' }).click()
  await page.getByRole('searchbox', { name: 'Search people' }).fill(b.name)
  await page.getByRole('button', { name: `Start a conversation with ${b.name}` }).click()
  await expect(page.getByRole('heading', { name: b.name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeHidden()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Back to conversations' }).click()
  await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible()
  await expect(page.getByTestId('chat-conversation').filter({ hasText: b.name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await context.close()
})
