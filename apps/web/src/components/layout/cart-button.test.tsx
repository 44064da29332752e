import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CartButton } from './cart-button'

function renderCart(count: number) {
  const router = createMemoryRouter([{ path: '/', element: <CartButton count={count} /> }])
  render(<RouterProvider router={router} />)
}

describe('CartButton', () => {
  it('links to the cart and caps its badge at 99+', () => {
    renderCart(120)
    const link = screen.getByRole('link', { name: 'Cart, 120 items' })
    expect(link).toHaveAttribute('href', '/cart')
    expect(link).toHaveTextContent('99+')
  })

  it('shows no badge for an empty cart', () => {
    renderCart(0)
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveTextContent('')
  })
})
