import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { callsTo, categories, json, me, mockApi, samplePost } from '../test/fixtures'
import { renderAt } from '../test/render'
import { ForumsTab } from './forums-tab'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('ForumsTab', () => {
  it('shows the cards with author, category, counts and a link to the post page', async () => {
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () => json({ items: [samplePost()], next_cursor: null }),
    })
    renderAt(<ForumsTab />)
    const card = await screen.findByRole('article', { name: 'Best matatu route to Westlands?' })
    expect(within(card).getByText('Brian Kiprop')).toBeInTheDocument()
    expect(within(card).getByTestId('category-badge')).toHaveTextContent('General')
    expect(within(card).getByText('3 hours ago')).toBeInTheDocument()
    expect(within(card).getByText('12 views')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Best matatu route to Westlands?' })).toHaveAttribute(
      'href',
      `/chat-forums/posts/${samplePost().id}`,
    )
    expect(within(card).getByRole('link', { name: /2 replies to/ })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: /Like .*, 3 likes/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(card).getByRole('button', { name: /More actions/ })).toBeInTheDocument()
  })

  it('offers no Report on your own post', async () => {
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () =>
        json({ items: [samplePost({ author_id: me.id, author: me })], next_cursor: null }),
    })
    renderAt(<ForumsTab />)
    const card = await screen.findByRole('article')
    expect(within(card).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument()
  })

  it('shows No posts found with Create First Post, which opens Create New Post', async () => {
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () => json({ items: [], next_cursor: null }),
    })
    renderAt(<ForumsTab />)
    expect(await screen.findByText('No posts found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create First Post' }))
    expect(await screen.findByRole('dialog', { name: 'Create New Post' })).toBeInTheDocument()
  })

  it('sends the category and the search term to the server and keeps them in the URL', async () => {
    const fetchMock = mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () => json({ items: [], next_cursor: null }),
    })
    const { router } = renderAt(<ForumsTab />)
    await screen.findByText('No posts found')
    await screen.findByRole('option', { name: 'Housing' })
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Housing')
    await userEvent.type(screen.getByLabelText('Search posts'), 'rent')
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /api/forums/posts').at(-1)!
      const url = new URL(String(last[0]), 'http://localhost')
      expect(url.searchParams.get('category_id')).toBe(categories[1]!.id)
      expect(url.searchParams.get('search')).toBe('rent')
    })
    expect(router.state.location.search).toBe(`?category=${categories[1]!.id}&search=rent`)
  })

  it('pages with the server cursor on Load more', async () => {
    const fetchMock = mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': (_init, url) =>
        url.searchParams.get('cursor') === 'c-2'
          ? json({ items: [samplePost({ id: 'p-2', title: 'Older post' })], next_cursor: null })
          : json({ items: [samplePost()], next_cursor: 'c-2' }),
    })
    renderAt(<ForumsTab />)
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('article', { name: 'Older post' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(callsTo(fetchMock, 'GET /api/forums/posts')).toHaveLength(2)
  })

  it('likes at once, then takes the like back with the spec toast when the server fails', async () => {
    let answer: (response: Response) => void = () => undefined
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () => json({ items: [samplePost()], next_cursor: null }),
      [`POST /api/forums/posts/${samplePost().id}/like`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    renderAt(<ForumsTab />)
    await userEvent.click(await screen.findByRole('button', { name: /Like .*, 3 likes/ }))
    expect(await screen.findByRole('button', { name: /Like .*, 4 likes/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    answer(json({ error: { code: 'internal', message: 'boom' } }, 500))
    expect(await screen.findByRole('button', { name: /Like .*, 3 likes/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(toast.error).toHaveBeenCalledWith('Failed to update like. Please try again.')
  })

  it('shows an error with a retry when the posts cannot be loaded', async () => {
    let fail = true
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'GET /api/forums/posts': () =>
        fail
          ? json({ error: { code: 'internal', message: 'x' } }, 500)
          : json({ items: [], next_cursor: null }),
    })
    renderAt(<ForumsTab />)
    const alert = await screen.findByRole('alert')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No posts found')).toBeInTheDocument()
  })
})
