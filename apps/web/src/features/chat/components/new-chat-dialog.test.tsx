import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { amani, conversation, json, stubApi } from '../test/fixtures'
import { renderChat } from '../test/render'
import { NewChatDialog } from './new-chat-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const people = [amani, { id: 'user-3', full_name: 'Amina Hassan', avatar_url: null }]

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

async function openDialog(startStatus = 201) {
  const api = stubApi(({ method, url }) => {
    if (url.pathname === '/api/chat/users')
      return json(people.slice(0, url.searchParams.get('search') ? 2 : 0))
    if (method === 'POST' && url.pathname === '/api/chat/conversations')
      return startStatus < 300
        ? json(conversation({ id: 'conv-9' }), startStatus)
        : json({ error: { code: 'chat.blocked', message: "You can't message this person." } }, startStatus)
  })
  const onStarted = vi.fn()
  renderChat(<NewChatDialog onStarted={onStarted} />)
  await userEvent.click(screen.getByRole('button', { name: 'New Chat' }))
  return { ...api, onStarted, dialog: await screen.findByRole('dialog', { name: 'New Chat' }) }
}

describe('New Chat', () => {
  it('a blank search finds nothing and asks nobody', async () => {
    const { calls } = await openDialog()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), '   ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(calls.some((call) => call.path.startsWith('/api/chat/users'))).toBe(false)
    expect(screen.queryByRole('button', { name: /Start a conversation with/ })).not.toBeInTheDocument()
  })

  it('searches once typing pauses, and choosing a person opens the conversation with a Success toast', async () => {
    const { calls, onStarted } = await openDialog()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Am')
    const amaniButton = await screen.findByRole('button', { name: 'Start a conversation with Amani Otieno' })
    // Debounced: one search for the whole term, not one per key.
    expect(calls.filter((call) => call.path.startsWith('/api/chat/users')).map((call) => call.path)).toEqual([
      '/api/chat/users?search=Am',
    ])
    await userEvent.click(amaniButton)
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('conv-9'))
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/chat/conversations',
      body: { user_id: amani.id },
    })
    expect(toast.success).toHaveBeenCalledWith('Success', {
      description: 'Conversation started successfully.',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('a failure says "Failed to start conversation. Please try again." and keeps the dialog open', async () => {
    const { onStarted } = await openDialog(403)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'Amani')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start a conversation with Amani Otieno' }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to start conversation. Please try again.',
      }),
    )
    expect(onStarted).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'New Chat' })).toBeInTheDocument()
  })
})
