import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { CartLine } from '../api/cart-schema'
import { CartLineRow } from './cart-line-row'

const line: CartLine = {
  id: 'line-1',
  product_id: 'p-1',
  quantity: 2,
  products: {
    id: 'p-1',
    name: 'Jiko Okoa Charcoal Stove',
    price: 1450,
    image_url: '/demo/products/home-2.webp',
    vendor: 'Limuru Gardens',
    in_stock: true,
    stock_quantity: 5,
  },
  price_when_added: 1450,
  price_changed: false,
}

function renderRow(target: CartLine) {
  const onQuantityChange = vi.fn()
  const onRemove = vi.fn()
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ul>
          <CartLineRow line={target} busy={false} onQuantityChange={onQuantityChange} onRemove={onRemove} />
        </ul>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return { onQuantityChange, onRemove }
}

describe('CartLineRow', () => {
  it('shows the name, vendor, price and quantity, and asks for one more, one less or removal', async () => {
    const { onQuantityChange, onRemove } = renderRow(line)
    expect(screen.getByRole('link', { name: 'Jiko Okoa Charcoal Stove' })).toHaveAttribute(
      'href',
      '/product/p-1',
    )
    expect(screen.getByText('Limuru Gardens')).toBeInTheDocument()
    expect(screen.getByText('KSh 1,450')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Quantity of Jiko Okoa Charcoal Stove' })).toHaveTextContent(
      '2',
    )

    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Jiko Okoa Charcoal Stove' }),
    )
    expect(onQuantityChange).toHaveBeenLastCalledWith(line, 3)
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Jiko Okoa Charcoal Stove' }),
    )
    expect(onQuantityChange).toHaveBeenLastCalledWith(line, 1)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Jiko Okoa Charcoal Stove from cart' }))
    expect(onRemove).toHaveBeenCalledWith(line)
  })

  it('caps plus at the stock and says why', () => {
    renderRow({ ...line, quantity: 5 })
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Jiko Okoa Charcoal Stove' }),
    ).toBeDisabled()
    expect(screen.getByText('Only 5 in stock.')).toBeInTheDocument()
  })

  it('flags a line whose product went out of stock', () => {
    renderRow({ ...line, products: { ...line.products, in_stock: false, stock_quantity: 0 } })
    expect(screen.getByText('This item is now out of stock. Remove it to check out.')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Jiko Okoa Charcoal Stove' }),
    ).toBeDisabled()
  })

  it('flags a line holding more than the stock left', () => {
    renderRow({ ...line, quantity: 4, products: { ...line.products, stock_quantity: 3 } })
    expect(screen.getByText('Only 3 left in stock. Lower the quantity to check out.')).toBeInTheDocument()
  })

  it('flags a changed price with the old and the new price', () => {
    renderRow({ ...line, price_when_added: 1200, price_changed: true })
    expect(screen.getByText('The price changed from KSh 1,200 to KSh 1,450.')).toBeInTheDocument()
  })
})
