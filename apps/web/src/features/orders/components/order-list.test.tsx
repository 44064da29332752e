import type { Order, OrderPage } from '@soko/shared/orders/order.schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderList } from './order-list'

function order(overrides: Partial<Order>): Order {
  return {
    id: crypto.randomUUID(),
    reference: 'SK-7KQ2-M9XD',
    user_id: 'u1',
    status: 'pending',
    payment_status: 'pending',
    payment_method: null,
    transaction_id: null,
    payment_receipt: null,
    mpesa_receipt_number: null,
    paypal_capture_id: null,
    total_amount: 1250,
    total_amount_cents: 125_000,
    mpesa_amount: 1250,
    currency: 'KES',
    shipping_address: 'Moi Avenue 1',
    shipping_city: 'Nairobi',
    contact_phone: '0712345678',
    contact_email: 'wanjiku@example.com',
    item_count: 1,
    items: [],
    reserved_until: null,
    paid_at: null,
    cancelled_at: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  }
}

function serve(items: Order[]) {
  const page: OrderPage = { items, next_cursor: null }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })),
  )
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderList />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('OrderList badges', () => {
  it('shows one Paid badge when the order and its payment are both paid', async () => {
    serve([order({ status: 'paid', payment_status: 'paid' })])
    renderList()
    const row = await screen.findByTestId('order-row')
    expect(within(row).getAllByText('Paid')).toHaveLength(1)
    expect(within(row).getByTestId('order-status')).toHaveTextContent('Order and payment status: Paid')
    expect(within(row).queryByTestId('payment-status')).toBeNull()
  })

  it('keeps both badges when they say different things', async () => {
    serve([
      order({ status: 'pending', payment_status: 'pending' }),
      order({ status: 'processing', payment_status: 'paid' }),
    ])
    renderList()
    const [unpaid, processing] = await screen.findAllByTestId('order-row')
    expect(within(unpaid!).getByTestId('order-status')).toHaveTextContent('Order status: Pending')
    expect(within(unpaid!).getByTestId('payment-status')).toHaveTextContent(
      'Payment status: Awaiting payment',
    )
    expect(within(processing!).getByTestId('order-status')).toHaveTextContent('Order status: Processing')
    expect(within(processing!).getByTestId('payment-status')).toHaveTextContent('Payment status: Paid')
  })
})
