import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepBootLists } from '@/lib/boot-lists'
import { productListQueryOptions } from './get-products'

const page = { items: [{ id: 'p1' }], total: 1, next_cursor: null }

afterEach(() => vi.unstubAllGlobals())

describe('the shop’s first page', () => {
  it('comes from the page itself when the server put it there for these filters: no request', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    keepBootLists({ lists: { products: { query: { category: 'Books', sort: 'newest' }, page } } })
    const client = new QueryClient()
    const data = await client.fetchInfiniteQuery(
      productListQueryOptions({ category: 'Books', sort: 'newest' }),
    )
    expect(data.pages).toEqual([page])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is asked of the API when the page carried another filter’s page', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ ...page, total: 7 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    keepBootLists({ lists: { products: { query: { category: 'Books', sort: 'newest' }, page } } })
    const client = new QueryClient()
    const data = await client.fetchInfiniteQuery(
      productListQueryOptions({ category: 'Toys', sort: 'newest' }),
    )
    expect(data.pages[0]!.total).toBe(7)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('category=Toys')
  })
})
