import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminVendor } from '../api/admin-types'
import { renderAdminScreen, rowId, stubPagedList } from '../test/paged-api'
import { VendorsPage } from './vendors-page'

function vendor(index: number): AdminVendor {
  return {
    id: rowId(index),
    user_id: null,
    business_name: `Pwani Crafts ${index}`,
    business_description: null,
    business_email: null,
    business_phone: null,
    verification_status: index === 31 ? 'pending' : 'approved',
    is_active: true,
    social_media: {},
    created_at: '2026-11-20T09:00:00.000Z',
    products_count: 0,
    owner: null,
  }
}

const state: { rows: AdminVendor[] } = { rows: [] }
const rows = () => screen.getAllByTestId('vendor-row')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the admin vendors list', () => {
  it('asks for 30 vendors at a time; approving one on the second page refreshes both pages', async () => {
    state.rows = Array.from({ length: 32 }, (_, index) => vendor(index))
    const requests = stubPagedList('vendors', state, {
      matches: (row, search) => row.business_name.includes(search),
      write: (_method, path) => {
        const row = state.rows.find((item) => path.endsWith(item.id))!
        row.verification_status = 'approved'
        return row
      },
    })
    const user = renderAdminScreen(<VendorsPage />, '/admin/vendors')
    expect(await screen.findAllByTestId('vendor-row')).toHaveLength(30)
    expect(screen.queryByRole('button', { name: 'Approve Pwani Crafts 31' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows()).toHaveLength(32))
    expect(requests).toEqual([
      '/api/admin/vendors?limit=30',
      `/api/admin/vendors?limit=30&before=${rowId(29)}`,
    ])

    await user.click(screen.getByRole('button', { name: 'Approve Pwani Crafts 31' }))
    await waitFor(() =>
      expect(within(rows()[31]!).queryByRole('button', { name: 'Approve Pwani Crafts 31' })).toBeNull(),
    )
    expect(rows()).toHaveLength(32)
    expect(requests.slice(2)).toEqual([
      `PATCH /api/admin/vendors/${rowId(31)}`,
      '/api/admin/vendors?limit=30',
      `/api/admin/vendors?limit=30&before=${rowId(29)}`,
    ])
  })
})
