import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminUser } from '../api/admin-types'
import { renderAdminScreen, rowId, stubPagedList } from '../test/paged-api'
import { UsersPage } from './users-page'

function account(index: number): AdminUser {
  return {
    id: rowId(index),
    full_name: `Wanjiru Member ${index}`,
    email: `member${index}@example.co.ke`,
    phone: null,
    role: 'customer',
    status: 'active',
    created_at: '2026-11-20T09:00:00.000Z',
    is_self: false,
  }
}

const state: { rows: AdminUser[] } = { rows: [] }
const rows = () => screen.getAllByTestId('user-row')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the admin users list', () => {
  it('asks for 30 accounts at a time; a suspension on the second page refreshes both pages', async () => {
    state.rows = Array.from({ length: 35 }, (_, index) => account(index))
    const requests = stubPagedList('users', state, {
      matches: (row, search) => row.email.includes(search),
      write: (method, path) => {
        const row = state.rows.find((user) => path.includes(user.id))!
        if (path.endsWith('/suspend')) row.status = 'suspended'
        return row
      },
    })
    const user = renderAdminScreen(<UsersPage />, '/admin/users')
    expect(await screen.findAllByTestId('user-row')).toHaveLength(30)
    expect(requests).toEqual(['/api/admin/users?limit=30'])
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows()).toHaveLength(35))
    expect(requests[1]).toBe(`/api/admin/users?limit=30&before=${rowId(29)}`)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Suspend Wanjiru Member 33' }))
    const row = rows()[33]!
    await waitFor(() => expect(within(row).getByTestId('user-status')).toHaveTextContent('Suspended'))
    expect(rows()).toHaveLength(35)
    expect(requests.slice(2)).toEqual([
      `POST /api/admin/users/${rowId(33)}/suspend`,
      '/api/admin/users?limit=30',
      `/api/admin/users?limit=30&before=${rowId(29)}`,
    ])
  })
})
