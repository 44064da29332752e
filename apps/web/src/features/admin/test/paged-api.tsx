import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/**
 * Stands in for one paged admin list (GET /api/admin/<list>?search=&limit=&before=) the way the server pages it:
 * `limit` rows after the row `before`, and next_before while more follow. Writes go to `write`, which changes
 * `rows` and answers. Returns every request made, as path and query.
 */
export function stubPagedList<Row extends { id: string }>(
  list: 'products' | 'users' | 'vendors',
  state: { rows: Row[] },
  {
    matches,
    write,
  }: {
    matches: (row: Row, search: string) => boolean
    write?: (method: string, path: string) => unknown
  },
) {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    requests.push(method === 'GET' ? url.pathname + url.search : `${method} ${url.pathname}`)
    if (method !== 'GET') return json(200, write?.(method, url.pathname))
    if (url.pathname !== `/api/admin/${list}`) return json(404, { error: { code: 'not_found', message: '' } })
    const search = url.searchParams.get('search') ?? ''
    const limit = Number(url.searchParams.get('limit') ?? 500)
    const before = url.searchParams.get('before')
    const matching = search ? state.rows.filter((row) => matches(row, search)) : state.rows
    const from = before ? matching.findIndex((row) => row.id === before) + 1 : 0
    const page = matching.slice(from, from + limit)
    const more = from + limit < matching.length
    return json(200, { [list]: page, next_before: more ? page.at(-1)!.id : null })
  })
  return requests
}

/** Renders an admin screen at `url` (its route `path`) with a fresh query client. */
export function renderAdminScreen(element: ReactNode, path: string, url = path) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

/** A UUID-shaped id, in the order the server lists them (newest first: the higher index is older). */
export const rowId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`
