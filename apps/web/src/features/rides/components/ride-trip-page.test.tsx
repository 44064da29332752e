import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publishRidesLive, ridePositionType, rideQueryKey } from '@/lib/rides-live'
import { toast } from '@/lib/toast'
import type { Ride } from '../ride-types'
import { acceptedRide, completedRide, requestedRide } from '../test/fixtures'
import { apiError, json, renderRoute, sent, stubApi } from '../test/render'
import type { RidePayable } from './ride-payment-panel'
import { RideTripPage } from './ride-trip-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/components/map/route-map', async () => {
  const { RouteMapStub } = await import('../test/map-stub')
  return { RouteMap: RouteMapStub, mapBoxClass: '' }
})

const renderPayment = vi.fn((order: RidePayable) => <p data-testid="chooser">chooser for {order.id}</p>)

/** The trip page for `ride`; `serve.ride` is what GET /api/rides/ride-1 answers (change it to move the ride). */
function renderTrip(
  ride: Ride,
  extra: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const serve = { ride }
  const fetchMock = stubApi((url, init) => {
    if (url === '/api/rides/config')
      return json({ tile_url: null, tile_attribution: '', routing: 'estimate' })
    if (url === `/api/rides/${ride.id}` && (init?.method ?? 'GET') === 'GET') return json(serve.ride)
    return extra(url, init)
  })
  const view = renderRoute(
    <RideTripPage rideId={ride.id} renderPayment={renderPayment} notFound={<p>Page not found</p>} />,
    { path: '/trip' },
  )
  return { ...view, serve, fetchMock }
}

const states = () => screen.getAllByTestId('ride-step').map((step) => step.getAttribute('data-state'))

