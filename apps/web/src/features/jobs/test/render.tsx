import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status)

/**
 * fetch answered by `handler` (undefined: 404); GET /api/me answers Wanjiku unless `signedOut`. Returns the
 * mock, whose calls are [url, init].
 */
export function stubApi(handler: Handler, { signedOut = false } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') {
      return signedOut
        ? apiError(401, 'auth.required', 'Sign in')
        : json({ user: { id: 'user-1', email: 'wanjiku@example.com' }, profile: {}, is_admin: false })
    }
    return handler(url, init) ?? apiError(404, 'not_found', 'Not found')
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls made with `method` to a URL starting with `path`. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url.startsWith(path) && (init?.method ?? 'GET') === method)

function Where() {
  const location = useLocation()
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
}

/** `element` at `path`, with /auth, the employer dashboard and other pages as plain markers to land on. */
export function renderRoute(element: ReactNode, options: { path: string; initial?: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: options.path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [options.initial ?? options.path] },
  )
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  }
}
