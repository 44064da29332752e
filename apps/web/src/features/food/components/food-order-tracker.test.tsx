import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FoodOrder } from '../food-types'
import { sampleFoodOrder } from '../test/fixtures'
import { FoodOrderStatusCard } from './food-order-tracker'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const renderCard = (overrides: Partial<FoodOrder> = {}) =>
  render(<FoodOrderStatusCard order={{ ...sampleFoodOrder, ...overrides }} />)

describe('the food order tracker', () => {
  it('a paid order reads "Order placed" with the restaurant and its Call link', () => {
    renderCard()
    expect(screen.getByTestId('food-status')).toHaveTextContent('Order placed')
    expect(screen.getByText('Mama Ngina Kitchen')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call Mama Ngina Kitchen' })).toHaveAttribute(
      'href',
      'tel:0712345678',
    )
    expect(screen.queryByTestId('food-estimate')).not.toBeInTheDocument()
    const steps = screen.getAllByTestId('food-step')
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('accepted shows the estimate as "Arrives by HH:MM" in Nairobi time', () => {
    renderCard({
      status: 'accepted',
      estimate_minutes: 40,
      estimated_delivery_at: '2030-05-06T09:45:00Z',
      history: [
        { status: 'placed', note: null, at: '2030-05-06T09:00:00Z' },
        { status: 'accepted', note: null, at: '2030-05-06T09:05:00Z' },
      ],
    })
    expect(screen.getByTestId('food-status')).toHaveTextContent('Accepted')
    expect(screen.getByTestId('food-estimate')).toHaveTextContent('Arrives by 12:45')
    expect(screen.getByTestId('food-history')).toHaveTextContent('Accepted')
  })

  it('rejected shows the reason and that the payment is owed back, and no estimate', () => {
    renderCard({
      status: 'rejected',
      reject_reason: 'Out of rice',
      refund_due: true,
      estimated_delivery_at: '2030-05-06T09:45:00Z',
    })
    expect(screen.getByTestId('food-status')).toHaveTextContent('Rejected')
    expect(screen.getByTestId('food-reject-reason')).toHaveTextContent('Reason: Out of rice')
    expect(screen.getByTestId('food-refund-due')).toBeInTheDocument()
    expect(screen.queryByTestId('food-estimate')).not.toBeInTheDocument()
  })

  it('delivered has every step done', () => {
    renderCard({ status: 'delivered' })
    expect(screen.getByTestId('food-status')).toHaveTextContent('Delivered')
    expect(
      screen.getAllByTestId('food-step').every((step) => step.getAttribute('data-state') === 'done'),
    ).toBe(true)
  })

  it('an order that expired unpaid reads Cancelled', () => {
    renderCard({ status: 'cancelled', payment_status: 'pending', history: [] })
    expect(screen.getByTestId('food-status')).toHaveTextContent('Cancelled')
    expect(screen.getByText('This order was cancelled before payment.')).toBeInTheDocument()
  })
})
