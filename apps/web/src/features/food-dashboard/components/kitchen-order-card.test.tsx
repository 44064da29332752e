import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import type { KitchenOrder } from '../api/food-dashboard-types'
import { KitchenOrderCard } from './kitchen-order-card'

vi.mock('@/lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }),
}))

function order(status: KitchenOrder['status'], overrides: Partial<KitchenOrder> = {}): KitchenOrder {
  return {
    order_id: 'order-1',
    order_reference: 'FD7K2M9X',
    restaurant_id: 'r1',
    customer_name: 'Achieng Otieno',
    status,
    estimate_minutes: null,
    estimated_delivery_at: null,
    reject_reason: null,
    refund_due: false,
    delivery_address: 'Argwings Kodhek Rd 12, Kilimani',
    delivery_city: 'Nairobi',
    contact_phone: '0712 345 678',
    notes: 'Gate B, call on arrival',
    items: [
      { menu_item_id: 'd1', name: 'Nyama Choma', quantity: 2, price_cents: 85_000 },
      { menu_item_id: 'd2', name: 'Kachumbari', quantity: 1, price_cents: 15_000 },
    ],
    subtotal_cents: 185_000,
    delivery_fee_cents: 15_000,
    total_cents: 200_000,
    payment_status: 'completed',
    history: [],
    created_at: '2026-05-01T09:00:00Z',
    paid_at: '2026-05-01T09:01:00Z',
    ...overrides,
  }
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

function renderCard(kitchenOrder: KitchenOrder, defaultEstimate = 40) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <KitchenOrderCard order={kitchenOrder} defaultEstimate={defaultEstimate} />
    </QueryClientProvider>,
  )
  return { card: screen.getByTestId('kitchen-order'), user: userEvent.setup() }
}

const buttonNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((button) => button.textContent)

beforeEach(() => vi.clearAllMocks())
afterEach(() => vi.unstubAllGlobals())

describe('a kitchen order card', () => {
  it('shows who, where, what and how much, with the phone as a tel: link', () => {
    answer()
    const { card } = renderCard(order('placed'))
    expect(within(card).getByRole('heading', { name: 'Order FD7K2M9X' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Achieng Otieno')
    expect(within(card).getByRole('link', { name: 'Call 0712 345 678' })).toHaveAttribute(
      'href',
      'tel:0712345678',
    )
    expect(card).toHaveTextContent('Argwings Kodhek Rd 12, Kilimani, Nairobi')
    expect(card).toHaveTextContent('Gate B, call on arrival')
    expect(card).toHaveTextContent('2 × Nyama Choma')
    expect(card).toHaveTextContent('KSh 1,700')
    expect(within(card).getByTestId('kitchen-order-total')).toHaveTextContent('KSh 2,000')
    expect(within(card).getByTestId('kitchen-order-status')).toHaveTextContent('New')
  })

  it.each([
    ['placed', ['Accept', 'Reject']],
    ['accepted', ['Start preparing', 'Reject']],
    ['preparing', ['Out for delivery']],
    ['on_the_way', ['Delivered']],
    ['delivered', []],
    ['rejected', []],
  ] as const)('offers only the moves allowed from %s', (status, buttons) => {
    answer()
    const { card } = renderCard(order(status))
    expect(
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons)
    expect(within(card).queryByLabelText('Ready and delivered in (minutes)') !== null).toBe(
      status === 'placed',
    )
  })

  it('accepts with the estimate typed, offering the usual delivery time first', async () => {
    answer(json(200, order('accepted', { estimate_minutes: 25 })))
    const { card, user } = renderCard(order('placed'), 40)
    const estimate = within(card).getByLabelText('Ready and delivered in (minutes)')
    expect(estimate).toHaveValue(40)
    await user.clear(estimate)
    await user.type(estimate, '25{Enter}')
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toEqual({
      url: '/api/food-dashboard/orders/order-1/status',
      body: { status: 'accepted', estimate_minutes: 25 },
    })
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order FD7K2M9X accepted'))
  })

  it('refuses an estimate outside 5 to 180 minutes without asking the server', async () => {
    answer()
    const { card, user } = renderCard(order('placed'))
    const estimate = within(card).getByLabelText('Ready and delivered in (minutes)')
    await user.clear(estimate)
    await user.type(estimate, '200')
    await user.click(within(card).getByRole('button', { name: 'Accept' }))
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Please give an estimate from 5 to 180 minutes.',
    )
    expect(estimate).toHaveAttribute('aria-invalid', 'true')
    expect(requests).toEqual([])
  })

  it.each([
    ['accepted', 'Start preparing', 'preparing'],
    ['preparing', 'Out for delivery', 'on_the_way'],
    ['on_the_way', 'Delivered', 'delivered'],
  ] as const)('moves an order from %s with one press of %s', async (status, button, target) => {
    answer(json(200, order(target)))
    const { card, user } = renderCard(order(status))
    await user.click(within(card).getByRole('button', { name: button }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.body).toEqual({ status: target })
  })

  it('rejects only with a reason, given in a dialog', async () => {
    answer(json(200, order('rejected', { reject_reason: 'Out of goat meat' })))
    const { card, user } = renderCard(order('placed'))
    await user.click(within(card).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject order FD7K2M9X?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject Order' }))
    expect(within(dialog).getByText('Please give a reason for rejecting this order.')).toBeInTheDocument()
    expect(requests).toEqual([])
    await user.type(within(dialog).getByLabelText('Reason'), 'Out of goat meat')
    await user.click(within(dialog).getByRole('button', { name: 'Reject Order' }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]!.body).toEqual({ status: 'rejected', reason: 'Out of goat meat' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("shows the server's refusal as a toast with its message", async () => {
    answer(
      json(409, {
        error: {
          code: 'food.move_not_allowed',
          message: 'This order cannot move from Delivered to Preparing.',
        },
      }),
    )
    const { card, user } = renderCard(order('accepted'))
    await user.click(within(card).getByRole('button', { name: 'Start preparing' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This order cannot move from Delivered to Preparing.'),
    )
  })

  it('is usable from the keyboard: Tab reaches the estimate, Accept and Reject in order', async () => {
    answer()
    const { card, user } = renderCard(order('placed'))
    await user.tab()
    expect(within(card).getByRole('link', { name: 'Call 0712 345 678' })).toHaveFocus()
    await user.tab()
    expect(within(card).getByLabelText('Ready and delivered in (minutes)')).toHaveFocus()
    await user.tab()
    expect(within(card).getByRole('button', { name: 'Accept' })).toHaveFocus()
    await user.tab()
    expect(within(card).getByRole('button', { name: 'Reject' })).toHaveFocus()
    expect(buttonNames(card)).toEqual(['Accept', 'Reject'])
  })
})
