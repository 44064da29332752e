import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../api/get-notifications'
import { NotificationBell } from './notification-bell'

function notification(index: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `n${index}`,
    user_id: 'u1',
    type: 'info',
    title: `Notice ${index}`,
    message: `Message ${index}`,
    is_read: false,
    action_url: null,
    created_at: new Date(Date.now() - index * 60_000).toISOString(),
    ...overrides,
  }
}

function serve(page: { items: Notification[]; unread_count: number; total: number }) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ ...page, next_cursor: null }), { status: 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('NotificationBell', () => {
  it('caps the unread badge at 9+ above nine, and says the full count to screen readers', async () => {
    serve({ items: [notification(1)], unread_count: 12, total: 12 })
    renderBell()
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' })
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent('9+')
  })

  it('shows nine as 9', async () => {
    serve({ items: [notification(1)], unread_count: 9, total: 9 })
    renderBell()
    const bell = await screen.findByRole('button', { name: 'Notifications, 9 unread' })
    expect(within(bell).getByTestId('count-badge')).toHaveTextContent(/^9$/)
  })

  it('has no badge when everything is read', async () => {
    const fetchMock = serve({ items: [notification(1, { is_read: true })], unread_count: 0, total: 1 })
    renderBell()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument()
  })

  it('opens a panel of at most 10 items with "View all notifications" when there are more, and Escape closes it', async () => {
    const items = Array.from({ length: 10 }, (_, index) => notification(index + 1))
    serve({ items, unread_count: 12, total: 12 })
    renderBell()
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' })
    await userEvent.click(bell)
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(bell).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getAllByTestId('notification-item')).toHaveLength(10)
    expect(within(panel).getByText('Notice 1')).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
  })

  it('shows "No notifications yet" and no "View all" row when there is nothing', async () => {
    serve({ items: [], unread_count: 0, total: 0 })
    renderBell()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument()
    expect(within(panel).queryByRole('link', { name: 'View all notifications' })).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })
})
