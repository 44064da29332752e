import { GEOLOCATION_OPTIONS } from '@soko/shared/rides/rides.constants'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { sarit } from '../test/fixtures'
import { apiError, json, stubApi } from '../test/render'
import { UseMyLocationButton } from './use-my-location-button'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const onFound = vi.fn()

/** The browser answers getCurrentPosition with `answer` (a position or an error). */
function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => {
      void options
      if ('coords' in answer) success(answer as GeolocationPosition)
      else
        failure({
          ...answer,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError)
    },
  )
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  return getCurrentPosition
}

function renderButton() {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <UseMyLocationButton onFound={onFound} />
    </QueryClientProvider>,
  )
  return userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
}

beforeEach(() => {
  onFound.mockClear()
  vi.mocked(toast.error).mockClear()
  vi.mocked(toast.success).mockClear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('use my location', () => {
  it('fills the pickup with the nearest place and says so', async () => {
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/rides/places/nearest') ? json({ place: sarit, distance_km: 0.2 }) : undefined,
    )
    const locate = fakeGeolocation({ coords: { latitude: -1.261, longitude: 36.803 } })
    await renderButton()
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(sarit))
    expect(toast.success).toHaveBeenCalledWith('Current location detected!')
    expect(locate.mock.calls[0]?.[2]).toEqual(GEOLOCATION_OPTIONS)
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/rides/places/nearest?lat=-1.261&lng=36.803',
    )
  })

  it('without geolocation in the browser', async () => {
    stubApi(() => undefined)
    await renderButton()
    expect(toast.error).toHaveBeenCalledWith('Geolocation is not supported by this browser.')
  })

  it('permission refused', async () => {
    stubApi(() => undefined)
    fakeGeolocation({ code: 1 })
    await renderButton()
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Unable to access your location. Please check permissions.'),
    )
  })

  it('the position timed out', async () => {
    stubApi(() => undefined)
    fakeGeolocation({ code: 3 })
    await renderButton()
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error getting your location'))
  })

  it('no known place near the position', async () => {
    stubApi((url) =>
      url.startsWith('/api/rides/places/nearest')
        ? apiError(404, 'rides.place_not_found', 'Could not determine your address')
        : undefined,
    )
    fakeGeolocation({ coords: { latitude: 0.5, longitude: 35 } })
    await renderButton()
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not determine your address'))
    expect(onFound).not.toHaveBeenCalled()
  })
})
