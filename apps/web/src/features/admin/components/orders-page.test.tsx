import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder } from '../api/admin-types'
import { OrdersPage } from './orders-page'

function order(index: number): AdminOrder {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    number: `SK-${1000 + index}`,
    user_id: null,
    total_amount: 1500,
    total_cents: 150000,
    discount_amount: 0,
    discount_cents: 0,
    status: 'paid',
    payment_status: 'paid',
    payment_method: 'mpesa',
    refund_due: false,
    created_at: '2026-11-20T09:00:00.000Z',
    shipping_address: 'Moi Avenue 1',
    shipping_city: 'Nairobi',
    contact_phone: '0712345678',
    contact_email: `buyer${index}@example.co.ke`,
    customer: null,
  }
}

let orders: AdminOrder[] = []
let requests: string[] = []
beforeEach(() => {
  requests = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    requests.push(url.pathname + url.search)
    const search = url.searchParams.get('search')
    const limit = Number(url.searchParams.get('limit') ?? 50)
    const before = url.searchParams.get('before')
    const matching = search ? orders.filter((row) => row.number.includes(search)) : orders
    const from = before ? matching.findIndex((row) => row.id === before) + 1 : 0
    const page = matching.slice(from, from + limit)
    const more = from + limit < matching.length
    const summary = { total_orders: orders.length, pending: 0, completed: 0, revenue: 0, revenue_cents: 0 }
    return new Response(
      JSON.stringify({ orders: page, next_before: more ? page.at(-1)!.id : null, summary }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    )
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function renderPage(path = '/admin/orders') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/admin/orders', element: <OrdersPage /> }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

describe('the admin orders list', () => {
  it('asks for 30 orders at a time, and Load more adds the next page until there is none', async () => {
    orders = Array.from({ length: 65 }, (_, index) => order(index))
    const user = renderPage()
    expect(await screen.findAllByTestId('order-row')).toHaveLength(30)
    expect(requests).toEqual(['/api/admin/orders?limit=30'])
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(60))
    expect(requests[1]).toBe(`/api/admin/orders?limit=30&before=${orders[29]!.id}`)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(65))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    // The summary counts every order, not the rows on screen.
    expect(screen.getByText('65')).toBeInTheDocument()
  })

  it('shows a short answer whole, without the button', async () => {
    orders = Array.from({ length: 12 }, (_, index) => order(index))
    renderPage('/admin/orders?search=SK-100')
    expect(await screen.findAllByTestId('order-row')).toHaveLength(10)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})
