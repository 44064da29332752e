import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoAccounts, newUser, signInWithForm, signUpWithApi, toast } from './helpers/accounts'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The Forums tab and the post page of /chat-forums (issue 14, spec 001 Community): a demo user posts, a second
// user replies and likes, and the author sees the counts move.

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const likeButton = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByTestId('like-button')

/** The signed-in user of `request` posts through the API (the journeys do not lean on the demo seed). */
async function postWithApi(request: APIRequestContext) {
  const categories = (await (await request.get('/api/forums/categories')).json()) as { id: string }[]
  const response = await request.post('/api/forums/posts', {
    headers: { Origin: process.env.E2E_BASE_URL ?? '' },
    data: {
      category_id: categories[0]!.id,
      title: `Matatu fares to Rongai ${randomUUID().slice(0, 8)}`,
      content: 'Has anyone seen the new fares after the fuel price change? https://example.com/fares',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; title: string }
}

/** Creates a post through Create New Post and answers its title. */
async function createPost(page: Page, category = 'Tech') {
  const title = `Fibre in Kasarani ${randomUUID().slice(0, 8)}`
  await page.getByRole('button', { name: "What's on your mind?" }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Post' })
  await expect(dialog.getByRole('button', { name: 'Create Post' })).toBeDisabled()
  await expect(dialog.getByRole('option', { name: category })).toBeAttached()
  await dialog.getByLabel('Category').selectOption({ label: category })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Content').fill('Which provider is reliable? Prices on https://example.com/fibre')
  await dialog.getByRole('button', { name: 'Create Post' }).click()
  await expect(toast(page, 'Post Created')).toContainText('Your forum post has been created successfully.')
  await expect(dialog).toBeHidden()
  return title
}

test('a demo user posts; another user replies and likes; the author sees the counts', async ({
  page,
  browser,
}) => {
  // Two browsers, two sign-ins and a dozen round trips.
  test.slow()
  // Signed out: Join the Community, then Sign In and back to /chat-forums.
  await page.goto('/chat-forums')
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible()
  await expect(page.getByText('Sign in to share your thoughts and connect with others')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/auth')
  await signInWithForm(page, demoAccounts.customer)
  await expect(page).toHaveURL('/chat-forums')
  await expect(page.getByRole('tab', { name: 'Forums' })).toHaveAttribute('aria-selected', 'true')

  const title = await createPost(page)
  const mine = card(page, title)
  await expect(mine).toBeVisible()
  await expect(mine.getByTestId('category-badge')).toHaveText('Tech')
  await expect(likeButton(mine)).toHaveAttribute('aria-pressed', 'false')

  // Search over title and content, kept in the URL.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(title)
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(title).replace(/%20/g, '\\+')}`))
  await expect(page.getByTestId('post-card')).toHaveCount(1)

  await mine.getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'https://example.com/fibre' })).toHaveAttribute(
    'href',
    'https://example.com/fibre',
  )
  const postUrl = new URL(page.url()).pathname
  expect(postUrl).toMatch(/^\/chat-forums\/posts\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('view-count')).toHaveText('1')

  // A second user opens the share link, replies and likes.
  const other = await browser.newContext()
  const reader = await other.newPage()
  await suppressPopups(reader)
  await signUpWithApi(reader.request, newUser('forum-reader'))
  await reader.goto(postUrl)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(reader.getByTestId('view-count')).toHaveText('2')
  await reader.getByRole('textbox', { name: 'Write a reply' }).fill('Safaricom Home has been steady for me.')
  await reader.getByRole('button', { name: 'Post Reply' }).click()
  await expect(reader.getByTestId('reply-list')).toContainText('Safaricom Home has been steady for me.')
  await expect(reader.getByTestId('reply-count')).toHaveText('1')
  await expect(reader.getByTestId('replies-heading')).toHaveText('1 Reply')
  await likeButton(reader).click()
  await expect(likeButton(reader)).toHaveAttribute('aria-pressed', 'true')
  await expect(likeButton(reader)).toHaveText('1')
  await other.close()

  // The author sees one like, one reply and two views.
  await page.reload()
  await expect(page.getByTestId('reply-list')).toContainText('Safaricom Home has been steady for me.')
  await expect(page.getByTestId('reply-count')).toHaveText('1')
  await expect(likeButton(page)).toHaveText('1')
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
  await page.goto(`/chat-forums?search=${encodeURIComponent(title)}`)
  await expect(card(page, title).getByRole('link', { name: `1 reply to ${title}` })).toBeVisible()
  await expect(likeButton(card(page, title))).toHaveAccessibleName(`Like ${title}, 1 like`)
  await expect(card(page, title).getByText('2 views')).toBeAttached()

  // The Messages tab is in the URL.
  await page.getByRole('tab', { name: 'Messages' }).click()
  await expect(page).toHaveURL('/chat-forums?tab=messages')
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true')
})

test('a signed-out reader can read a post but is asked to sign in to reply; an unknown post is not available', async ({
  page,
  playwright,
}) => {
  const author = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
  await signUpWithApi(author, newUser('forum-author'))
  const post = await postWithApi(author)
  await author.dispose()
  await page.goto(`/chat-forums/posts/${post.id}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.getByText('Sign in to reply')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/chat-forums/posts/${randomUUID()}`)
  await expect(page.getByRole('heading', { name: 'This post is not available.' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to Forums' }).last().click()
  await expect(page).toHaveURL('/chat-forums')
})

test('the Forums tab, Create New Post and the post page pass axe', async ({ page }) => {
  // Four axe runs over full pages.
  test.slow()
  await page.goto('/chat-forums')
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await signUpWithApi(page.request, newUser('forum-axe'))
  await postWithApi(page.request)
  await page.goto('/chat-forums')
  await expect(page.getByTestId('post-card').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: "What's on your mind?" }).click()
  await expect(page.getByRole('dialog', { name: 'Create New Post' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')

  await page.getByTestId('post-card').first().getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Write a reply' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test.describe('forums at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the tabs, the cards and the post page fit the screen, with 44 px touch targets', async ({ page }) => {
    await signUpWithApi(page.request, newUser('forum-phone'))
    await postWithApi(page.request)
    await page.goto('/chat-forums')
    const first = page.getByTestId('post-card').first()
    await expect(first).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Forums' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible()
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await fits()).toBe(true)
    for (const target of [likeButton(first), first.getByRole('button', { name: /^Share / })]) {
      const box = await target.boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
      expect(box!.width).toBeGreaterThanOrEqual(44)
    }

    await first.getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Write a reply' })).toBeVisible()
    expect(await fits()).toBe(true)
    await expectNoSeriousA11yViolations(page)
  })
})
