import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { callsTo, categories, json, mockApi, samplePost } from '../test/fixtures'
import { renderAt } from '../test/render'
import CreatePostDialog from './create-post-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

async function fill() {
  await screen.findByRole('option', { name: 'Housing' })
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Housing')
  await userEvent.type(screen.getByLabelText('Title'), '  Bedsitter in Kilimani  ')
  await userEvent.type(screen.getByLabelText('Content'), 'Anyone know a good one under 15k?')
}

describe('CreatePostDialog', () => {
  it('keeps Create Post disabled until category, title and content are there (silently not submitted)', async () => {
    const fetchMock = mockApi({ 'GET /api/forums/categories': () => json(categories) })
    renderAt(<CreatePostDialog onClose={vi.fn()} />)
    const submit = screen.getByRole('button', { name: 'Create Post' })
    expect(submit).toBeDisabled()
    await screen.findByRole('option', { name: 'Housing' })
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Housing')
    await userEvent.type(screen.getByLabelText('Title'), 'Title')
    await userEvent.type(screen.getByLabelText('Content'), '   ')
    expect(submit).toBeDisabled()
    expect(callsTo(fetchMock, 'POST /api/forums/posts')).toHaveLength(0)
  })

  it('creates the post with the spec toast and closes', async () => {
    const onClose = vi.fn()
    const fetchMock = mockApi({
      'GET /api/forums/categories': () => json(categories),
      'POST /api/forums/posts': () => json(samplePost(), 201),
    })
    renderAt(<CreatePostDialog onClose={onClose} />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Post Created', {
        description: 'Your forum post has been created successfully.',
      }),
    )
    expect(onClose).toHaveBeenCalled()
    const [, init] = callsTo(fetchMock, 'POST /api/forums/posts')[0]!
    expect(JSON.parse(String(init!.body))).toEqual({
      category_id: categories[1]!.id,
      title: 'Bedsitter in Kilimani',
      content: 'Anyone know a good one under 15k?',
      image_url: null,
    })
  })

  it('says Failed to create post when the server fails, and stays open', async () => {
    const onClose = vi.fn()
    mockApi({
      'GET /api/forums/categories': () => json(categories),
      'POST /api/forums/posts': () => json({ error: { code: 'internal', message: 'boom' } }, 500),
    })
    renderAt(<CreatePostDialog onClose={onClose} />)
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to create post. Please try again.', undefined),
    )
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Create New Post' })).toBeInTheDocument()
  })

  it('uploads a chosen picture and sends its address with the post', async () => {
    const fetchMock = mockApi({
      'GET /api/forums/categories': () => json(categories),
      'POST /api/forums/images': () => json({ url: '/uploads/forum/abc.webp' }, 201),
      'POST /api/forums/posts': () => json(samplePost(), 201),
    })
    renderAt(<CreatePostDialog onClose={vi.fn()} />)
    await fill()
    const file = new File([new Uint8Array([1, 2, 3])], 'room.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Picture (optional)'), file)
    expect(await screen.findByRole('img', { name: 'The chosen picture' })).toBeInTheDocument()
    const [, upload] = callsTo(fetchMock, 'POST /api/forums/images')[0]!
    expect((upload!.body as FormData).get('image')).toBeInstanceOf(File)
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }))
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/forums/posts')).toHaveLength(1))
    const [, init] = callsTo(fetchMock, 'POST /api/forums/posts')[0]!
    expect(JSON.parse(String(init!.body)).image_url).toBe('/uploads/forum/abc.webp')
  })
})
