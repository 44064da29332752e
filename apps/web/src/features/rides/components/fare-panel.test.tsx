import { FARE_DELAY_MS } from '@soko/shared/rides/rides.constants'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlaceInput, VehicleType } from '../ride-types'
import { jkia, quote, sarit } from '../test/fixtures'
import { apiError, json, stubApi } from '../test/render'
import { useRideQuote } from '../use-ride-quote'
import { FarePanel } from './fare-panel'

function Harness({
  pickup,
  destination,
  vehicleType = 'taxi',
}: {
  pickup: PlaceInput | null
  destination: PlaceInput | null
  vehicleType?: VehicleType
}) {
  return <FarePanel state={useRideQuote(pickup, destination)} vehicleType={vehicleType} />
}

function renderPanel(answer: () => Response, vehicleType?: VehicleType) {
  const askedAt: number[] = []
  const fetchMock = stubApi((url) => {
    if (url !== '/api/rides/quote') return undefined
    askedAt.push(Date.now())
    return answer()
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <QueryClientProvider client={client}>
      <Harness pickup={null} destination={null} vehicleType={vehicleType} />
    </QueryClientProvider>,
  )
  const quoteCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/rides/quote')
  const choose = (pickup: PlaceInput | null, destination: PlaceInput | null) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness pickup={pickup} destination={destination} vehicleType={vehicleType} />
      </QueryClientProvider>,
    )
  return { quoteCalls, choose, askedAt }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

afterEach(() => vi.unstubAllGlobals())

describe('the fare panel', () => {
  it('computes the fare 800 ms after the places settle, shown with 2 decimals with distance and duration', async () => {
    const { quoteCalls, choose, askedAt } = renderPanel(() => json(quote))
    expect(screen.getByTestId('fare-panel')).toHaveTextContent(
      'Choose a pickup and a destination to see the fare.',
    )
    const chosenAt = Date.now()
    choose(sarit, jkia)
    expect(screen.getByRole('status')).toHaveTextContent('Calculating fare...')
    expect(await screen.findByTestId('fare-amount', {}, { timeout: 3000 })).toHaveTextContent('KSh 1,234.50')
    expect(quoteCalls()).toHaveLength(1)
    // Not before FARE_DELAY_MS (a busy machine may make it later, never earlier).
    expect((askedAt[0] ?? 0) - chosenAt).toBeGreaterThanOrEqual(FARE_DELAY_MS - 5)
    expect(JSON.parse(String(quoteCalls()[0]?.[1]?.body))).toEqual({
      pickup: { lat: sarit.lat, lng: sarit.lng },
      destination: { lat: jkia.lat, lng: jkia.lng },
    })
    expect(screen.getByTestId('fare-distance')).toHaveTextContent('15.4 km')
    expect(screen.getByTestId('fare-duration')).toHaveTextContent('42 min')
  })

  it('a boda boda fare of whole shillings still shows 2 decimals', async () => {
    const { choose } = renderPanel(
      () => json({ ...quote, fares: { taxi: 1200, motorbike: 750 } }),
      'motorbike',
    )
    choose(sarit, jkia)
    expect(await screen.findByTestId('fare-amount', {}, { timeout: 3000 })).toHaveTextContent('KSh 750.00')
    expect(screen.getByTestId('fare-duration')).toHaveTextContent('33 min')
  })

  it('a place changed again within 800 ms asks only for the last pair', async () => {
    const { quoteCalls, choose } = renderPanel(() => json(quote))
    choose(sarit, jkia)
    await wait(400)
    choose(jkia, sarit)
    await screen.findByTestId('fare-amount', {}, { timeout: 3000 })
    expect(quoteCalls()).toHaveLength(1)
    expect(JSON.parse(String(quoteCalls()[0]?.[1]?.body))).toMatchObject({ pickup: { lat: jkia.lat } })
  })

  it("a refusal shows the server's reason in the reader's words", async () => {
    const { choose } = renderPanel(() =>
      apiError(400, 'rides.too_short', 'Pickup and destination are the same place.'),
    )
    choose(sarit, sarit)
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Pickup and destination are the same place.',
    )
  })
})
