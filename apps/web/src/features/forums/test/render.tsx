import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { sessionQueryKey } from '@/lib/session'
import { session } from './fixtures'

/** Renders `element` at `path` in a router with a fresh query client, signed in unless told otherwise. */
export function renderAt(
  element: ReactNode,
  { path = '/chat-forums', url, signedIn = true }: { path?: string; url?: string; signedIn?: boolean } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(sessionQueryKey, signedIn ? session : null)
  const others = [
    { path: '/auth', element: <p>auth page</p> },
    { path: '/chat-forums', element: <p>forums page</p> },
    { path: '/chat-forums/posts/:id', element: <p>post page</p> },
  ].filter((route) => route.path !== path)
  const router = createMemoryRouter([{ path, element }, ...others], { initialEntries: [url ?? path] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client }
}
