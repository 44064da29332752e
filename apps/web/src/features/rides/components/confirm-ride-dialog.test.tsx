import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { jkia, juma, quote, requestedRide, sarit } from '../test/fixtures'
import { apiError, json, renderRoute, sent, stubApi } from '../test/render'
import { ConfirmRideDialog, type RideToConfirm } from './confirm-ride-dialog'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const ride: RideToConfirm = {
  pickup: { name: sarit.name, lat: sarit.lat, lng: sarit.lng },
  destination: { name: jkia.name, lat: jkia.lat, lng: jkia.lng },
  vehicleType: 'taxi',
  quote,
  driver: juma,
}

beforeEach(() => {
  vi.mocked(toast.info).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('Confirm Your Ride', () => {
  it('shows the trip, books it with the card driver and the note, and opens the trip page', async () => {
    const fetchMock = stubApi((url, init) =>
      url === '/api/rides' && init?.method === 'POST' ? json(requestedRide, 201) : undefined,
    )
    renderRoute(<ConfirmRideDialog ride={ride} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Ride' })
    expect(dialog).toHaveTextContent('Sarit Centre')
    expect(dialog).toHaveTextContent('JKIA')
    expect(dialog).toHaveTextContent('Taxi')
    expect(dialog).toHaveTextContent('15.4 km')
    expect(dialog).toHaveTextContent('42 min')
    expect(screen.getByTestId('confirm-fare')).toHaveTextContent('KSh 1,234.50')

    await userEvent.type(screen.getByLabelText('Note for the driver (optional)'), 'At the main gate')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(toast.info).toHaveBeenCalledWith('Finding you a driver...')
    expect(await screen.findByTestId('location')).toHaveTextContent('/rides/trips/ride-1')
    expect(sent(fetchMock, 'POST', '/api/rides')).toEqual([
      {
        pickup: ride.pickup,
        destination: ride.destination,
        vehicle_type: 'taxi',
        driver_id: juma.id,
        note: 'At the main gate',
      },
    ])
  })

  it("a refusal keeps the dialog open with the server's reason", async () => {
    stubApi((url) =>
      url === '/api/rides'
        ? apiError(
            409,
            'rides.no_drivers',
            'No drivers are available nearby. Please try again in a few minutes.',
          )
        : undefined,
    )
    renderRoute(<ConfirmRideDialog ride={{ ...ride, driver: null }} onClose={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(
      'No drivers are available nearby. Please try again in a few minutes.',
    )
    expect(toast.error).toHaveBeenCalledWith(
      'No drivers are available nearby. Please try again in a few minutes.',
    )
    expect(screen.getByRole('dialog', { name: 'Confirm Your Ride' })).toBeInTheDocument()
  })

  it("a failure without the server's word says 'Failed to book ride. Please try again.'", async () => {
    stubApi(() => new Response('<html>bad gateway</html>', { status: 502 }))
    renderRoute(<ConfirmRideDialog ride={ride} onClose={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(
      'Failed to book ride. Please try again.',
    )
  })
})
