import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepBootLists } from '@/lib/boot-lists'
import { eventsQueryOptions } from './get-events'

const page = { events: [{ id: 'e1' }], total: 1, page: 1, limit: 24 }

afterEach(() => vi.unstubAllGlobals())

describe('the first page of /events', () => {
  it('comes from the page itself when the server put it there for these filters: no request', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    keepBootLists({ lists: { events: { query: { sort: 'upcoming' }, page } } })
    const data = await new QueryClient().fetchInfiniteQuery(eventsQueryOptions({ sort: 'upcoming' }))
    expect(data.pages).toEqual([page])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is asked of the API for other filters', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ ...page, total: 3 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    keepBootLists({ lists: { events: { query: { sort: 'upcoming' }, page } } })
    const data = await new QueryClient().fetchInfiniteQuery(
      eventsQueryOptions({ sort: 'upcoming', type: 'concert' }),
    )
    expect(data.pages[0]!.total).toBe(3)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('type=concert')
  })
})
