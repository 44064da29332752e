import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActivityItem } from '../activity-types'
import { ActivityPage } from './activity-page'

function renderPage(items: ActivityItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items, next_cursor: null }), { status: 200 })),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/', element: <ActivityPage /> }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('ActivityPage', () => {
  it('lists each kind with its status and amount, linking to its page', async () => {
    renderPage([
      {
        kind: 'event_booking',
        id: 'o-2',
        title: 'Sauti Sol Live at Carnivore',
        subtitle: '2 ticket(s) · 2030-12-12 18:30 · Carnivore Grounds',
        status: 'paid',
        date: '2030-12-01T10:00:00.000Z',
        amount_cents: 500_000,
        href: '/orders/o-2',
        ticket_count: 2,
      },
      {
        kind: 'service_booking',
        id: 'b-1',
        title: 'Mwangi Home Repairs',
        subtitle: null,
        status: 'confirmed',
        date: '2030-11-30T10:00:00.000Z',
        amount_cents: null,
        href: '/bookings',
        ticket_count: null,
      },
    ])
    const items = await screen.findAllByTestId('activity-item')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveAttribute('href', '/orders/o-2')
    expect(items[0]).toHaveTextContent('Event tickets')
    expect(items[0]).toHaveTextContent('Paid')
    expect(items[0]).toHaveTextContent('KSh 5,000')
    expect(screen.getByTestId('activity-tickets')).toHaveTextContent('2 tickets')
    expect(items[1]).toHaveAttribute('href', '/bookings')
    expect(items[1]).toHaveTextContent('Service booking')
    expect(items[1]).toHaveTextContent('Confirmed')
  })

  it('shows a ride with its own label and status, a ride nobody took as stopped', async () => {
    renderPage([
      {
        kind: 'ride',
        id: 'r-1',
        title: 'Sarit Centre → JKIA',
        subtitle: 'Taxi',
        status: 'requested',
        date: '2030-12-02T10:00:00.000Z',
        amount_cents: 124_050,
        href: '/rides/trips/r-1',
        ticket_count: null,
      },
      {
        kind: 'ride',
        id: 'r-0',
        title: 'Kencom → Westlands',
        subtitle: 'Boda Boda',
        status: 'unmatched',
        date: '2030-12-01T10:00:00.000Z',
        amount_cents: 30_000,
        href: '/rides/trips/r-0',
        ticket_count: null,
      },
    ])
    const items = await screen.findAllByTestId('activity-item')
    expect(items[0]).toHaveAttribute('href', '/rides/trips/r-1')
    expect(items[0]).toHaveTextContent('Ride')
    expect(items[0]).toHaveTextContent('Finding a driver')
    expect(items[0]).toHaveTextContent('KSh 1,240.50')
    const statuses = screen.getAllByTestId('activity-status')
    expect(statuses[1]).toHaveTextContent('No driver found')
    expect(statuses[1]).toHaveClass('bg-destructive')
  })

  it('says when there is nothing yet', async () => {
    renderPage([])
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events')
  })
})
