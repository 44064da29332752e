import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { jkia, juma, quote, sarit } from '../test/fixtures'
import { json, renderRoute, stubApi } from '../test/render'
import { RidesPage } from './rides-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/components/map/route-map', async () => {
  const { RouteMapStub } = await import('../test/map-stub')
  return { RouteMap: RouteMapStub, mapBoxClass: '' }
})

function stubRides({ signedOut = false, drivers = [juma] } = {}) {
  return stubApi(
    (url) => {
      if (url === '/api/rides/config')
        return json({ tile_url: null, tile_attribution: '', routing: 'estimate' })
      if (url === '/api/rides/current') return json({ ride: null })
      if (url.startsWith('/api/rides/drivers?')) return json({ drivers })
      if (url.startsWith('/api/rides/places?q=sa')) return json({ places: [sarit] })
      if (url.startsWith('/api/rides/places?q=jk')) return json({ places: [jkia] })
      if (url === '/api/rides/quote') return json(quote)
      return undefined
    },
    { signedOut },
  )
}

async function choosePlaces() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'sar')
  await userEvent.click(await screen.findByRole('option', { name: /Sarit Centre/ }))
  await userEvent.type(screen.getByRole('combobox', { name: 'Destination' }), 'jk')
  await userEvent.click(await screen.findByRole('option', { name: /JKIA/ }))
}

beforeEach(() => vi.mocked(toast.error).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('the rides page', () => {
  it('Book Ride stays disabled, saying why in the spec words, until both places and the fare are set', async () => {
    stubRides()
    renderRoute(<RidesPage />)
    const book = screen.getByRole('button', { name: 'Book Ride' })
    expect(book).toBeDisabled()
    expect(screen.getByTestId('book-hint')).toHaveTextContent(
      'Please ensure both pickup and destination locations are valid.',
    )
    expect(book).toHaveAccessibleDescription('Please ensure both pickup and destination locations are valid.')
    expect(await screen.findByRole('heading', { name: 'Explore Area' })).toBeInTheDocument()
    const card = await screen.findByTestId('driver-card')
    expect(card).toHaveTextContent('Juma Otieno')
    expect(card).toHaveTextContent('Toyota Axio 2018')
    expect(card).toHaveTextContent('KDA 123A')
    expect(card).toHaveTextContent('4.8')
    expect(card).toHaveTextContent('312 rides')
    expect(card).toHaveTextContent('3 min away')
    expect(within(card).getByRole('button', { name: 'Book Ride with Juma Otieno' })).toBeDisabled()

    await choosePlaces()
    expect(screen.getByRole('heading', { name: 'Your Route' })).toBeInTheDocument()
    expect(screen.getByTestId('book-hint')).toHaveTextContent(
      'Fare not calculated. Please ensure valid locations.',
    )
    expect(book).toBeDisabled()

    await waitFor(() => expect(book).toBeEnabled(), { timeout: 3000 })
    expect(screen.queryByTestId('book-hint')).not.toBeInTheDocument()
    expect(screen.getByTestId('fare-amount')).toHaveTextContent('KSh 1,234.50')
    expect(screen.getByTestId('marker-pickup')).toHaveTextContent('Pickup: Sarit Centre')
    expect(screen.getByTestId('marker-destination')).toHaveTextContent('Destination: JKIA')
    expect(screen.getByTestId(`marker-driver-${juma.id}`)).toHaveTextContent(
      'Driver: Juma Otieno, Toyota Axio 2018, KDA 123A',
    )

    await userEvent.click(within(card).getByRole('button', { name: 'Book Ride with Juma Otieno' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Ride' }, { timeout: 5000 })
    expect(within(dialog).getByTestId('confirm-facts')).toHaveTextContent('Juma Otieno')
    expect(within(dialog).getByTestId('confirm-fare')).toHaveTextContent('KSh 1,234.50')
  }, 20_000)

  it('the drivers list asks near the pickup, and says so honestly when nobody is online', async () => {
    const fetchMock = stubRides({ drivers: [] })
    renderRoute(<RidesPage />)
    expect(await screen.findByText('No drivers available right now')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /Boda Boda/ }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/rides/drivers?vehicle_type=motorbike'),
    )
  })

  it("drivers that cannot be read show the spec's message", async () => {
    stubApi((url) =>
      url.startsWith('/api/rides/drivers') ? json({ error: { code: 'x', message: 'x' } }, 500) : undefined,
    )
    renderRoute(<RidesPage />)
    expect(await screen.findByText('Failed to fetch drivers. Please try again.')).toBeInTheDocument()
  })

  it('signed out, Book Ride sends the visitor to sign in and back', async () => {
    stubRides({ signedOut: true })
    const { router } = renderRoute(<RidesPage />)
    await choosePlaces()
    const book = screen.getByRole('button', { name: 'Book Ride' })
    await waitFor(() => expect(book).toBeEnabled(), { timeout: 3000 })
    await userEvent.click(book)
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth')
    expect(router.state.location.state).toEqual({ from: '/rides', message: 'Please sign in to book a ride.' })
  }, 20_000)
})
