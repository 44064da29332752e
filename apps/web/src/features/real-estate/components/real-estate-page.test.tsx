import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { page, rentCard, saleCard } from '../test/fixtures'
import { apiError, calls, json, noContent, renderRoute, stubApi } from '../test/render'
import { RealEstatePage } from './real-estate-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
const screenSize = vi.hoisted(() => ({ mobile: false }))
vi.mock('@/lib/use-media-query', () => ({ useIsMobile: () => screenSize.mobile }))

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock, 'GET', '/api/properties?').map(
    (call) => new URL(call.url, 'http://soko.test').searchParams,
  )

function renderList(initial = '/real-estate') {
  return renderRoute(<RealEstatePage />, { path: '/real-estate', initial })
}

const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  screenSize.mobile = false
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('RealEstatePage (/real-estate)', () => {
  it('shows each card: picture, Featured, price in millions or per month, beds, baths, area, location, View Details', async () => {
    stubApi((url) => (url.startsWith('/api/properties?') ? json(page([saleCard, rentCard])) : undefined), {
      signedOut: true,
    })
    renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeInTheDocument()
    const cards = await screen.findAllByTestId('property-card')
    expect(cards).toHaveLength(2)
    const [villa, flat] = cards as [HTMLElement, HTMLElement]

    expect(within(villa).getByTestId('property-price')).toHaveTextContent('KSh 12.5M')
    expect(within(villa).getByTestId('property-price')).not.toHaveTextContent('/month')
    expect(within(villa).getByTestId('property-featured')).toHaveTextContent('Featured')
    expect(within(villa).getByText('For Sale')).toBeInTheDocument()
    expect(within(villa).getByTestId('property-facts')).toHaveTextContent('4 beds3 baths320 m²')
    expect(within(villa).getByText('Karen Road, Nairobi')).toBeInTheDocument()
    expect(within(villa).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/property/prop-1',
    )

    expect(within(flat).getByTestId('property-price')).toHaveTextContent('KSh 85,000/month')
    expect(within(flat).queryByTestId('property-featured')).not.toBeInTheDocument()
    expect(within(flat).getByTestId('property-facts')).toHaveTextContent('2 beds1 bath')

    // The first picture is fetched at once and first; the others wait until they scroll near.
    const picture = villa.querySelector('img')!
    expect(picture).toHaveAttribute('loading', 'eager')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
    expect(picture).toHaveAttribute('decoding', 'async')
    expect(picture).toHaveAttribute('width', '640')
    expect(picture).toHaveAttribute('height', '400')
    expect(screen.getByTestId('properties-count')).toHaveTextContent('2 properties')
  })

  it('reads ?search= from the shell and asks the server with it', async () => {
    const fetchMock = stubApi(
      (url) => (url.startsWith('/api/properties?') ? json(page([saleCard])) : undefined),
      {
        signedOut: true,
      },
    )
    renderList('/real-estate?search=Karen')
    await screen.findByTestId('property-card')
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toHaveValue('Karen')
    const [first] = listCalls(fetchMock)
    expect(first?.get('search')).toBe('Karen')
    expect(first?.get('sort')).toBe('newest')
  })

  it('puts every filter and the sort in the URL and asks the server with them', async () => {
    const fetchMock = stubApi(
      (url) => (url.startsWith('/api/properties?') ? json(page([saleCard])) : undefined),
      {
        signedOut: true,
      },
    )
    const user = userEvent.setup()
    renderList()
    await screen.findByTestId('property-card')

    await user.selectOptions(screen.getByLabelText('Rent or buy'), 'For Rent')
    await user.selectOptions(screen.getByLabelText('Property type'), 'Apartment')
    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi')
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '2+')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high')
    await user.type(screen.getByLabelText('City or town'), 'Kilimani')
    await user.type(screen.getByLabelText('Min price (KSh)'), '50,000')
    await user.type(screen.getByLabelText('Max price (KSh)'), '120000')

    expect(screen.getByLabelText('Min price (KSh)')).toHaveValue('50000')
    await waitFor(() =>
      expect(location()).toBe(
        '/real-estate?listing_type=rent&property_type=apartment&county=Nairobi&city=Kilimani&min_bedrooms=2&min_price=50000&max_price=120000&sort=price_asc',
      ),
    )
    await waitFor(() => {
      const last = listCalls(fetchMock).at(-1)!
      expect(Object.fromEntries(last)).toEqual({
        listing_type: 'rent',
        property_type: 'apartment',
        county: 'Nairobi',
        city: 'Kilimani',
        min_bedrooms: '2',
        min_price: '50000',
        max_price: '120000',
        sort: 'price_asc',
        page: '1',
        page_size: '12',
      })
    })
    // The county select offers all 47 counties besides All counties.
    expect(within(screen.getByLabelText('County')).getAllByRole('option')).toHaveLength(48)
  })

  it('filters from a shared link show in the controls', async () => {
    stubApi((url) => (url.startsWith('/api/properties?') ? json(page([rentCard])) : undefined), {
      signedOut: true,
    })
    renderList('/real-estate?listing_type=sale&county=Mombasa&min_price=1000000&sort=price_desc')
    await screen.findByTestId('property-card')
    expect(screen.getByLabelText('Rent or buy')).toHaveValue('sale')
    expect(screen.getByLabelText('County')).toHaveValue('Mombasa')
    expect(screen.getByLabelText('Min price (KSh)')).toHaveValue('1000000')
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc')
  })

  it('says "No properties found" and Clear all filters empties the URL', async () => {
    const fetchMock = stubApi((url) => (url.startsWith('/api/properties?') ? json(page([])) : undefined), {
      signedOut: true,
    })
    const user = userEvent.setup()
    renderList('/real-estate?search=Atlantis&county=Lamu')
    const empty = await screen.findByTestId('properties-empty')
    expect(within(empty).getByRole('heading', { name: 'No properties found' })).toBeInTheDocument()
    await user.click(within(empty).getByRole('button', { name: 'Clear all filters' }))
    await waitFor(() => expect(location()).toBe('/real-estate'))
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toHaveValue('')
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.has('county')).toBe(false))
  })

  it('on a failed load says so with Try again, and shows no sample listings', async () => {
    let fail = true
    stubApi(
      (url) =>
        url.startsWith('/api/properties?')
          ? fail
            ? apiError(500, 'internal', 'Boom')
            : json(page([saleCard]))
          : undefined,
      { signedOut: true },
    )
    const user = userEvent.setup()
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the properties. Please try again.',
    )
    expect(screen.queryByTestId('property-card')).not.toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('property-card')).toBeInTheDocument()
  })

  it('Load more asks for the next page and adds its cards', async () => {
    const fetchMock = stubApi(
      (url) => {
        if (!url.startsWith('/api/properties?')) return undefined
        const pageNumber = new URL(url, 'http://soko.test').searchParams.get('page')
        return pageNumber === '2' ? json(page([rentCard], 13, 2)) : json(page([saleCard], 13, 1))
      },
      { signedOut: true },
    )
    const user = userEvent.setup()
    renderList()
    await screen.findByTestId('property-card')
    expect(screen.getByTestId('properties-count')).toHaveTextContent('13 properties')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(2))
    expect(listCalls(fetchMock).map((params) => params.get('page'))).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('Save this search sends a signed-out visitor to sign in and back to the same search', async () => {
    stubApi((url) => (url.startsWith('/api/properties?') ? json(page([saleCard])) : undefined), {
      signedOut: true,
    })
    const user = userEvent.setup()
    renderList('/real-estate?county=Nairobi')
    await screen.findByTestId('property-card')
    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    expect(await screen.findByTestId('auth')).toHaveTextContent(
      '/real-estate?county=Nairobi | Please sign in to save searches and hear about new matches.',
    )
  })

  it('saves the search for a signed-in user, lists the saved searches, applies and deletes one', async () => {
    let saved = [
      {
        id: 'search-1',
        label: 'Rent · Apartment · Nairobi',
        criteria: { listing_type: 'rent', property_type: 'apartment', county: 'Nairobi' },
        created_at: '2026-05-01T09:00:00.000Z',
      },
    ]
    const fetchMock = stubApi((url, init) => {
      const method = init?.method ?? 'GET'
      if (url.startsWith('/api/properties?')) return json(page([saleCard]))
      if (url === '/api/property-searches' && method === 'GET') return json({ items: saved })
      if (url === '/api/property-searches' && method === 'POST')
        return json({ id: 'search-2', label: 'Sale · Karen', criteria: {}, created_at: '' }, 201)
      if (url === '/api/property-searches/search-1' && method === 'DELETE') {
        saved = []
        return noContent()
      }
      return undefined
    })
    const user = userEvent.setup()
    renderList('/real-estate?search=Karen&listing_type=sale&sort=price_desc')
    await screen.findByTestId('property-card')

    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Search saved. We will notify you when a new property matches.',
      ),
    )
    expect(calls(fetchMock, 'POST', '/api/property-searches')).toEqual([
      { url: '/api/property-searches', body: { criteria: { search: 'Karen', listing_type: 'sale' } } },
    ])

    const list = await screen.findByTestId('saved-searches')
    await user.click(within(list).getByRole('button', { name: 'Show Rent · Apartment · Nairobi' }))
    await waitFor(() =>
      expect(location()).toBe(
        '/real-estate?listing_type=rent&property_type=apartment&county=Nairobi&sort=price_desc',
      ),
    )
    expect(screen.getByRole('searchbox', { name: 'Search properties' })).toHaveValue('')

    await user.click(
      within(list).getByRole('button', { name: 'Delete saved search Rent · Apartment · Nairobi' }),
    )
    await waitFor(() => expect(screen.queryByTestId('saved-searches')).not.toBeInTheDocument())
    expect(toast.success).toHaveBeenCalledWith('Saved search deleted')
  })

  it("shows the server's refusal when the saved searches are full", async () => {
    stubApi((url, init) => {
      if (url.startsWith('/api/properties?')) return json(page([saleCard]))
      if (url === '/api/property-searches' && init?.method === 'POST')
        return apiError(409, 'real_estate.saved_searches_full', 'You can keep at most 20 saved searches.')
      if (url === '/api/property-searches') return json({ items: [] })
      return undefined
    })
    const user = userEvent.setup()
    renderList()
    await screen.findByTestId('property-card')
    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can keep at most 20 saved searches.'))
  })

  it('on a phone the filters live in the More Filters side panel', async () => {
    screenSize.mobile = true
    stubApi((url) => (url.startsWith('/api/properties?') ? json(page([saleCard])) : undefined), {
      signedOut: true,
    })
    const user = userEvent.setup()
    renderList()
    await screen.findByTestId('property-card')
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'More Filters' }))
    const panel = await screen.findByRole('dialog', { name: 'More Filters' })
    await user.selectOptions(within(panel).getByLabelText('County'), 'Kisumu')
    await user.selectOptions(within(panel).getByLabelText('Sort by'), 'Price: high to low')
    await waitFor(() => expect(location()).toBe('/real-estate?county=Kisumu&sort=price_desc'))
    await user.click(within(panel).getByRole('button', { name: 'Show 1 property' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /More Filters/ })).toHaveTextContent('2')
  })
})
