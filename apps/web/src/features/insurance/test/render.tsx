import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
export const noContent = () => new Response(null, { status: 204 })
export const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status)

export const signedInUser = {
  user: { id: 'user-1', email: 'wanjiku@example.com', name: 'Wanjiku' },
  profile: { full_name: 'Wanjiku Kamau', phone: null, created_at: '2026-01-01T00:00:00Z' },
  is_admin: false,
}

/**
 * fetch answered by `handler` (undefined: 404); GET /api/me answers a signed-in customer unless `signedOut`.
 * Returns the mock, whose calls are [url, init].
 */
export function stubApi(handler: Handler, { signedOut = false } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me') return signedOut ? apiError(401, 'auth.required', 'Sign in') : json(signedInUser)
    return handler(url, init) ?? apiError(404, 'not_found', 'Not found')
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The calls made with `method` to URLs starting with `path`: [url, parsed body]. */
export function calls(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url.startsWith(path) && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
}

function Where() {
  const location = useLocation()
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  )
}

function Auth() {
  const location = useLocation()
  const state = location.state as { from?: string; message?: string } | null
  return (
    <p data-testid="auth">
      {state?.from} | {state?.message}
    </p>
  )
}

/** `element` at `path` with the address shown beside it, and /auth and the other pages as markers. */
export function renderRoute(element: ReactNode, { path, initial }: { path: string; initial?: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '/auth', element: <Auth /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [initial ?? path] },
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
