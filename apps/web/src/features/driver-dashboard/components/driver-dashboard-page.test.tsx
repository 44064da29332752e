import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DriverDashboard, DriverProfile, Ride, RideOffer } from '../api/driver-dashboard-types'
import { DriverDashboardPage } from './driver-dashboard-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))
// The map (Leaflet, lazy) is another screen's work; here its markers as a list stand in for it.
vi.mock('@/components/map/route-map', () => ({
  RouteMap: ({ title, markers = [] }: { title: string; markers?: { id: string; label: string }[] }) => (
    <section aria-label={title}>
      {markers.map((marker) => (
        <span key={marker.id}>{marker.label}</span>
      ))}
    </section>
  ),
}))

const driver: DriverProfile = {
  id: 'driver-1',
  full_name: 'Juma Mwangi',
  vehicle_type: 'taxi',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  vehicle_year: 2015,
  license_plate: 'KDA 123A',
  rating: 4.8,
  total_rides: 132,
  is_online: false,
  status: 'available',
  position: null,
}

function ride(status: Ride['status'], overrides: Partial<Ride> = {}): Ride {
  return {
    id: 'ride-1',
    status,
    vehicle_type: 'taxi',
    pickup: { name: 'Sarit Centre', lat: -1.2614, lng: 36.8024 },
    destination: { name: 'Yaya Centre', lat: -1.2929, lng: 36.7879 },
    note: 'At the main gate',
    quoted_fare: 420.5,
    distance_km: 5.3,
    duration_min: 14,
    final_fare: null,
    route: [
      [-1.2614, 36.8024],
      [-1.2929, 36.7879],
    ],
    path: [],
    payment: 'unpaid',
    order_id: null,
    rating: null,
    cancelled_by: null,
    cancel_reason: null,
    rider: { id: 'rider-1', name: 'Achieng Otieno', phone: '+254712345678' },
    driver: null,
    expires_at: null,
    created_at: '2026-11-27T09:00:00.000Z',
    accepted_at: '2026-11-27T09:00:20.000Z',
    arrived_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    ...overrides,
  }
}

function offer(overrides: Partial<RideOffer> = {}): RideOffer {
  return {
    ride_id: 'ride-9',
    vehicle_type: 'taxi',
    pickup: { name: 'Westlands Stage', lat: -1.2676, lng: 36.8108 },
    destination: { name: 'JKIA', lat: -1.3192, lng: 36.9278 },
    distance_km: 18.4,
    fare: 1472,
    pickup_distance_km: 1.2,
    rider_name: 'Wanjiru Kamau',
    note: 'Two suitcases',
    expires_at: new Date(Date.now() + 45_000).toISOString(),
    ...overrides,
  }
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

/** The server as these tests need it: the dashboard, offers and trips, and the answers to the moves. */
interface Server {
  dashboard: DriverDashboard | Response
  offers: RideOffer[]
  answer?: (method: string, url: string) => Response | undefined
}
let server: Server
let calls: { method: string; url: string; body: unknown }[] = []

function stubServer(init: Server) {
  server = init
  calls = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, request?: RequestInit) => {
    const url = String(input)
    const method = request?.method ?? 'GET'
    calls.push({ method, url, body: request?.body ? JSON.parse(String(request.body)) : undefined })
    const special = server.answer?.(method, url)
    if (special) return special
    if (method === 'GET' && url === '/api/driver-dashboard')
      return server.dashboard instanceof Response ? server.dashboard.clone() : json(200, server.dashboard)
    if (method === 'GET' && url === '/api/driver-dashboard/offers')
      return json(200, { offers: server.offers })
    if (method === 'GET' && url.startsWith('/api/driver-dashboard/trips')) return json(200, { trips: [] })
    if (method === 'GET' && url === '/api/rides/config')
      return json(200, { tile_url: null, tile_attribution: '', routing: 'estimate' })
    return json(500, {})
  })
}

const sent = (method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url)

