import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PromoterEvent } from '../api/event-dashboard-types'
import { CheckInPanel } from './check-in-panel'

const event: PromoterEvent = {
  id: 'event-1',
  title: 'Nairobi Jazz Night',
  description: 'Live jazz at the Alliance Française.',
  date: '2026-12-12',
  end_date: null,
  time: '19:00',
  location: 'Alliance Française, Nairobi',
  event_type: 'concert',
  price: 1500,
  price_cents: 150_000,
  image_url: null,
  organizer: 'Tamasha Events',
  max_attendees: 200,
  current_attendees: 3,
  seats_left: 197,
  popularity: 3,
  is_ended: false,
  is_sold_out: false,
  is_active: true,
  tickets_sold: 3,
  checked_in: 1,
  revenue: 4500,
  revenue_cents: 450_000,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let requests: { url: string; body: unknown }[] = []
function answer(...responses: Response[]) {
  requests = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : null })
    return responses.shift() ?? json(500, {})
  })
}

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [{ path: '/event-dashboard', element: <CheckInPanel events={[event]} /> }],
    { initialEntries: ['/event-dashboard?tab=check-in&event=event-1'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the door', () => {
  it('checks a typed code in, then shows "already checked in" with the time for the same code', async () => {
    const attendee = {
      ticket_id: 't1',
      code: '7KQ2M9XA4D',
      holder_name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: null,
      status: 'used',
      checked_in_at: '2026-12-12T16:05:00Z',
      order_id: 'o1',
      order_reference: 'ABCD1234',
    }
    answer(
      json(200, { ticket: attendee, checked_in: 2, tickets_sold: 3 }),
      json(409, {
        error: { code: 'events.ticket_already_checked_in', message: 'Already checked in at 19:05' },
      }),
    )
    renderPanel()
    const user = userEvent.setup()
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('1 of 3 checked in')

    await user.type(screen.getByLabelText('Ticket code'), '7kq2-m9xa4d')
    await user.click(screen.getByRole('button', { name: 'Check In' }))
    const status = screen.getByTestId('check-in-result')
    await waitFor(() => expect(status).toHaveTextContent('Checked in'))
    expect(status).toHaveTextContent(
      'Achieng Otieno, ticket 7KQ2M9XA4D, at 12 Dec, 19:05. 2 of 3 checked in.',
    )
    expect(requests[0]).toEqual({
      url: '/api/event-dashboard/events/event-1/check-ins',
      body: { code: '7KQ2M9XA4D' },
    })
    // Cleared and focused for the next person.
    expect(screen.getByLabelText('Ticket code')).toHaveValue('')
    expect(screen.getByLabelText('Ticket code')).toHaveFocus()

    await user.type(screen.getByLabelText('Ticket code'), '7KQ2M9XA4D{Enter}')
    await waitFor(() => expect(status).toHaveTextContent('Already checked in at 19:05'))
    expect(status.firstElementChild).toHaveAttribute('data-kind', 'already_checked_in')
  })

  it.each([
    ['events.ticket_wrong_event', 'This ticket is not for this event', 409],
    ['events.ticket_void', 'This ticket is void', 409],
    ['events.ticket_not_found', 'Ticket not found', 404],
  ])('shows the refusal %s plainly', async (code, message, status) => {
    answer(json(status, { error: { code, message } }))
    renderPanel()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Ticket code'), 'ZZZZZZZZZZ{Enter}')
    await waitFor(() => expect(screen.getByTestId('check-in-title')).toHaveTextContent(message))
  })

  it('asks for a code instead of sending an empty one', async () => {
    answer()
    renderPanel()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check In' }))
    expect(screen.getByTestId('check-in-result')).toHaveTextContent('Enter a ticket code or scan a QR code.')
    expect(requests).toEqual([])
  })
})
