import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import type { RestaurantCard as RestaurantCardData } from '../food-types'
import { sampleRestaurant } from '../test/fixtures'
import { RestaurantCard } from './restaurant-card'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

function renderCard(overrides: Partial<RestaurantCardData> = {}) {
  const onViewMenu = vi.fn()
  const { container } = render(
    <RestaurantCard restaurant={{ ...sampleRestaurant, ...overrides }} onViewMenu={onViewMenu} />,
  )
  return { onViewMenu, container }
}

beforeEach(() => vi.mocked(toast.error).mockClear())

describe('RestaurantCard', () => {
  it('an open restaurant: Open Now, name, cuisine, address, rating, "t-t+15 min", fee and View Menu', async () => {
    const { onViewMenu, container } = renderCard()
    expect(screen.getByRole('heading', { name: 'Mama Ngina Kitchen' })).toBeInTheDocument()
    expect(screen.getByTestId('restaurant-open')).toHaveTextContent('Open Now')
    expect(screen.queryByTestId('restaurant-closed')).not.toBeInTheDocument()
    expect(screen.getByText('African')).toBeInTheDocument()
    expect(screen.getByText('Moi Avenue, Nairobi')).toBeInTheDocument()
    expect(screen.getByTestId('restaurant-rating')).toHaveTextContent('4.6')
    expect(screen.getByTestId('restaurant-time')).toHaveTextContent('30-45 min')
    expect(screen.getByTestId('restaurant-fee')).toHaveTextContent('KSh 150')
    // A sized picture with both demo widths in its srcset, so the page does not shift as it loads.
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
    expect(image).toHaveAttribute('src', '/demo/restaurants/african-720.webp')
    await userEvent.click(screen.getByRole('button', { name: 'View Menu' }))
    expect(onViewMenu).toHaveBeenCalledWith(expect.objectContaining({ id: 'rest-1' }))
  })

  it('Call is a tel: link to the restaurant', () => {
    renderCard()
    expect(screen.getByRole('link', { name: 'Call Mama Ngina Kitchen' })).toHaveAttribute(
      'href',
      'tel:0712345678',
    )
  })

  it('without a phone, Call says "Phone number not available"', async () => {
    renderCard({ phone: null })
    await userEvent.click(screen.getByRole('button', { name: 'Call Mama Ngina Kitchen' }))
    expect(toast.error).toHaveBeenCalledWith('Phone number not available')
  })

  it('a free delivery reads Free; no rating reads N/A', () => {
    renderCard({ delivery_fee: 0, delivery_fee_cents: 0, rating: null })
    expect(screen.getByTestId('restaurant-fee')).toHaveTextContent('Free')
    expect(screen.getByTestId('restaurant-rating')).toHaveTextContent('N/A')
  })

  it('a closed restaurant wears the Closed overlay with its next opening, and its menu cannot be opened', async () => {
    const { onViewMenu } = renderCard({ is_open: false, opens_next: 'Mon 08:00' })
    expect(screen.getByTestId('restaurant-closed')).toHaveTextContent('Closed')
    expect(screen.getByTestId('restaurant-closed')).toHaveTextContent('Opens Mon 08:00')
    expect(screen.queryByTestId('restaurant-open')).not.toBeInTheDocument()
    const view = screen.getByRole('button', { name: 'View Menu' })
    expect(view).toBeDisabled()
    await userEvent.click(view)
    expect(onViewMenu).not.toHaveBeenCalled()
  })

  it('without a time the window is 30-45 min', () => {
    renderCard({ delivery_time_minutes: 0 })
    expect(screen.getByTestId('restaurant-time')).toHaveTextContent('30-45 min')
  })
})
