import type { OrderDetail } from '@soko/shared/orders/order.schema'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { medicationOrder, prescription } from '@/features/medical/test/fixtures'
import { json, renderRoute, stubApi } from '@/features/medical/test/render'
import OrderRoute from './order'

const order = (kind: string): OrderDetail => ({
  id: 'order-1',
  reference: 'SK-7KQ2-M9XD',
  user_id: 'user-1',
  status: 'pending',
  payment_status: 'pending',
  payment_method: null,
  transaction_id: null,
  payment_receipt: null,
  mpesa_receipt_number: null,
  paypal_capture_id: null,
  total_amount: 450,
  total_amount_cents: 45_000,
  mpesa_amount: 450,
  currency: 'KES',
  shipping_address: 'Kindaruma Road',
  shipping_city: 'Nairobi',
  contact_phone: '+254712345678',
  contact_email: 'wanjiku@example.com',
  items: [
    {
      id: 'line-1',
      kind,
      product_id: null,
      reference_id: 'med-1',
      name: 'Amoxicillin 500mg',
      image_url: null,
      quantity: 1,
      price_at_purchase: 450,
      price_at_purchase_cents: 45_000,
      line_total_cents: 45_000,
    },
  ],
  item_count: 1,
  reserved_until: null,
  created_at: '2026-05-12T07:00:00.000Z',
  updated_at: '2026-05-12T07:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  timeline: [],
})

function renderOrder(kind: string, status: 'pending' | 'approved') {
  stubApi((url) => {
    if (url === '/api/orders/order-1') return json(order(kind))
    if (url === '/api/medical/orders/order-1')
      return json(medicationOrder({ prescription: prescription({ status }), payable: status === 'approved' }))
    return undefined
  })
  renderRoute(<OrderRoute />, { path: '/orders/:id', initial: '/orders/order-1', signedIn: true })
}

afterEach(() => vi.unstubAllGlobals())

describe('the order page of a medicine order (/orders/:id)', () => {
  it('shows the prescription and no Pay now while the pharmacist has not approved it', async () => {
    renderOrder('medication', 'pending')
    expect(await screen.findByTestId('prescription-panel')).toHaveTextContent('Waiting for the pharmacist.')
    expect(screen.getByRole('heading', { level: 1, name: /SK-7KQ2-M9XD/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument()
  })

  it('offers Pay now once the prescription is approved', async () => {
    renderOrder('medication', 'approved')
    expect(await screen.findByTestId('prescription-panel')).toHaveTextContent('Approved: you can now pay.')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pay now' })).toBeInTheDocument())
  })

  it('leaves other orders alone', async () => {
    renderOrder('product', 'pending')
    expect(await screen.findByRole('link', { name: 'Pay now' })).toBeInTheDocument()
    expect(screen.queryByTestId('prescription-panel')).not.toBeInTheDocument()
  })
})
