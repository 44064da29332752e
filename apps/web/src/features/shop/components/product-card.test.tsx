import type { Product } from '@soko/shared/products/product.schema'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ProductActionsProvider, type ProductActions } from '../product-actions'
import { ProductCard } from './product-card'

const sampleProduct: Product = {
  id: '01a2017c-c38c-73e2-a4d7-1d101c29d59b',
  name: 'Kiondo Basket',
  description: 'Hand-woven sisal basket from Machakos.',
  price: 1250,
  price_cents: 125_000,
  image_url: '/demo/products/home-1.webp',
  images: ['/demo/products/home-1.webp'],
  location: 'Machakos',
  vendor: 'Maasai Market Crafts',
  vendor_id: 'v-1',
  vendors: { business_name: 'Maasai Market Crafts', logo_url: null },
  category: 'Home & Garden',
  in_stock: true,
  stock_quantity: 8,
  rating: 4.5,
  total_reviews: 12,
  created_at: '2026-01-10T08:00:00.000Z',
}

function renderCard(product: Product, actions: Partial<ProductActions> = {}) {
  const value: ProductActions = {
    addToCart: vi.fn(async () => true),
    WishlistButton: ({ product: target }) => <button type="button">{`Heart ${target.name}`}</button>,
    ...actions,
  }
  const onQuickView = vi.fn()
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ProductActionsProvider value={value}>
          <ProductCard product={product} onQuickView={onQuickView} />
        </ProductActionsProvider>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
  return { ...value, onQuickView }
}

describe('ProductCard', () => {
  it('shows the price as KSh with thousands separators, from the cents', () => {
    renderCard(sampleProduct)
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^KSh 1,250$/)
  })

  it('shows cents only when they matter', () => {
    renderCard({ ...sampleProduct, price: 99.5, price_cents: 9950 })
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^KSh 99\.50$/)
  })

  it('links the name to the product page and shows the vendor, the stars and the review count', () => {
    renderCard(sampleProduct)
    expect(screen.getByRole('link', { name: 'Kiondo Basket' })).toHaveAttribute(
      'href',
      `/product/${sampleProduct.id}`,
    )
    expect(screen.getByText('Maasai Market Crafts')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('12 reviews')).toBeInTheDocument()
  })

  it("falls back to the product's own brand without a vendor business", () => {
    renderCard({ ...sampleProduct, vendors: null, vendor: 'Bidco' })
    expect(screen.getByText('Bidco')).toBeInTheDocument()
  })

  it('adds the product to the cart', async () => {
    const { addToCart } = renderCard(sampleProduct)
    await userEvent.click(screen.getByRole('button', { name: 'Add Kiondo Basket to cart' }))
    expect(addToCart).toHaveBeenCalledWith(sampleProduct)
  })

  it('disables Add and says Out of Stock when the product is out of stock', async () => {
    const { addToCart } = renderCard({ ...sampleProduct, in_stock: false, stock_quantity: 0 })
    const add = screen.getByRole('button', { name: 'Add Kiondo Basket to cart' })
    expect(add).toBeDisabled()
    expect(screen.getByText('Out of Stock')).toBeInTheDocument()
    await userEvent.click(add)
    expect(addToCart).not.toHaveBeenCalled()
  })

  it('keeps Add enabled for a product in stock', () => {
    renderCard(sampleProduct)
    expect(screen.getByRole('button', { name: 'Add Kiondo Basket to cart' })).toBeEnabled()
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument()
  })

  it('opens the quick view and shows the wishlist heart from the route', async () => {
    const { onQuickView } = renderCard(sampleProduct)
    await userEvent.click(screen.getByRole('button', { name: 'Quick view of Kiondo Basket' }))
    expect(onQuickView).toHaveBeenCalledWith(sampleProduct)
    expect(screen.getByRole('button', { name: 'Heart Kiondo Basket' })).toBeInTheDocument()
  })
})
