import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
export const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status)

/**
 * fetch answered by `handler` (undefined: 404); GET /api/me answers a rider unless `signedOut`. Returns the
 * mock, whose calls are [url, init].
 */
export function stubApi(handler: Handler, { signedOut = false } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') {
      return signedOut
        ? apiError(401, 'auth.required', 'Sign in')
        : json({ user: { id: 'rider-1', phone_number: '0712345678' }, profile: { phone: null } })
    }
    return handler(url, init) ?? json({ error: { code: 'not_found', message: 'Not found' } }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The bodies of the calls made to `path` with `method`. */
export function sent(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url.startsWith(path) && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined))
}

function Where() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname}</p>
}

/** `element` at `path`, with the trip page and /auth as plain markers to land on. */
export function renderRoute(element: ReactNode, options: { path?: string; initial?: string } = {}) {
  const path = options.path ?? '/rides'
  const initial = options.initial ?? path
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/rides/trips/:id', element: <Where /> },
      { path: '/auth', element: <Where /> },
    ],
    { initialEntries: [initial] },
  )
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>{<RouterProvider router={router} />}</QueryClientProvider>,
    ),
  }
}
