import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey } from '@/lib/session'
import { toast } from '@/lib/toast'
import { sampleEvent } from '../test/fixtures'
import EventBookingDialog from './booking-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

function renderDialog(event = sampleEvent) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionQueryKey, {
    user: { id: 'u-1', email: 'achieng@example.com', name: 'Achieng' },
    profile: { full_name: 'Achieng Odhiambo', phone: null, created_at: '2026-01-01T00:00:00Z' },
    is_admin: false,
  })
  const router = createMemoryRouter(
    [
      { path: '/events', element: <EventBookingDialog eventId={event.id} event={event} onClose={vi.fn()} /> },
      { path: '/checkout', element: <p>checkout</p> },
      { path: '/orders/:id', element: <p>order page</p> },
    ],
    { initialEntries: ['/events'] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const order = { id: 'order-1', total_amount_cents: 500_000, items: [] }

beforeEach(() => vi.mocked(toast.error).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('EventBookingDialog', () => {
  it('asks for the missing required fields with the spec toast and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderDialog()
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Achieng Odhiambo')
    expect(screen.getByLabelText('Number of Tickets')).toHaveValue(1)
    await userEvent.click(screen.getByRole('button', { name: 'Book & Pay' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Missing Information', {
        description: 'Please fill in all required fields.',
      }),
    )
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('books the tickets and goes to the checkout with the order and the event in route state', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ order, tickets_reserved: 2, requires_payment: true }), { status: 201 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const router = renderDialog()
    await userEvent.type(screen.getByLabelText(/Phone Number/), '254712345678')
    await userEvent.clear(screen.getByLabelText('Number of Tickets'))
    await userEvent.type(screen.getByLabelText('Number of Tickets'), '2')
    expect(screen.getByTestId('booking-total')).toHaveTextContent('KSh 5,000')
    await userEvent.click(screen.getByRole('button', { name: 'Book & Pay' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`/api/events/${sampleEvent.id}/bookings`)
    expect(JSON.parse(init.body as string)).toEqual({
      full_name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      phone: '254712345678',
      tickets: 2,
    })
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(toast.success).toHaveBeenCalledWith('Booking Created', {
      description: '2 ticket(s) reserved, proceeding to payment.',
    })
    expect(router.state.location.state).toEqual({
      orderId: 'order-1',
      isEventBooking: true,
      eventData: {
        eventTitle: sampleEvent.title,
        eventDate: sampleEvent.date,
        tickets: 2,
        totalAmount: 5000,
        bookingDetails: { fullName: 'Achieng Odhiambo', phone: '254712345678', email: 'achieng@example.com' },
      },
    })
  })

  it('an invalid ticket count books 1', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ order, tickets_reserved: 1, requires_payment: true }), { status: 201 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderDialog()
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0712345678')
    await userEvent.clear(screen.getByLabelText('Number of Tickets'))
    await userEvent.click(screen.getByRole('button', { name: 'Book & Pay' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toMatchObject({ tickets: 1 })
  })

  it('a free event goes straight to its tickets', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              order: { ...order, total_amount_cents: 0 },
              tickets_reserved: 1,
              requires_payment: false,
            }),
            { status: 201 },
          ),
      ),
    )
    const router = renderDialog({ ...sampleEvent, price: 0, price_cents: 0 })
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0712345678')
    await userEvent.click(screen.getByRole('button', { name: 'Get Free Tickets' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-1'))
  })

  it("a refusal shows Booking Failed with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'events.not_enough_seats', message: 'Only 1 seat(s) left for this event.' },
            }),
            { status: 409 },
          ),
      ),
    )
    const router = renderDialog()
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0712345678')
    await userEvent.click(screen.getByRole('button', { name: 'Book & Pay' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Booking Failed', {
        description: 'Only 1 seat(s) left for this event.',
      }),
    )
    expect(router.state.location.pathname).toBe('/events')
  })

  it('a network failure shows the spec fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    renderDialog()
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0712345678')
    await userEvent.click(screen.getByRole('button', { name: 'Book & Pay' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Booking Failed', {
        description: 'Failed to create booking. Please try again.',
      }),
    )
  })

  it('an event that has ended offers no form', () => {
    renderDialog({ ...sampleEvent, is_ended: true })
    expect(screen.getByRole('alert')).toHaveTextContent('This event has ended.')
    expect(screen.queryByRole('button', { name: 'Book & Pay' })).not.toBeInTheDocument()
  })
})
