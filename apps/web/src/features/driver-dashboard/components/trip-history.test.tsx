import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RideSummary } from '../api/driver-dashboard-types'
import { TRIPS_PAGE } from '../api/get-driver-trips'
import { TripHistory } from './trip-history'

const trip = (index: number): RideSummary => ({
  id: `ride-${index}`,
  status: index % 2 ? 'completed' : 'cancelled',
  vehicle_type: 'taxi',
  pickup: { name: `Stage ${index}`, lat: -1.28, lng: 36.82 },
  destination: { name: 'Yaya Centre', lat: -1.29, lng: 36.79 },
  quoted_fare: 300,
  final_fare: index % 2 ? 312.4 : null,
  payment: 'unpaid',
  created_at: new Date(Date.UTC(2026, 10, 27, 12) - index * 3_600_000).toISOString(),
})

afterEach(() => vi.unstubAllGlobals())

describe('the trip history', () => {
  it('shows a page of trips and loads the ones before the last with Load more', async () => {
    const urls: string[] = []
    const first = Array.from({ length: TRIPS_PAGE }, (_, index) => trip(index + 1))
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url)
      const trips = url.includes('before=') ? [trip(TRIPS_PAGE + 1)] : first
      return new Response(JSON.stringify({ trips }), { headers: { 'Content-Type': 'application/json' } })
    })
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TripHistory />
      </QueryClientProvider>,
    )
    expect(await screen.findAllByTestId('driver-trip')).toHaveLength(TRIPS_PAGE)
    expect(screen.getAllByTestId('driver-trip')[0]).toHaveTextContent('Stage 1 to Yaya Centre')
    expect(screen.getAllByTestId('driver-trip')[0]).toHaveTextContent('Completed')
    expect(screen.getAllByTestId('driver-trip')[0]).toHaveTextContent('KSh 312.40')
    expect(screen.getAllByTestId('driver-trip')[1]).toHaveTextContent('KSh 300.00')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('driver-trip')).toHaveLength(TRIPS_PAGE + 1))
    expect(urls).toEqual([
      '/api/driver-dashboard/trips',
      `/api/driver-dashboard/trips?before=${encodeURIComponent(first.at(-1)!.created_at)}`,
    ])
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
