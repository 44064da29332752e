import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReviewsSection } from './reviews-section'

const review = {
  id: 'r-1',
  product_id: 'p-1',
  rating: 5,
  comment: 'Arrived in Nakuru the next day.',
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  author: 'Wanjiku Mwangi',
  is_mine: false,
  verified_purchase: true,
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function renderSection(items: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url === '/api/me') return json({ error: { code: 'unauthorized', message: 'Please sign in.' } }, 401)
      return json({ items, rating: 4, total_reviews: items.length })
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/', element: <ReviewsSection productId="p-1" /> }])
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('ReviewsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows each review with its stars, author, date and comment, and "Verified purchase" when bought', async () => {
    renderSection([
      review,
      { ...review, id: 'r-2', author: 'Kamau Njoroge', rating: 3, verified_purchase: false },
    ])
    const items = await screen.findAllByTestId('review')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Wanjiku Mwangi')
    expect(items[0]).toHaveTextContent('Arrived in Nakuru the next day.')
    expect(items[0]).toHaveTextContent('2 Mar 2026')
    expect(items[0]).toHaveTextContent('Verified purchase')
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument()
    expect(items[1]).not.toHaveTextContent('Verified purchase')
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('4.0 out of 5 · 2 reviews')
  })

  it('invites a signed-out reader to sign in instead of showing the form', async () => {
    renderSection([])
    expect(await screen.findByText('Sign in to write a review.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText('No reviews yet. Be the first to review this product.')).toBeInTheDocument()
  })
})
