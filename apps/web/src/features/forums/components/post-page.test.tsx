import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { callsTo, json, me, mockApi, samplePost, sampleReply } from '../test/fixtures'
import { renderAt } from '../test/render'
import { PostPage } from './post-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const post = samplePost()
const path = '/chat-forums/posts/:id'
const url = `/chat-forums/posts/${post.id}`
const postRoute = `GET /api/forums/posts/${post.id}`
const repliesRoute = `GET /api/forums/posts/${post.id}/replies`
const viewsRoute = `POST /api/forums/posts/${post.id}/views`

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('PostPage', () => {
  it('shows the whole post with its links clickable and its HTML as text, and counts the view once', async () => {
    const fetchMock = mockApi({
      [postRoute]: () => json({ ...post, content: 'Map: https://example.com/map <b>not bold</b>' }),
      [repliesRoute]: () => json({ items: [], next_cursor: null, reply_count: 0 }),
      [viewsRoute]: () => json({ view_count: 13, counted: true }),
    })
    renderAt(<PostPage />, { path, url })
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'https://example.com/map' })
    expect(link).toHaveAttribute('href', 'https://example.com/map')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent('13'))
    expect(callsTo(fetchMock, viewsRoute)).toHaveLength(1)
    expect(screen.getByText('No replies yet. Be the first to reply.')).toBeInTheDocument()
  })

  it('says the post is not available on a 404, with a way back', async () => {
    mockApi({
      [postRoute]: () =>
        json({ error: { code: 'forums.post_not_found', message: 'This post is not available.' } }, 404),
    })
    renderAt(<PostPage />, { path, url })
    expect(await screen.findByRole('heading', { name: 'This post is not available.' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Back to Forums' })[0]).toHaveAttribute('href', '/chat-forums')
  })

  it('lets a signed-out reader read the replies but asks them to sign in to reply', async () => {
    const fetchMock = mockApi({
      [postRoute]: () => json(post),
      [repliesRoute]: () => json({ items: [sampleReply('r-1')], next_cursor: null, reply_count: 1 }),
    })
    renderAt(<PostPage />, { path, url, signedIn: false })
    expect(await screen.findByText('Reply r-1')).toBeInTheDocument()
    expect(screen.getByText('Sign in to reply')).toBeInTheDocument()
    expect(screen.queryByLabelText('Write a reply')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument()
    expect(callsTo(fetchMock, viewsRoute)).toHaveLength(0)
  })

  it('shows answers to a reply one level in, and answers a reply with its parent_id', async () => {
    const fetchMock = mockApi({
      [postRoute]: () => json(post),
      [repliesRoute]: () =>
        json({
          items: [sampleReply('r-1'), sampleReply('r-2'), sampleReply('r-3', { parent_id: 'r-1' })],
          next_cursor: null,
          reply_count: 3,
        }),
      [viewsRoute]: () => json({ view_count: 12, counted: false }),
      [`POST /api/forums/posts/${post.id}/replies`]: () =>
        json(sampleReply('r-4', { parent_id: 'r-1', author: me, author_id: me.id }), 201),
    })
    renderAt(<PostPage />, { path, url })
    const answers = await screen.findByRole('list', { name: 'Answers to Brian Kiprop' })
    expect(within(answers).getByText('Reply r-3')).toBeInTheDocument()
    const first = screen.getByText('Reply r-1').closest('li')!
    await userEvent.click(within(first).getByRole('button', { name: 'Reply to Brian Kiprop' }))
    const box = screen.getByRole('textbox', { name: 'Reply to Brian Kiprop' })
    expect(box).toHaveFocus()
    await userEvent.type(box, 'Asante sana')
    await userEvent.click(within(first).getByRole('button', { name: 'Post Reply' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, `POST /api/forums/posts/${post.id}/replies`)).toHaveLength(1),
    )
    const [, init] = callsTo(fetchMock, `POST /api/forums/posts/${post.id}/replies`)[0]!
    expect(JSON.parse(String(init!.body))).toEqual({ content: 'Asante sana', parent_id: 'r-1' })
  })

  it('lets the author edit their reply within 15 minutes, and offers no Report on it', async () => {
    const mine = sampleReply('r-1', { author: me, author_id: me.id, can_edit: true })
    const fetchMock = mockApi({
      [postRoute]: () => json(post),
      [repliesRoute]: () => json({ items: [mine], next_cursor: null, reply_count: 1 }),
      [viewsRoute]: () => json({ view_count: 12, counted: false }),
      'PATCH /api/forums/replies/r-1': () =>
        json({ ...mine, content: 'Edited text', edited_at: new Date().toISOString() }),
    })
    renderAt(<PostPage />, { path, url })
    const item = (await screen.findByText('Reply r-1')).closest('article')!
    expect(within(item).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument()
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }))
    const box = within(item).getByLabelText('Edit your reply')
    await userEvent.clear(box)
    await userEvent.type(box, 'Edited text')
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Edited text')).toBeInTheDocument()
    expect(screen.getByText('(edited)')).toBeInTheDocument()
    const [, init] = callsTo(fetchMock, 'PATCH /api/forums/replies/r-1')[0]!
    expect(JSON.parse(String(init!.body))).toEqual({ content: 'Edited text' })
  })

  it('hides Edit and Delete once the 15 minutes are over', async () => {
    const old = sampleReply('r-1', {
      author: me,
      author_id: me.id,
      can_edit: true,
      created_at: new Date(Date.now() - 16 * 60_000).toISOString(),
    })
    mockApi({
      [postRoute]: () => json(post),
      [repliesRoute]: () => json({ items: [old], next_cursor: null, reply_count: 1 }),
      [viewsRoute]: () => json({ view_count: 12, counted: false }),
    })
    renderAt(<PostPage />, { path, url })
    const item = (await screen.findByText('Reply r-1')).closest('article')!
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })
})

describe('PostPage for its author', () => {
  it('deletes the post after asking, and goes back to the forums', async () => {
    const own = samplePost({ author_id: me.id, author: me })
    const fetchMock = mockApi({
      [postRoute]: () => json(own),
      [repliesRoute]: () => json({ items: [], next_cursor: null, reply_count: 0 }),
      [viewsRoute]: () => json({ view_count: 12, counted: false }),
      [`DELETE /api/forums/posts/${post.id}`]: () => new Response(null, { status: 204 }),
    })
    const { router } = renderAt(<PostPage />, { path, url })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete post' }))
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument()
    await userEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Delete post' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-forums'))
    expect(callsTo(fetchMock, `DELETE /api/forums/posts/${post.id}`)).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Post deleted')
  })
})