function dashboard(overrides: Partial<DriverDashboard> = {}): DriverDashboard {
  return {
    driver,
    earnings: { today: 1234.5, week: 8000, trips_today: 3, trips_week: 17 },
    current: null,
    ...overrides,
  }
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: '/driver-dashboard', element: <DriverDashboardPage /> }], {
    initialEntries: ['/driver-dashboard'],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

// The browser's position: getCurrentPosition answers at once; watchPosition keeps its callback for the test.
let watchers: PositionCallback[] = []
let failures: PositionErrorCallback[] = []
const fix = (latitude: number, longitude: number) =>
  ({
    coords: { latitude, longitude, heading: null, accuracy: 5 },
    timestamp: Date.now(),
  }) as unknown as GeolocationPosition
const geolocation = {
  getCurrentPosition: vi.fn((found: PositionCallback) => found(fix(-1.2676, 36.8108))),
  watchPosition: vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    watchers.push(found)
    if (failed) failures.push(failed)
    return watchers.length
  }),
  clearWatch: vi.fn(),
}

beforeEach(() => {
  vi.clearAllMocks()
  watchers = []
  failures = []
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true })
})
afterEach(() => vi.unstubAllGlobals())

describe('the driver dashboard', () => {
  it('shows the access notice with a way to apply when the server says the user is not a driver', async () => {
    stubServer({
      dashboard: json(403, {
        error: { code: 'drivers.not_driver', message: 'Only approved drivers can use the driver dashboard.' },
      }),
      offers: [],
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Driver Access Required' })).toBeInTheDocument()
    expect(screen.getByText('Only approved drivers can use the driver dashboard.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Service Provider Hub' })).toHaveAttribute(
      'href',
      '/service-hub',
    )
    expect(sent('GET', '/api/driver-dashboard')).toHaveLength(1)
  })

  it("shows the driver's name, vehicle, plate, rating and rides, and the earnings as stat cards", async () => {
    stubServer({ dashboard: dashboard(), offers: [] })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Juma Mwangi' })).toBeInTheDocument()
    const profile = screen.getByTestId('driver-profile')
    expect(profile).toHaveTextContent('Toyota Axio 2015 · Taxi')
    expect(profile).toHaveTextContent('KDA 123A')
    expect(profile).toHaveTextContent('4.8 out of 5')
    expect(profile).toHaveTextContent('132')
    const value = (label: string) =>
      within(screen.getByRole('group', { name: label })).getByTestId('stat-value')
    expect(value('Earned today')).toHaveTextContent('KSh 1,234.50')
    expect(value('Earned this week')).toHaveTextContent('KSh 8,000')
    expect(value('Trips today')).toHaveTextContent('3')
    expect(value('Trips this week')).toHaveTextContent('17')
    expect(screen.getByText('Go online to receive ride requests.')).toBeInTheDocument()
  })

  it('goes online with the browser position, then sends the watched position, and stops watching offline', async () => {
    stubServer({
      dashboard: dashboard(),
      offers: [],
      answer: (method, url) => {
        if (method === 'PUT' && url === '/api/driver-dashboard/status') {
          const online = calls.at(-1)?.body as { online: boolean }
          const next = { ...driver, is_online: online.online }
          server.dashboard = dashboard({ driver: next })
          return json(200, next)
        }
        if (method === 'PUT' && url === '/api/driver-dashboard/position') return json(204)
        return undefined
      },
    })
    const user = renderPage()
    const toggle = await screen.findByRole('switch', { name: 'Online' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    await waitFor(() => expect(sent('PUT', '/api/driver-dashboard/status')).toHaveLength(1))
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    })
    expect(sent('PUT', '/api/driver-dashboard/status')[0]!.body).toEqual({
      online: true,
      position: { lat: -1.2676, lng: 36.8108 },
    })
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Online' })).toHaveAttribute('aria-checked', 'true'),
    )
    expect(toast.success).toHaveBeenCalledWith('You are online')

    await waitFor(() => expect(watchers).toHaveLength(1))
    watchers[0]!(fix(-1.27, 36.81))
    await waitFor(() => expect(sent('PUT', '/api/driver-dashboard/position')).toHaveLength(1))
    expect(sent('PUT', '/api/driver-dashboard/position')[0]!.body).toEqual({
      lat: -1.27,
      lng: 36.81,
      heading: null,
    })
    // A second fix within POSITION_INTERVAL_MS waits for the next tick.
    watchers[0]!(fix(-1.271, 36.811))
    expect(sent('PUT', '/api/driver-dashboard/position')).toHaveLength(1)

    await user.click(screen.getByRole('switch', { name: 'Online' }))
    await waitFor(() => expect(sent('PUT', '/api/driver-dashboard/status')).toHaveLength(2))
    expect(sent('PUT', '/api/driver-dashboard/status')[1]!.body).toEqual({ online: false })
    await waitFor(() => expect(geolocation.clearWatch).toHaveBeenCalled())
  })

  it('stays offline and says why when the browser refuses the position', async () => {
    geolocation.getCurrentPosition.mockImplementationOnce(
      (_found: PositionCallback, failed?: PositionErrorCallback | null) =>
        failed?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    )
    stubServer({ dashboard: dashboard(), offers: [] })
    const user = renderPage()
    await user.click(await screen.findByRole('switch', { name: 'Online' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Unable to access your location. Please check permissions.'),
    )
    expect(sent('PUT', '/api/driver-dashboard/status')).toEqual([])
  })

  it('shows a clear message while online when the watched position is unavailable', async () => {
    stubServer({ dashboard: dashboard({ driver: { ...driver, is_online: true } }), offers: [] })
    renderPage()
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled())
    failures[0]!({ code: 2, message: 'unavailable' } as GeolocationPositionError)
    expect(await screen.findByTestId('position-notice')).toHaveTextContent(
      'Your position is unavailable right now. Riders cannot find you until it is back.',
    )
    failures[0]!({ code: 1, message: 'denied' } as GeolocationPositionError)
    await waitFor(() =>
      expect(screen.getByTestId('position-notice')).toHaveTextContent(
        'Unable to access your location. Please check permissions.',
      ),
    )
  })

  it("shows the server's message when going offline is refused during a trip", async () => {
    stubServer({
      dashboard: dashboard({
        driver: { ...driver, is_online: true, status: 'busy' },
        current: ride('accepted'),
      }),
      offers: [],
      answer: (method, url) =>
        method === 'PUT' && url === '/api/driver-dashboard/status'
          ? json(409, { error: { code: 'rides.driver_busy', message: 'Finish your current trip first.' } })
          : undefined,
    })
    const user = renderPage()
    await user.click(await screen.findByRole('switch', { name: 'Online' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Finish your current trip first.'))
  })
})

describe('ride requests', () => {
  const online = () => dashboard({ driver: { ...driver, is_online: true } })

  it('shows each request: from, to, distance, fare with 2 decimals, pickup distance, first name, note, time left', async () => {
    stubServer({ dashboard: online(), offers: [offer({ fare: 1472 })] })
    renderPage()
    const card = await screen.findByRole('article', { name: 'Westlands Stage to JKIA' })
    expect(within(card).getByTestId('offer-fare')).toHaveTextContent('KSh 1,472.00')
    expect(card).toHaveTextContent('18.4 km')
    expect(card).toHaveTextContent('1.2 km')
    expect(card).toHaveTextContent('Wanjiru')
    expect(card).not.toHaveTextContent('Kamau')
    expect(card).toHaveTextContent('Two suitcases')
    expect(within(card).getByRole('timer')).toHaveTextContent(/Expires in (44|45) s/)
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Pass'])
    expect(screen.getByTestId('offers-announcer')).toHaveTextContent('1 ride request waiting')
  })

  it('accepts a request: the trip follows', async () => {
    stubServer({
      dashboard: online(),
      offers: [offer()],
      answer: (method, url) => {
        if (method !== 'POST' || url !== '/api/driver-dashboard/offers/ride-9/accept') return undefined
        server.offers = []
        server.dashboard = dashboard({
          driver: { ...driver, is_online: true },
          current: ride('accepted', { id: 'ride-9' }),
        })
        return json(200, ride('accepted', { id: 'ride-9' }))
      },
    })
    const user = renderPage()
    const card = await screen.findByRole('article', { name: 'Westlands Stage to JKIA' })
    await user.click(within(card).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ride accepted. Head to the pickup.'))
    expect(await screen.findByTestId('current-trip')).toBeInTheDocument()
  })

  it("shows the server's message and drops the card when another driver was quicker (409)", async () => {
    stubServer({
      dashboard: online(),
      offers: [offer()],
      answer: (method, url) => {
        if (method !== 'POST' || url !== '/api/driver-dashboard/offers/ride-9/accept') return undefined
        server.offers = []
        return json(409, {
          error: { code: 'rides.offer_taken', message: 'This ride has been taken by another driver.' },
        })
      },
    })
    const user = renderPage()
    const card = await screen.findByRole('article', { name: 'Westlands Stage to JKIA' })
    await user.click(within(card).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This ride has been taken by another driver.'),
    )
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(screen.getByText('No ride requests right now')).toBeInTheDocument()
  })

  it('passes on a request: declined and gone', async () => {
    stubServer({
      dashboard: online(),
      offers: [offer()],
      answer: (method, url) => {
        if (method !== 'POST' || url !== '/api/driver-dashboard/offers/ride-9/decline') return undefined
        server.offers = []
        return json(204)
      },
    })
    const user = renderPage()
    const card = await screen.findByRole('article', { name: 'Westlands Stage to JKIA' })
    await user.click(within(card).getByRole('button', { name: 'Pass' }))
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(sent('POST', '/api/driver-dashboard/offers/ride-9/decline')).toHaveLength(1)
    expect(sent('POST', '/api/driver-dashboard/offers/ride-9/accept')).toEqual([])
  })
})

describe('the current trip', () => {
  const withTrip = (status: Ride['status']) =>
    dashboard({ driver: { ...driver, is_online: true, status: 'busy' }, current: ride(status) })

  it('shows the rider with a Call link, the places, the fare and the map', async () => {
    stubServer({ dashboard: withTrip('accepted'), offers: [] })
    renderPage()
    const trip = await screen.findByTestId('current-trip')
    expect(trip).toHaveTextContent('Achieng Otieno')
    expect(within(trip).getByRole('link', { name: 'Call 0712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    expect(trip).toHaveTextContent('Sarit Centre')
    expect(trip).toHaveTextContent('Yaya Centre')
    expect(within(trip).getByTestId('trip-fare')).toHaveTextContent('KSh 420.50')
    const map = await within(trip).findByRole('region', { name: 'Your Route' })
    expect(map).toHaveTextContent('Pickup: Sarit Centre')
    expect(map).toHaveTextContent('Destination: Yaya Centre')
    expect(screen.queryByRole('heading', { name: 'Ride requests' })).not.toBeInTheDocument()
  })

  it.each([
    ['accepted', ['Arrived', 'Cancel trip'], 'arrived'],
    ['arriving', ['Start trip', 'Cancel trip'], 'start'],
    ['in_progress', ['Complete'], 'complete'],
  ] as const)('offers the next step of %s and sends it', async (status, buttons, move) => {
    stubServer({
      dashboard: withTrip(status),
      offers: [],
      answer: (method, url) =>
        method === 'POST' && url === `/api/driver-dashboard/rides/ride-1/${move}`
          ? json(200, ride(status, { final_fare: 420.5 }))
          : undefined,
    })
    const user = renderPage()
    const trip = await screen.findByTestId('current-trip')
    expect(
      within(trip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons)
    if (move === 'complete') {
      await waitFor(() => expect(watchers).toHaveLength(1))
      watchers[0]!(fix(-1.293, 36.788))
    }
    await user.click(within(trip).getByRole('button', { name: buttons[0] }))
    await waitFor(() => expect(sent('POST', `/api/driver-dashboard/rides/ride-1/${move}`)).toHaveLength(1))
    expect(sent('POST', `/api/driver-dashboard/rides/ride-1/${move}`)[0]!.body).toEqual(
      move === 'complete' ? { position: { lat: -1.293, lng: 36.788 } } : {},
    )
    if (move === 'complete')
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Trip completed: KSh 420.50'))
  })

  it('cancels before the start only with a reason, from a readable list', async () => {
    stubServer({
      dashboard: withTrip('arriving'),
      offers: [],
      answer: (method, url) =>
        method === 'POST' && url === '/api/driver-dashboard/rides/ride-1/cancel'
          ? json(200, ride('cancelled'))
          : undefined,
    })
    const user = renderPage()
    const trip = await screen.findByTestId('current-trip')
    await user.click(within(trip).getByRole('button', { name: 'Cancel trip' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this trip?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Trip' }))
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument()
    expect(sent('POST', '/api/driver-dashboard/rides/ride-1/cancel')).toEqual([])
    const reason = within(dialog).getByLabelText('Reason')
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Rider not at the pickup',
      'Rider asked to cancel',
      'Problem with my vehicle',
      'Pickup point is unsafe',
      'Other reason',
    ])
    await user.selectOptions(reason, 'Rider not at the pickup')
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Waited 10 minutes')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Trip' }))
    await waitFor(() => expect(sent('POST', '/api/driver-dashboard/rides/ride-1/cancel')).toHaveLength(1))
    expect(sent('POST', '/api/driver-dashboard/rides/ride-1/cancel')[0]!.body).toEqual({
      reason: 'rider_not_at_pickup',
      details: 'Waited 10 minutes',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toast.success).toHaveBeenCalledWith('Trip cancelled.')
  })
})
