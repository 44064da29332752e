import type { ReportQueue } from '@soko/shared/community/moderation.schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommunityPage } from './community-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const postId = '0b6f1a52-8f5d-4c57-9d44-2f8f8e0c1a01'
const queue: ReportQueue = {
  total: 1,
  open_count: 1,
  items: [
    {
      target_type: 'post',
      target_id: postId,
      title: 'Cheap iPhones in town',
      content: 'DM me <b>now</b>, pay by M-Pesa first',
      url: `/chat-forums/posts/${postId}`,
      hidden: false,
      created_at: '2026-11-27T09:00:00.000Z',
      author: { id: 'author-1', full_name: 'Juma Mwangi', avatar_url: null, suspended: false, warnings: 2 },
      reports: [
        {
          id: 'report-1',
          target_type: 'post',
          target_id: postId,
          reason: 'scam',
          details: 'Asked me to pay before meeting',
          status: 'open',
          reporter: { id: 'r-1', full_name: 'Achieng Otieno', avatar_url: null },
          created_at: '2026-11-27T10:00:00.000Z',
          resolved_at: null,
          action: null,
        },
      ],
    },
  ],
}

let calls: { method: string; url: string; body: unknown }[] = []
function stubApi(answer: (url: string, method: string) => unknown = () => queue) {
  calls = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const body = answer(url, method)
    if (body instanceof Response) return body
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
}

function renderPage(path = '/admin/community') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/admin/community', element: <CommunityPage /> }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

beforeEach(() => {
  toast.success.mockReset()
  toast.error.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

describe('CommunityPage (issue 14 moderation queue)', () => {
  it('shows each reported item: its text as text, the author with warnings, the reports and a link in context', async () => {
    stubApi()
    renderPage()
    const card = await screen.findByTestId('reported-item')
    expect(within(card).getByRole('heading', { name: 'Cheap iPhones in town' })).toBeInTheDocument()
    expect(within(card).getByText('DM me <b>now</b>, pay by M-Pesa first')).toBeInTheDocument()
    expect(within(card).getByText('Juma Mwangi')).toBeInTheDocument()
    expect(within(card).getByText('2 warnings')).toBeInTheDocument()
    expect(within(card).getByText('Scam or fraud')).toBeInTheDocument()
    expect(within(card).getByText(/Achieng Otieno/)).toBeInTheDocument()
    expect(within(card).getByText('Asked me to pay before meeting')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'View in context' })).toHaveAttribute(
      'href',
      `/chat-forums/posts/${postId}`,
    )
    expect(screen.getByTestId('open-count')).toHaveTextContent('1 open')
    expect(calls[0]!.url).toContain('/api/admin/community/reports?status=open&page=1&limit=20')
  })

  it('hides an item and says so; the queue is asked again', async () => {
    stubApi((url, method) =>
      method === 'POST' ? { target_type: 'post', target_id: postId, hidden: true, closed_reports: 1 } : queue,
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Content hidden. Its reports are closed.'))
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(
      `/api/admin/community/content/post/${postId}/hide`,
    )
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2))
  })

  it('dismisses the open reports through one of them', async () => {
    stubApi((url, method) =>
      method === 'POST'
        ? { target_type: 'post', target_id: postId, hidden: false, closed_reports: 1 }
        : queue,
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reports dismissed.'))
    expect(calls.find((call) => call.method === 'POST')!.url).toBe(
      '/api/admin/community/reports/report-1/dismiss',
    )
  })

  it('warns the author with the message typed in the dialog', async () => {
    stubApi((url, method) =>
      method === 'POST' ? { user_id: 'author-1', suspended: false, warnings: 3 } : queue,
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Warn author' }))
    const send = await screen.findByRole('button', { name: 'Send Warning' })
    expect(send).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Message to the author'), 'No scams here, please.')
    await userEvent.click(send)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Warning sent to Juma Mwangi.'))
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/community/users/author-1/warn',
      body: { message: 'No scams here, please.', target_type: 'post', target_id: postId },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks before suspending the author, and shows the server’s error when it fails', async () => {
    stubApi((url, method) =>
      method === 'POST'
        ? new Response(
            JSON.stringify({
              error: { code: 'last_admin', message: 'There must be at least one administrator.' },
            }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : queue,
    )
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend author' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Juma Mwangi will be signed out everywhere')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'That did not work: There must be at least one administrator.',
      ),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('keeps the tab and the type in the URL, and says when a tab is empty', async () => {
    stubApi((url) => (url.includes('status=dismissed') ? { items: [], total: 0, open_count: 1 } : queue))
    const router = renderPage()
    await screen.findByTestId('reported-item')
    await userEvent.click(screen.getByRole('tab', { name: 'Dismissed' }))
    expect(await screen.findByText('No dismissed reports yet.')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=dismissed')
    await userEvent.selectOptions(screen.getByLabelText('Content type'), 'message')
    expect(router.state.location.search).toBe('?status=dismissed&type=message')
    await waitFor(() => expect(calls.at(-1)!.url).toContain('status=dismissed&target_type=message'))
  })

  it('offers a retry when the queue cannot be loaded', async () => {
    stubApi(() => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))
    renderPage()
    expect(await screen.findByText('Failed to load reports.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })
})
