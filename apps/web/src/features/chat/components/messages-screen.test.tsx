import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conversation, json, page, stubApi } from '../test/fixtures'
import { renderChat } from '../test/render'
import MessagesScreen from './messages-screen'

afterEach(() => vi.unstubAllGlobals())

const list = [
  conversation({ id: 'conv-1', unread_count: 3, last_message: 'Uko wapi?' }),
  conversation({
    id: 'conv-2',
    other: { id: 'user-3', full_name: 'Amina Hassan', avatar_url: null },
    last_message: null,
    last_message_at: null,
  }),
]

function openTab(url?: string) {
  const api = stubApi(({ method, url: requestUrl }) => {
    if (method !== 'GET') return undefined
    if (requestUrl.pathname === '/api/chat/conversations') {
      const search = (requestUrl.searchParams.get('search') ?? '').toLowerCase()
      return json(list.filter((item) => item.other.full_name.toLowerCase().includes(search)))
    }
    const one = list.find((item) => requestUrl.pathname === `/api/chat/conversations/${item.id}`)
    if (one) return json(one)
    if (requestUrl.pathname.endsWith('/messages')) return json(page([]))
  })
  return { ...api, ...renderChat(<MessagesScreen />, url) }
}

describe('the Messages tab', () => {
  it('lists the conversations with their unread counts and last messages, and says Start a conversation', async () => {
    openTab()
    const rows = await screen.findAllByTestId('chat-conversation')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Amani Otieno')
    expect(rows[0]).toHaveTextContent('Uko wapi?')
    expect(rows[0]).toHaveTextContent('5 minutes ago')
    expect(within(rows[0]!).getByTestId('chat-unread')).toHaveTextContent('3 unread messages')
    expect(rows[1]).toHaveTextContent('No messages yet')
    expect(within(rows[1]!).queryByTestId('chat-unread')).not.toBeInTheDocument()
    expect(screen.getByText('Start a conversation')).toBeInTheDocument()
  })

  it('searches on the name or last message through the server, the term kept in the URL', async () => {
    const { calls, router } = openTab()
    await screen.findAllByTestId('chat-conversation')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'amina')
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1))
    expect(calls.map((call) => call.path)).toContain('/api/chat/conversations?search=amina')
    expect(router.state.location.search).toContain('chat_search=amina')
  })

  it('choosing a conversation opens it and puts it in the URL beside the tab', async () => {
    const { router } = openTab()
    await userEvent.click((await screen.findAllByTestId('chat-conversation'))[1]!)
    expect(await screen.findByRole('heading', { name: 'Amina Hassan' })).toBeInTheDocument()
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('c')).toBe('conv-2')
    expect(params.get('tab')).toBe('messages')
    expect(screen.getAllByTestId('chat-conversation')[1]).toHaveAttribute('aria-current', 'true')
    // Opened by the reader: ready to type.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus())
  })

  it('Back leaves the conversation (the list again on a phone)', async () => {
    const { router } = openTab('/chat-forums?tab=messages&c=conv-1')
    await userEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }))
    expect(new URLSearchParams(router.state.location.search).get('c')).toBeNull()
    expect(await screen.findByText('Start a conversation')).toBeInTheDocument()
  })
})
