import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminProduct } from '../api/admin-types'
import { renderAdminScreen, rowId, stubPagedList } from '../test/paged-api'
import { ProductsPage } from './products-page'

function product(index: number): AdminProduct {
  return {
    id: rowId(index),
    name: `Kiondo basket ${index}`,
    description: null,
    price: 1500,
    price_cents: 150000,
    category: 'Home & Garden',
    vendor_id: null,
    vendor_name: 'Pwani Crafts',
    stock_quantity: 5,
    in_stock: true,
    image_url: null,
    rating: 4.5,
    reviews_count: 2,
    created_at: '2026-11-20T09:00:00.000Z',
  }
}

const state: { rows: AdminProduct[] } = { rows: [] }
const stub = () =>
  stubPagedList('products', state, {
    matches: (row, search) => row.name.includes(search),
    write: (method, path) => {
      if (method === 'DELETE') state.rows = state.rows.filter((row) => !path.endsWith(row.id))
    },
  })
const render = (url = '/admin/products') => renderAdminScreen(<ProductsPage />, '/admin/products', url)
const rows = () => screen.getAllByTestId('product-row')
const loadMore = () => screen.getByRole('button', { name: 'Load more' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the admin products list', () => {
  it('asks for 30 products at a time, and Load more adds the next page until there is none', async () => {
    state.rows = Array.from({ length: 300 }, (_, index) => product(index))
    const requests = stub()
    const user = render()
    expect(await screen.findAllByTestId('product-row')).toHaveLength(30)
    expect(requests).toEqual(['/api/admin/products?limit=30'])
    await user.click(loadMore())
    await waitFor(() => expect(rows()).toHaveLength(60))
    expect(requests[1]).toBe(`/api/admin/products?limit=30&before=${rowId(29)}`)
    expect(rows()[30]).toHaveTextContent('Kiondo basket 30')

    state.rows = state.rows.slice(0, 65)
    await user.click(loadMore())
    await waitFor(() => expect(rows()).toHaveLength(65))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('searches a page at a time too, and shows a short answer whole, without the button', async () => {
    state.rows = Array.from({ length: 40 }, (_, index) => product(index))
    const requests = stub()
    render('/admin/products?search=basket%203')
    expect(await screen.findAllByTestId('product-row')).toHaveLength(11)
    expect(requests).toEqual(['/api/admin/products?search=basket+3&limit=30'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('after a delete, asks again for every page it shows, following the new cursors', async () => {
    state.rows = Array.from({ length: 65 }, (_, index) => product(index))
    const requests = stub()
    const user = render()
    await screen.findAllByTestId('product-row')
    await user.click(loadMore())
    await waitFor(() => expect(rows()).toHaveLength(60))

    await user.click(screen.getByRole('button', { name: 'Delete Kiondo basket 3' }))
    const confirm = await screen.findByRole('alertdialog')
    requests.length = 0
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Kiondo basket 3', { exact: true })).toBeNull())
    // Both pages again, the second after the first's new last row: the row that moved up is not lost.
    await waitFor(() => expect(rows()).toHaveLength(60))
    expect(rows()[59]).toHaveTextContent('Kiondo basket 60')
    expect(requests).toEqual([
      `DELETE /api/admin/products/${rowId(3)}`,
      '/api/admin/products?limit=30',
      `/api/admin/products?limit=30&before=${rowId(30)}`,
    ])
  })
})