beforeEach(() => {
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
  renderPayment.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('the trip page', () => {
  it('while finding a driver: the first step, a countdown to expiry and Cancel ride', async () => {
    renderTrip(requestedRide)
    expect(await screen.findByTestId('ride-status')).toHaveTextContent('Finding a driver')
    expect(states()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])
    expect(screen.getByTestId('finding-countdown')).toHaveTextContent(/^0:[0-4]\d$/)
    expect(screen.getByTestId('ride-fare')).toHaveTextContent('KSh 1,234.50')
    expect(screen.getByRole('button', { name: 'Cancel ride' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your Route' })).toBeInTheDocument()
    expect(screen.queryByTestId('ride-driver')).not.toBeInTheDocument()
  })

  it('when a driver accepts while the page is open: the toast once, the driver card with Call, the driver on the map', async () => {
    const { serve, client } = renderTrip(requestedRide)
    await screen.findByTestId('finding-driver')
    expect(toast.success).not.toHaveBeenCalled()

    serve.ride = acceptedRide
    await act(() => client.invalidateQueries({ queryKey: rideQueryKey }))
    expect(await screen.findByTestId('ride-status')).toHaveTextContent('Driver on the way')
    expect(toast.success).toHaveBeenCalledTimes(1)
    expect(toast.success).toHaveBeenCalledWith('Ride booked successfully! Driver is on their way.')
    expect(states()).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming'])
    const driver = screen.getByTestId('ride-driver')
    expect(driver).toHaveTextContent('Juma Otieno')
    expect(driver).toHaveTextContent('Toyota Axio 2018')
    expect(driver).toHaveTextContent('KDA 123A')
    expect(within(driver).getByRole('link', { name: 'Call Juma Otieno' })).toHaveAttribute(
      'href',
      'tel:0722000111',
    )

    // The live channel moves the marker without asking the server.
    const marker = screen.getByTestId('marker-driver')
    expect(marker).toHaveAttribute('data-lat', '-1.262')
    act(() =>
      publishRidesLive({
        type: ridePositionType,
        ride_id: 'ride-1',
        lat: -1.27,
        lng: 36.81,
        at: '2030-05-06T09:02:00Z',
      }),
    )
    expect(screen.getByTestId('marker-driver')).toHaveAttribute('data-lat', '-1.27')

    await act(() => client.invalidateQueries({ queryKey: rideQueryKey }))
    expect(toast.success).toHaveBeenCalledTimes(1)
  })

  it('a ride already accepted when opened says nothing', async () => {
    renderTrip(acceptedRide)
    await screen.findByTestId('ride-driver')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('the driver has arrived: the third step, still cancellable', async () => {
    renderTrip({ ...acceptedRide, status: 'arriving', arrived_at: '2030-05-06T09:05:00Z' })
    expect(await screen.findByTestId('ride-status')).toHaveTextContent('Driver has arrived')
    expect(states()).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming'])
    expect(screen.getByRole('button', { name: 'Cancel ride' })).toBeInTheDocument()
  })

  it('on the trip it can no longer be cancelled', async () => {
    renderTrip({ ...acceptedRide, status: 'in_progress', started_at: '2030-05-06T09:06:00Z' })
    expect(await screen.findByTestId('ride-status')).toHaveTextContent('On the trip')
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument()
  })

  it('Cancel ride asks first, then cancels', async () => {
    const { fetchMock } = renderTrip(acceptedRide, (url) =>
      url === '/api/rides/ride-1/cancel'
        ? json({
            ...acceptedRide,
            status: 'cancelled',
            cancelled_by: 'rider',
            cancelled_at: '2030-05-06T09:03:00Z',
          })
        : undefined,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel ride' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this ride?' }, { timeout: 5000 })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel ride' }))
    expect(await screen.findByTestId('ride-cancelled')).toHaveTextContent('You cancelled this ride.')
    expect(screen.getByTestId('ride-status')).toHaveTextContent('Cancelled')
    expect(sent(fetchMock, 'POST', '/api/rides/ride-1/cancel')).toEqual([{}])
  }, 20_000)

  it('completed: the final fare, Pay with M-Pesa opens the payment chooser for the order, then a rating', async () => {
    const { fetchMock } = renderTrip(completedRide, (url) => {
      if (url === '/api/rides/ride-1/pay') {
        return json({
          ride: { ...completedRide, payment: 'pending', order_id: 'order-9' },
          order_id: 'order-9',
        })
      }
      if (url === '/api/rides/ride-1/rating') return json({ ...completedRide, rating: 4 })
      return undefined
    })
    expect(await screen.findByTestId('ride-status')).toHaveTextContent('Completed')
    expect(states().every((state) => state === 'done')).toBe(true)
    expect(screen.getByTestId('ride-fare')).toHaveTextContent('KSh 1,250.75')
    expect(screen.getByText('Final fare')).toBeInTheDocument()

    await userEvent.click(await screen.findByRole('button', { name: 'Pay with M-Pesa' }, { timeout: 5000 }))
    expect(await screen.findByTestId('chooser')).toHaveTextContent('chooser for order-9')
    expect(sent(fetchMock, 'POST', '/api/rides/ride-1/pay')).toEqual([{ method: 'mpesa' }])
    expect(renderPayment).toHaveBeenLastCalledWith({
      id: 'order-9',
      totalCents: 125_075,
      mpesaAmount: 1251,
      isEventBooking: false,
    })

    const rating = screen.getByTestId('ride-rate')
    await userEvent.click(within(rating).getByRole('button', { name: 'Send rating' }))
    expect(within(rating).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.')
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }))
    await userEvent.type(within(rating).getByLabelText('Comment (optional)'), 'Safe and on time')
    await userEvent.click(within(rating).getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByTestId('ride-rated')).toHaveTextContent('You rated this ride')
    expect(sent(fetchMock, 'POST', '/api/rides/ride-1/rating')).toEqual([
      { stars: 4, comment: 'Safe and on time' },
    ])
  }, 20_000)

  it('completed: Pay cash to the driver records it', async () => {
    const { fetchMock } = renderTrip(completedRide, (url) =>
      url === '/api/rides/ride-1/pay'
        ? json({ ride: { ...completedRide, payment: 'cash' }, order_id: null })
        : undefined,
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Pay cash to the driver' }, { timeout: 5000 }),
    )
    expect(await screen.findByTestId('ride-paid')).toHaveTextContent('Paid in cash to the driver.')
    expect(sent(fetchMock, 'POST', '/api/rides/ride-1/pay')).toEqual([{ method: 'cash' }])
  })

  it('paid and rated rides show so', async () => {
    renderTrip({ ...completedRide, payment: 'paid', order_id: 'order-9', rating: 5 })
    expect(await screen.findByTestId('ride-paid', {}, { timeout: 5000 })).toHaveTextContent(
      'Paid with M-Pesa.',
    )
    expect(screen.getByTestId('ride-rated')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay with M-Pesa' })).not.toBeInTheDocument()
  })

  it('unmatched: the message and Try again books the same trip anew', async () => {
    const unmatched: Ride = { ...requestedRide, status: 'unmatched', expires_at: null }
    const { fetchMock } = renderTrip(unmatched, (url, init) =>
      url === '/api/rides' && init?.method === 'POST'
        ? json({ ...requestedRide, id: 'ride-2' }, 201)
        : undefined,
    )
    expect(await screen.findByTestId('ride-unmatched')).toHaveTextContent(
      'No driver accepted your request. Please try again.',
    )
    expect(screen.getByTestId('ride-status')).toHaveTextContent('No driver found')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/rides/trips/ride-2')
    expect(sent(fetchMock, 'POST', '/api/rides')).toEqual([
      {
        pickup: requestedRide.pickup,
        destination: requestedRide.destination,
        vehicle_type: 'taxi',
        note: 'At the main gate',
      },
    ])
  })

  it("another rider's ride or none at all: the not-found page", async () => {
    stubApi((url) =>
      url === '/api/rides/nope' ? apiError(404, 'rides.not_found', 'Ride not found') : undefined,
    )
    renderRoute(
      <RideTripPage rideId="nope" renderPayment={renderPayment} notFound={<p>Page not found</p>} />,
      {
        path: '/trip',
      },
    )
    expect(await screen.findByText('Page not found')).toBeInTheDocument()
  })
})

describe('the trip page while offline', () => {
  it('a failed read offers to try again', async () => {
    stubApi(() => json({ error: { code: 'x', message: 'x' } }, 500))
    renderRoute(<RideTripPage rideId="ride-1" renderPayment={renderPayment} notFound={null} />, {
      path: '/trip',
    })
    await waitFor(() => expect(screen.getByText('Your ride could not be loaded.')).toBeInTheDocument(), {
      timeout: 5000,
    })
  })
})
