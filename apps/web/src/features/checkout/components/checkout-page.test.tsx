import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey } from '@/lib/session'
import type { CheckoutCartQuery } from '../checkout-types'
import { CheckoutPage } from './checkout-page'

const line = {
  id: 'line-1',
  product_id: 'p-1',
  quantity: 2,
  products: {
    id: 'p-1',
    name: 'Kikoy Beach Towel',
    price: 750,
    image_url: null,
    vendor: 'Pwani Crafts',
    in_stock: true,
    stock_quantity: 5,
  },
  price_when_added: 750,
  price_changed: false,
}

function renderCheckout(
  cart: Partial<CheckoutCartQuery>,
  profile: { phone: string | null } = { phone: null },
  routeState?: unknown,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionQueryKey, {
    user: { id: 'u-1', email: 'amani@example.com', name: 'Amani' },
    profile: { full_name: 'Amani', phone: profile.phone, created_at: '2026-01-01T00:00:00Z' },
    is_admin: false,
  })
  const fullCart: CheckoutCartQuery = {
    data: undefined,
    isPending: false,
    isError: false,
    refetch: vi.fn(),
    ...cart,
  }
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <CheckoutPage
            cart={fullCart}
            renderPayment={(order) => (
              <p>
                pay {order.id} from {order.contactPhone}
                {order.isEventBooking ? ' (event)' : ''}
              </p>
            )}
          />
        ),
      },
      { path: '/shop', element: <p>the shop</p> },
    ],
    { initialEntries: [{ pathname: '/checkout', state: routeState }] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

afterEach(() => vi.unstubAllGlobals())

describe('CheckoutPage', () => {
  it('sends an empty cart to /shop', async () => {
    renderCheckout({ data: { items: [], subtotal: 0 } })
    expect(await screen.findByText('the shop')).toBeInTheDocument()
  })

  it('summarises the server cart and prefills the contact from the account', () => {
    renderCheckout({ data: { items: [line], subtotal: 1500 } }, { phone: '0712345678' })
    expect(screen.getByText('Kikoy Beach Towel')).toBeInTheDocument()
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('KSh 1,500')
    expect(screen.getByLabelText('Phone')).toHaveValue('0712345678')
    expect(screen.getByLabelText('Email')).toHaveValue('amani@example.com')
  })

  it("shows the spec's shipping and contact messages and places nothing", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderCheckout({ data: { items: [line], subtotal: 1500 } })
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
    expect(
      await screen.findAllByText('Please fill in all shipping information (address and city).'),
    ).toHaveLength(2)
    expect(screen.getAllByText('Please fill in your contact information (phone and email).')).toHaveLength(2)
    expect(screen.getByLabelText('Address')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('places the order with an Idempotency-Key, shows the processing screen, then the payment step', async () => {
    const order = {
      id: 'order-1',
      status: 'pending',
      payment_status: 'pending',
      total_amount_cents: 150_000,
      mpesa_amount: 1500,
      contact_phone: '0712345678',
      items: [
        {
          id: 'ol-1',
          kind: 'product',
          name: 'Kikoy Beach Towel',
          quantity: 2,
          line_total_cents: 150_000,
          image_url: null,
        },
      ],
      reserved_until: null,
    }
    let answer: (response: Response) => void = () => undefined
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    renderCheckout({ data: { items: [line], subtotal: 1500 } }, { phone: '0712345678' })
    await userEvent.type(screen.getByLabelText('Address'), 'Moi Avenue 12')
    await userEvent.type(screen.getByLabelText('City'), 'Mombasa')
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))

    expect(await screen.findByText('Processing your order...')).toBeInTheDocument()
    expect(screen.getByText('Please do not close this window.')).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/orders')
    expect(JSON.parse(init.body as string)).toEqual({
      shipping_address: 'Moi Avenue 12',
      shipping_city: 'Mombasa',
      contact_phone: '0712345678',
      contact_email: 'amani@example.com',
    })
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)

    answer(new Response(JSON.stringify(order), { status: 201 }))
    await waitFor(() => expect(screen.getByText('pay order-1 from 0712345678')).toBeInTheDocument())
    // The focus moves in an effect once the order has arrived.
    await waitFor(() => expect(screen.getByRole('heading', { name: /Payment/ })).toHaveFocus())
  })

  describe('an event booking handed over in route state', () => {
    const eventOrder = {
      id: 'order-ev',
      reference: 'SK-EV12-3456',
      status: 'pending',
      payment_status: 'pending',
      total_amount_cents: 300_000,
      mpesa_amount: 3000,
      contact_phone: '0712345678',
      contact_email: 'achieng@example.com',
      items: [
        {
          id: 'ol-ev',
          kind: 'event_ticket',
          name: 'Sauti Sol Live',
          quantity: 2,
          line_total_cents: 300_000,
          image_url: null,
        },
      ],
      reserved_until: null,
      timeline: [],
    }
    const state = {
      orderId: 'order-ev',
      isEventBooking: true,
      eventData: {
        eventTitle: 'Sauti Sol Live',
        eventDate: '2026-12-12',
        tickets: 2,
        totalAmount: 3000,
        bookingDetails: { fullName: 'Achieng Odhiambo', phone: '0712345678', email: 'achieng@example.com' },
      },
    }

    it('shows the event summary and a contact form without shipping, then pays with the phone given', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(eventOrder), { status: 200 })),
      )
      renderCheckout({}, { phone: null }, state)
      expect(await screen.findByRole('heading', { name: 'Event Summary' })).toBeInTheDocument()
      expect(screen.getByTestId('event-summary')).toHaveTextContent('Sauti Sol Live')
      expect(screen.getByTestId('event-summary')).toHaveTextContent('2 tickets')
      expect(screen.queryByText('Shipping')).not.toBeInTheDocument()
      expect(screen.queryByLabelText('Address')).not.toBeInTheDocument()
      expect(screen.getByLabelText('Phone')).toHaveValue('0712345678')
      expect(screen.getByLabelText('Email')).toHaveValue('achieng@example.com')

      await userEvent.clear(screen.getByLabelText('Phone'))
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
      expect(
        await screen.findAllByText('Please fill in your contact information (phone and email).'),
      ).not.toHaveLength(0)
      expect(screen.queryByText(/^pay /)).not.toBeInTheDocument()

      await userEvent.type(screen.getByLabelText('Phone'), '0722000111')
      await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }))
      expect(await screen.findByText('pay order-ev from 0722000111 (event)')).toBeInTheDocument()
    })

    it('a payment tried again (no event data) goes straight to the payment', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify(eventOrder), { status: 200 })),
      )
      renderCheckout({}, { phone: null }, { orderId: 'order-ev', isEventBooking: true })
      expect(await screen.findByText('pay order-ev from 0712345678 (event)')).toBeInTheDocument()
    })
  })
})
