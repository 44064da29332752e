import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatUnreadBadge, useChatUnreadCount } from './chat-unread-badge'

afterEach(() => vi.unstubAllGlobals())

function Probe() {
  const count = useChatUnreadCount()
  return (
    <a href="/chat-forums">
      chat
      <ChatUnreadBadge count={count} collapsed={false} />
    </a>
  )
}

function renderProbe(signedIn: boolean) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/me')
      return signedIn
        ? new Response(JSON.stringify({ user: { id: 'me' }, is_admin: false }))
        : new Response(JSON.stringify({ error: { code: 'auth.required', message: 'x' } }), { status: 401 })
    if (url === '/api/chat/unread') return new Response(JSON.stringify({ unread_count: 4 }))
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  )
  return fetchMock
}

describe("the sidebar's chat badge", () => {
  it('shows the unread count, read out with the link', async () => {
    renderProbe(true)
    expect(await screen.findByRole('link', { name: /^chat\s*, 4 unread messages$/ })).toBeInTheDocument()
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('4')
  })

  it('asks nothing for a visitor and shows no badge', async () => {
    const fetchMock = renderProbe(false)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything()))
    expect(fetchMock).not.toHaveBeenCalledWith('/api/chat/unread', expect.anything())
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument()
  })

  it('caps at 99+ and shows nothing at zero', () => {
    const { rerender } = render(<ChatUnreadBadge count={120} collapsed={false} />)
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('99+')
    rerender(<ChatUnreadBadge count={0} collapsed={false} />)
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument()
  })
})
