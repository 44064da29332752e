import type { ChatMessage } from '@soko/shared/community/chat.schema'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatMessageType, chatReadType, chatTypingType, publishChatLive } from '@/lib/chat-live'
import { toast } from '@/lib/toast'
import { amani, conversation, json, me, message, page, stubApi } from '../test/fixtures'
import { renderChat } from '../test/render'
import { ChatPane } from './chat-pane'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

beforeEach(() => {
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

function openPane({
  items = [] as ChatMessage[],
  conv = conversation(),
  nextBefore = null as string | null,
  older = [] as ChatMessage[],
  sendStatus = 201,
} = {}) {
  const api = stubApi(({ method, url, body }) => {
    const base = `/api/chat/conversations/${conv.id}`
    if (method === 'GET' && url.pathname === base) return json(conv)
    if (method === 'GET' && url.pathname === `${base}/messages`)
      return url.searchParams.get('before')
        ? json(page(older))
        : json(page([...items], { next_before: nextBefore, other_last_read_at: conv.other_last_read_at }))
    if (method === 'POST' && url.pathname === `${base}/messages`) {
      if (sendStatus >= 300) return json({ error: { code: 'internal', message: 'Boom' } }, sendStatus)
      const { content } = body as { content: string }
      const stored = message({ sender_id: me.id, content, created_at: new Date().toISOString() })
      items.push(stored)
      return json(stored, 201)
    }
    if (method === 'POST' && (url.pathname === `${base}/read` || url.pathname === `${base}/typing`))
      return json(undefined, 204)
    if (method === 'POST' && url.pathname === '/api/chat/blocks') return json(undefined, 204)
    if (method === 'POST' && url.pathname === '/api/community/reports') return json({ id: 'report-1' }, 201)
  })
  const onBack = vi.fn()
  renderChat(<ChatPane conversationId={conv.id} myId={me.id} onBack={onBack} />)
  return { ...api, onBack }
}

const history = () => screen.getByRole('region', { name: 'Messages with Amani Otieno' })
const bubbles = () => within(history()).getAllByRole('listitem')

describe('the chat pane', () => {
  it("shows the other person's name, bubbles on both sides and the receipts of mine", async () => {
    const read = message({ sender_id: me.id, content: 'Uko wapi?', created_at: at(10) })
    const theirs = message({ content: 'Niko Westlands', created_at: at(9) })
    const hidden = message({ content: '', hidden: true, created_at: at(8) })
    const sent = message({ sender_id: me.id, content: 'Sawa, nakuja', created_at: at(2) })
    openPane({ items: [read, theirs, hidden, sent], conv: conversation({ other_last_read_at: at(5) }) })

    expect(await screen.findByRole('heading', { name: 'Amani Otieno' })).toBeInTheDocument()
    await screen.findByTestId('chat-messages')
    const [first, second, third, fourth] = bubbles()
    expect(first).toHaveAttribute('data-mine', 'true')
    expect(within(first!).getByRole('img', { name: 'Read' })).toBeInTheDocument()
    expect(second).toHaveAttribute('data-mine', 'false')
    expect(second).toHaveTextContent('Amani Otieno: Niko Westlands')
    expect(within(second!).getByRole('button', { name: 'Report message' })).toBeInTheDocument()
    expect(third).toHaveTextContent('This message was removed by a moderator.')
    expect(within(third!).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument()
    expect(within(fourth!).getByRole('img', { name: 'Sent' })).toBeInTheDocument()
    expect(within(fourth!).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument()
  })

  it('marks the conversation read once it shows their messages', async () => {
    const { calls } = openPane({ items: [message({ content: 'Jambo' })] })
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/chat/conversations/conv-1/read', body: {} }),
    )
  })

  it('live: their new message appears, "is typing" shows, and their read mark turns my tick to read', async () => {
    const mine = message({ sender_id: me.id, content: 'Habari?', created_at: at(1) })
    const { calls } = openPane({ items: [mine] })
    expect(await screen.findByText('Habari?')).toBeInTheDocument()
    expect(within(bubbles()[0]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument()

    act(() => publishChatLive({ type: chatTypingType, conversation_id: 'conv-1', user_id: amani.id }))
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Amani Otieno is typing…')

    act(() =>
      publishChatLive({
        type: chatReadType,
        conversation_id: 'conv-1',
        reader_id: amani.id,
        read_at: new Date().toISOString(),
      }),
    )
    expect(within(bubbles()[0]!).getByRole('img', { name: 'Read' })).toBeInTheDocument()

    const reply = message({ content: 'Poa sana!', created_at: new Date().toISOString() })
    act(() => publishChatLive({ type: chatMessageType, conversation_id: 'conv-1', message: reply }))
    expect(screen.getByText('Poa sana!')).toBeInTheDocument()
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('')
    // Another conversation's message stays out of this one.
    act(() =>
      publishChatLive({
        type: chatMessageType,
        conversation_id: 'conv-2',
        message: message({ content: 'Elsewhere' }),
      }),
    )
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument()
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/read'))).toHaveLength(1))
  })

  it('shows my message at once and sends it', async () => {
    const { calls } = openPane()
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Tuonane saa nane{Enter}')
    expect(await screen.findByText('Tuonane saa nane')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/chat/conversations/conv-1/messages',
        body: { content: 'Tuonane saa nane' },
      }),
    )
    await waitFor(() => expect(within(bubbles()[0]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument())
    expect(calls.some((call) => call.path.endsWith('/typing'))).toBe(true)
  })

  it('a failed send says "Failed to send message. Please try again." and takes the bubble away', async () => {
    openPane({ sendStatus: 500 })
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Hello{Enter}')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to send message. Please try again.',
      }),
    )
    expect(screen.queryByTestId('chat-message')).not.toBeInTheDocument()
    expect(box).toHaveValue('Hello')
  })

  it('a blocked conversation says so and disables the message box', async () => {
    openPane({ conv: conversation({ blocked: true, blocked_by_me: true }) })
    expect(await screen.findByTestId('chat-blocked')).toHaveTextContent(
      'You blocked Amani Otieno. Unblock them to send messages.',
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }))
    expect(await screen.findByRole('menuitem', { name: 'Unblock Amani Otieno' })).toBeInTheDocument()
  })

  it('scrolling to the top loads older messages (before=)', async () => {
    const newest = message({ content: 'Newest', created_at: at(1) })
    const old = message({ content: 'From last week', created_at: at(10_000) })
    const { calls } = openPane({ items: [newest], nextBefore: newest.id, older: [old] })
    await screen.findByText('Newest')
    const scroller = history()
    scroller.scrollTop = 0
    fireEvent.scroll(scroller)
    expect(await screen.findByText('From last week')).toBeInTheDocument()
    expect(calls.map((call) => call.path)).toContain(
      `/api/chat/conversations/conv-1/messages?limit=50&before=${newest.id}`,
    )
    expect(bubbles().map((item) => item.textContent)).toEqual([
      expect.stringContaining('From last week'),
      expect.stringContaining('Newest'),
    ])
  })

  it('Back (phones) goes back to the list', async () => {
    const { onBack } = openPane()
    await userEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }))
    expect(onBack).toHaveBeenCalled()
  })

  it('blocks the other person after a confirmation', async () => {
    const { calls } = openPane()
    await userEvent.click(await screen.findByRole('button', { name: 'Conversation options' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Amani Otieno' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Amani Otieno?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/chat/blocks', body: { user_id: amani.id } }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Amani Otieno is blocked.'))
  })

  it('reports one of their messages with a reason', async () => {
    const theirs = message({ content: 'Tuma pesa kwanza' })
    const { calls } = openPane({ items: [theirs] })
    await userEvent.click(await screen.findByRole('button', { name: 'Report message' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report message' })
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'scam')
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Asks for money up front')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/community/reports',
        body: {
          target_type: 'message',
          target_id: theirs.id,
          reason: 'scam',
          details: 'Asks for money up front',
        },
      }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Thank you. Our moderators will review this message.'),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
