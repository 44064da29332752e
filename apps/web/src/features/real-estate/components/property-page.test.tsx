import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { propertyViewingsQueryKey } from '@/lib/booking-query-keys'
import { toast } from '@/lib/toast'
import type { PropertyDetail } from '../real-estate-types'
import { sampleDetail, sampleViewing } from '../test/fixtures'
import { apiError, calls, json, noContent, renderRoute, stubApi } from '../test/render'
import { PropertyPage } from './property-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
// The map (Leaflet, lazy) is the rides' work; here its markers as a list stand in for it.
vi.mock('@/components/map/route-map', () => ({
  mapBoxClass: '',
  RouteMap: ({
    title,
    markers = [],
  }: {
    title: string
    markers?: { id: string; label: string; lat: number }[]
  }) => (
    <section aria-label={title} data-testid="map">
      {markers.map((marker) => (
        <span key={marker.id} data-lat={marker.lat}>
          {marker.label}
        </span>
      ))}
    </section>
  ),
}))

let detail: PropertyDetail
function stubProperty({ signedOut = false } = {}) {
  return stubApi(
    (url, init) => {
      const method = init?.method ?? 'GET'
      if (url === '/api/rides/config')
        return json({ tile_url: null, tile_attribution: '', routing: 'estimate' })
      if (url === '/api/properties/prop-1' && method === 'GET') return json(detail)
      if (url === '/api/properties/prop-1/views') return noContent()
      if (url === '/api/properties/prop-1/save') {
        detail = { ...detail, is_saved: method === 'PUT' }
        return json({ saved: method === 'PUT' })
      }
      if (url === '/api/property-viewings/viewing-1/cancel') {
        detail = { ...detail, my_viewing: null }
        return json({ ...sampleViewing, status: 'cancelled' })
      }
      return undefined
    },
    { signedOut },
  )
}

function renderProperty(initial = '/property/prop-1') {
  return renderRoute(<PropertyPage />, { path: '/property/:id', initial })
}

