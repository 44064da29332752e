import type { PropertyCard } from '@soko/shared/real-estate/real-estate.schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionQueryKey } from '@/lib/session'
import { WishlistPage } from './wishlist-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const villa: PropertyCard = {
  id: 'prop-1',
  title: 'Four-bedroom villa in Karen',
  listing_type: 'sale',
  property_type: 'villa',
  price: 12_500_000,
  bedrooms: 4,
  bathrooms: 3,
  area_sqm: 320,
  location_address: 'Karen Road',
  city: 'Nairobi',
  county: 'Nairobi',
  image_url: null,
  is_featured: false,
  status: 'available',
  created_at: '2026-05-01T09:00:00.000Z',
}
const flat: PropertyCard = {
  ...villa,
  id: 'prop-2',
  title: 'Studio in Westlands',
  listing_type: 'rent',
  price: 35_000,
  status: 'let',
}

let saved: PropertyCard[] = []
let deletes: string[] = []
function stubApi() {
  deletes = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })
    if (url === '/api/wishlist') return json({ items: [] })
    if (url === '/api/properties/saved') return json({ items: saved })
    const save = /^\/api\/properties\/([^/]+)\/save$/.exec(url)
    if (save && init?.method === 'DELETE') {
      deletes.push(save[1]!)
      saved = saved.filter((one) => one.id !== save[1])
      return json({ saved: false })
    }
    return new Response('{}', { status: 404 })
  })
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(sessionQueryKey, {
    user: { id: 'u-1', email: 'wanjiku@example.com', name: 'Wanjiku' },
    profile: { full_name: 'Wanjiku Kamau', phone: null, created_at: '2026-01-01T00:00:00Z' },
    is_admin: false,
  })
  const router = createMemoryRouter(
    [{ path: '/wishlist', element: <WishlistPage onMoveToCart={vi.fn()} /> }],
    {
      initialEntries: ['/wishlist'],
    },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  vi.clearAllMocks()
  saved = [villa, flat]
  stubApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('WishlistPage: saved properties beside the products', () => {
  it('keeps the products’ empty state and lists the saved properties with their price and link', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No items in wishlist' })).toBeInTheDocument()
    const section = await screen.findByRole('region', { name: 'Saved properties' })
    const cards = await within(section).findAllByTestId('saved-property')
    expect(cards[0]).toHaveTextContent('KSh 12.5M')
    expect(cards[0]).toHaveTextContent('Karen Road, Nairobi')
    expect(within(cards[0]!).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/property/prop-1',
    )
    expect(cards[1]).toHaveTextContent('KSh 35,000/month')
    expect(cards[1]).toHaveTextContent('Let')
  })

  it('removes a saved property', async () => {
    const user = renderPage()
    await user.click(
      await screen.findByRole('button', { name: 'Remove Studio in Westlands from saved properties' }),
    )
    await waitFor(() => expect(screen.getAllByTestId('saved-property')).toHaveLength(1))
    expect(deletes).toEqual(['prop-2'])
    expect(toast.success).toHaveBeenCalledWith('Property removed from your saved properties.')
  })

  it('shows no section when nothing is saved', async () => {
    saved = []
    renderPage()
    await screen.findByRole('heading', { name: 'No items in wishlist' })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Saved properties' })).not.toBeInTheDocument(),
    )
    expect(screen.queryByTestId('saved-property')).not.toBeInTheDocument()
  })
})
