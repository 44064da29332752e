import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../event-types'
import OrderTickets from './order-tickets'

const ticket = (id: string, code: string, status: Ticket['status'] = 'valid'): Ticket => ({
  id,
  code,
  qr_token: `soko-ticket.${id}.signature`,
  status,
  checked_in_at: status === 'used' ? '2030-12-12T16:05:00.000Z' : null,
  order_id: 'order-1',
  holder_name: 'Achieng Odhiambo',
  event: {
    id: 'event-1',
    title: 'Sauti Sol Live at Carnivore',
    date: '2030-12-12',
    end_date: null,
    time: '18:30',
    location: 'Carnivore Grounds, Langata',
    image_url: null,
  },
  created_at: '2030-12-01T10:00:00.000Z',
})

function renderTickets(tickets: Ticket[], paid = true) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ tickets }), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <OrderTickets orderId="order-1" paid={paid} />
    </QueryClientProvider>,
  )
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('OrderTickets', () => {
  it("reads the order's tickets and shows each code, status and a QR code drawn from its token", async () => {
    const fetchMock = renderTickets([ticket('t-1', 'K7M2Q9XD4R'), ticket('t-2', 'P3W8N6TB2C', 'used')])
    expect(await screen.findAllByTestId('ticket')).toHaveLength(2)
    expect(fetchMock).toHaveBeenCalledWith('/api/tickets?order_id=order-1', expect.anything())
    expect(screen.getByText('Ticket 1 of 2')).toBeInTheDocument()
    expect(screen.getAllByTestId('ticket-code').map((code) => code.textContent)).toEqual([
      'Ticket code: K7M2Q9XD4R',
      'Ticket code: P3W8N6TB2C',
    ])
    expect(screen.getAllByTestId('ticket-status').map((status) => status.textContent)).toEqual([
      'Valid',
      'Used',
    ])
    expect(screen.getByText(/^Checked in /)).toBeInTheDocument()
    const qrs = await screen.findAllByTestId('ticket-qr')
    expect(qrs).toHaveLength(2)
    expect(qrs[0]).toHaveAttribute('alt', 'QR code of ticket K7M2Q9XD4R')
    expect(qrs[0]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    // A used ticket's code is dimmed.
    expect(qrs[1]).toHaveClass('opacity-40')
  })

  it('Show ticket opens the ticket view with a large QR code', async () => {
    renderTickets([ticket('t-1', 'K7M2Q9XD4R')])
    await userEvent.click(await screen.findByRole('button', { name: 'Show ticket K7M2Q9XD4R' }))
    const dialog = screen.getByRole('dialog', { name: 'Sauti Sol Live at Carnivore' })
    expect(await within(dialog).findByTestId('ticket-qr')).toHaveAttribute('width', '256')
    expect(within(dialog).getByText('Achieng Odhiambo')).toBeInTheDocument()
  })

  it('an unpaid order says its tickets come with the payment', async () => {
    renderTickets([], false)
    expect(
      await screen.findByText('Your tickets will appear here once the payment is confirmed.'),
    ).toBeInTheDocument()
  })
})