beforeEach(() => {
  detail = sampleDetail
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('PropertyPage (/property/{id})', () => {
  it('shows the listing: pictures, price, facts, amenities, features, description, map, contact and agent', async () => {
    stubProperty({ signedOut: true })
    renderProperty()
    expect(await screen.findByRole('heading', { level: 1, name: sampleDetail.title })).toBeInTheDocument()
    expect(screen.getByTestId('property-price')).toHaveTextContent('KSh 12.5M')
    const facts = screen.getByTestId('property-facts-list')
    for (const text of ['Villa', '4', '3', '320 m²', 'Available from', 'Available'])
      expect(facts).toHaveTextContent(text)
    expect(
      within(screen.getByTestId('property-amenities'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Swimming pool', 'Borehole'])
    expect(screen.getByTestId('property-features')).toHaveTextContent('Open-plan kitchen')
    expect(screen.getByText('A quiet villa on a one-acre plot.')).toBeInTheDocument()
    expect(within(await screen.findByTestId('map')).getByText(sampleDetail.title)).toHaveAttribute(
      'data-lat',
      '-1.3197',
    )
    expect(screen.getByRole('link', { name: /Call 0712 345 678/ })).toHaveAttribute('href', 'tel:0712345678')
    expect(screen.getByRole('link', { name: /achieng@homes.example/ })).toHaveAttribute(
      'href',
      'mailto:achieng@homes.example',
    )
    expect(screen.getByTestId('property-agent')).toHaveTextContent('Nyumba Bora Realty')
    expect(screen.getByTestId('agent-verified')).toHaveTextContent('Verified agent')
  })

  it('counts the visit once on open', async () => {
    const fetchMock = stubProperty({ signedOut: true })
    const { client } = renderProperty()
    await screen.findByRole('heading', { level: 1, name: sampleDetail.title })
    await client.invalidateQueries()
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/properties/prop-1').length).toBeGreaterThan(1))
    expect(calls(fetchMock, 'POST', '/api/properties/prop-1/views')).toHaveLength(1)
  })

  it('the gallery goes to the next and previous picture with its buttons, arrow keys and thumbnails', async () => {
    stubProperty({ signedOut: true })
    const user = userEvent.setup()
    renderProperty()
    const gallery = await screen.findByRole('region', { name: `Pictures of ${sampleDetail.title}` })
    const picture = () => within(gallery).getByTestId('gallery-picture')
    expect(picture()).toHaveAttribute('src', '/uploads/properties/villa-1200.webp')
    expect(picture()).toHaveAttribute('fetchpriority', 'high')
    await user.click(within(gallery).getByRole('button', { name: 'Next picture' }))
    expect(picture()).toHaveAttribute('src', '/uploads/properties/villa-garden-1200.webp')
    expect(within(gallery).getByTestId('gallery-position')).toHaveTextContent('2 / 2')
    gallery.focus()
    await user.keyboard('{ArrowRight}')
    expect(picture()).toHaveAttribute('src', '/uploads/properties/villa-1200.webp')
    await user.keyboard('{ArrowLeft}')
    expect(picture()).toHaveAttribute('src', '/uploads/properties/villa-garden-1200.webp')
    await user.click(screen.getByRole('button', { name: 'Show picture 1' }))
    expect(picture()).toHaveAttribute('src', '/uploads/properties/villa-1200.webp')
    expect(screen.getByRole('button', { name: 'Show picture 1' })).toHaveAttribute('aria-current', 'true')
  })

  it('has no map when the listing has no coordinates', async () => {
    detail = { ...sampleDetail, latitude: null, longitude: null }
    stubProperty({ signedOut: true })
    renderProperty()
    await screen.findByRole('heading', { level: 1, name: sampleDetail.title })
    expect(screen.queryByTestId('map')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Location' })).not.toBeInTheDocument()
  })

  it('an unknown property is a clear not-found page', async () => {
    stubApi(
      (url) =>
        url === '/api/properties/nope'
          ? apiError(404, 'real_estate.property_not_found', 'Property not found.')
          : undefined,
      {
        signedOut: true,
      },
    )
    renderProperty('/property/nope')
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/real-estate')
  })

  it('a let property wears its status and offers no viewing', async () => {
    detail = { ...sampleDetail, status: 'let' }
    stubProperty()
    renderProperty()
    expect(await screen.findByTestId('property-status')).toHaveTextContent('Let')
    expect(screen.getByTestId('property-status-note')).toHaveTextContent('This property has been let.')
    expect(screen.getByRole('button', { name: 'Request a Viewing' })).toBeDisabled()
    expect(screen.getByText('Viewings are not available for this property.')).toBeInTheDocument()
  })

  it('Save and Unsave the heart for a signed-in user', async () => {
    const fetchMock = stubProperty()
    const user = userEvent.setup()
    renderProperty()
    const save = await screen.findByRole('button', { name: 'Save' })
    expect(save).toHaveAttribute('aria-pressed', 'false')
    await user.click(save)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'),
    )
    expect(toast.success).toHaveBeenCalledWith('Property saved')
    await user.click(screen.getByRole('button', { name: 'Saved' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument())
    expect(
      fetchMock.mock.calls
        .filter(([url]) => url === '/api/properties/prop-1/save')
        .map(([, init]) => init?.method),
    ).toEqual(['PUT', 'DELETE'])
  })

  it('signed out, Save and Request a Viewing lead to sign in and back (with the dialog to open)', async () => {
    stubProperty({ signedOut: true })
    const user = userEvent.setup()
    renderProperty()
    await user.click(await screen.findByRole('button', { name: 'Request a Viewing' }))
    expect(await screen.findByTestId('auth')).toHaveTextContent(
      '/property/prop-1?viewing=1 | Please sign in to request a viewing.',
    )
  })

  it('signed out, the heart asks to sign in', async () => {
    stubProperty({ signedOut: true })
    const user = userEvent.setup()
    renderProperty()
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByTestId('auth')).toHaveTextContent(
      '/property/prop-1 | Please sign in to save properties.',
    )
  })

  it('back from sign-in with ?viewing=1, the viewing dialog opens', async () => {
    stubProperty()
    renderProperty('/property/prop-1?viewing=1')
    expect(await screen.findByRole('dialog', { name: 'Request a Viewing' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/prop-1$/))
  })

  it("shows the user's viewing request, refreshes it live when the agent confirms, and cancels it", async () => {
    detail = { ...sampleDetail, my_viewing: sampleViewing }
    const fetchMock = stubProperty()
    const user = userEvent.setup()
    const { client } = renderProperty()
    const mine = await screen.findByTestId('viewing-mine')
    expect(mine).toHaveTextContent('Wed, 20 May 2026 at 10:00')
    expect(within(mine).getByTestId('viewing-mine-status')).toHaveTextContent('Awaiting confirmation')
    expect(screen.queryByRole('button', { name: 'Request a Viewing' })).not.toBeInTheDocument()

    // The live channel refreshes propertyViewingsQueryKey on every notification ("Viewing confirmed").
    detail = { ...detail, my_viewing: { ...sampleViewing, status: 'confirmed' } }
    await client.invalidateQueries({ queryKey: propertyViewingsQueryKey })
    await waitFor(() =>
      expect(within(screen.getByTestId('viewing-mine')).getByTestId('viewing-mine-status')).toHaveTextContent(
        'Confirmed',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Cancel viewing' }))
    const question = screen.getByRole('group', { name: 'Cancel this viewing? The agent will be told.' })
    await user.click(within(question).getByRole('button', { name: 'Cancel viewing' }))
    await waitFor(() => expect(screen.queryByTestId('viewing-mine')).not.toBeInTheDocument())
    expect(calls(fetchMock, 'POST', '/api/property-viewings/viewing-1/cancel')).toHaveLength(1)
    expect(toast.success).toHaveBeenCalledWith('Viewing cancelled')
    expect(screen.getByRole('button', { name: 'Request a Viewing' })).toBeEnabled()
  })

  it("the agent sees their own listing's link to the dashboard instead of a viewing request", async () => {
    detail = { ...sampleDetail, is_owner: true, status: 'draft' }
    const fetchMock = stubProperty()
    renderProperty()
    expect(await screen.findByText('This is your listing.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage in your dashboard' })).toHaveAttribute(
      'href',
      '/real-estate-dashboard',
    )
    expect(screen.getByTestId('property-status-note')).toHaveTextContent(
      'This listing is a draft: only you can see it.',
    )
    expect(calls(fetchMock, 'POST', '/api/properties/prop-1/views')).toHaveLength(0)
  })
})
