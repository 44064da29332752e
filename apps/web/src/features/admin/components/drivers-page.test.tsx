import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminNoticeType, publishAdminNotice } from '@/lib/admin-notices'
import type { AdminDriver } from '../api/admin-types'
import { useAdminNotices } from '../use-admin-notices'
import { DriversPage } from './drivers-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

function driver(overrides: Partial<AdminDriver> = {}): AdminDriver {
  return {
    id: 'd-1',
    user_id: 'u-1',
    full_name: 'Juma Mwangi',
    email: 'juma@example.com',
    phone: '+254712345678',
    license_number: 'DL-4471122',
    vehicle_type: 'taxi',
    vehicle_make: 'Toyota',
    vehicle_model: 'Axio',
    vehicle_year: 2015,
    license_plate: 'KDA 123A',
    rating: 4.75,
    total_rides: 132,
    is_online: true,
    status: 'available',
    position: null,
    is_active: true,
    is_verified: false,
    suspended_reason: null,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  }
}

let rows: AdminDriver[] = []
let calls: { method: string; url: string; body: unknown }[] = []
let refuse: Response | undefined
function stubApi() {
  calls = []
  refuse = undefined
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'POST' && refuse) return refuse
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    const action = /^\/api\/admin\/drivers\/([^/]+)\/(verify|suspend|restore)$/.exec(url)
    if (method === 'POST' && action) {
      rows = rows.map((row) =>
        row.id !== action[1]
          ? row
          : action[2] === 'verify'
            ? { ...row, is_verified: true }
            : action[2] === 'suspend'
              ? { ...row, is_active: false, is_online: false, suspended_reason: 'Fake plates' }
              : { ...row, is_active: true, suspended_reason: null },
      )
      return json(rows.find((row) => row.id === action[1]))
    }
    return json({ items: rows, total: rows.length })
  })
}
const gets = () => calls.filter((call) => call.method === 'GET')
const posts = () => calls.filter((call) => call.method === 'POST')

function Notices() {
  useAdminNotices()
  return null
}

function renderPage(path = '/admin/drivers') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      {
        path: '/admin/drivers',
        element: (
          <>
            <Notices />
            <DriversPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const row = async (name: string) =>
  (await screen.findAllByTestId('driver-row')).find((tr) => within(tr).queryByText(name) !== null)!

beforeEach(() => {
  vi.clearAllMocks()
  rows = [
    driver(),
    driver({
      id: 'd-2',
      full_name: 'Otieno Ouma',
      email: null,
      vehicle_type: 'motorbike',
      vehicle_make: 'Boxer',
      vehicle_model: 'BM 150',
      license_plate: 'KMEA 123B',
      is_verified: true,
      is_online: false,
      total_rides: 12,
    }),
  ]
  stubApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('DriversPage (/admin/drivers, issue 15)', () => {
  it('lists each driver: contact, vehicle, plate, licence, verified, online, rating, trips, joined', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Driver Management' })).toBeInTheDocument()
    const juma = await row('Juma Mwangi')
    for (const text of [
      'juma@example.com',
      '+254712345678',
      'Taxi',
      'Toyota Axio 2015',
      'KDA 123A',
      'DL-4471122',
      'Not verified',
      'Online',
      '4.8',
      '132',
      '20 Nov 2026',
    ])
      expect(juma).toHaveTextContent(text)
    const otieno = await row('Otieno Ouma')
    expect(otieno).toHaveTextContent('Boda Boda')
    expect(otieno).toHaveTextContent('Offline')
    expect(within(otieno).getByTestId('driver-verified')).toHaveTextContent('Verified')
    expect(
      within(juma)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Verify', 'Suspend'])
    expect(
      within(otieno)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Suspend'])
  })

  it('asks the server with the search (q) and the status filter from the URL', async () => {
    const user = renderPage('/admin/drivers?search=juma')
    await row('Juma Mwangi')
    expect(gets()[0]!.url).toBe('/api/admin/drivers?q=juma')
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended')
    await waitFor(() => expect(gets().at(-1)!.url).toBe('/api/admin/drivers?q=juma&status=suspended'))
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Verified', 'Unverified', 'Suspended'])
  })

  it('verifies a driver with one press, says so and refreshes the list', async () => {
    const user = renderPage()
    await user.click(within(await row('Juma Mwangi')).getByRole('button', { name: 'Verify Juma Mwangi' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Juma Mwangi is verified'))
    expect(posts()).toEqual([{ method: 'POST', url: '/api/admin/drivers/d-1/verify', body: {} }])
    await waitFor(async () =>
      expect(within(await row('Juma Mwangi')).getByTestId('driver-verified')).toHaveTextContent('Verified'),
    )
    expect(
      within(await row('Juma Mwangi'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Suspend'])
  })

  it('suspends only with a reason, then offers Restore, which asks first', async () => {
    const user = renderPage()
    await user.click(within(await row('Otieno Ouma')).getByRole('button', { name: 'Suspend Otieno Ouma' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Otieno Ouma?' })
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Driver' }))
    expect(within(dialog).getByText('Please give a reason of at least 3 characters.')).toBeInTheDocument()
    expect(posts()).toEqual([])
    await user.type(within(dialog).getByLabelText('Reason'), 'Complaints from riders')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Driver' }))
    await waitFor(() =>
      expect(posts()).toEqual([
        { method: 'POST', url: '/api/admin/drivers/d-2/suspend', body: { reason: 'Complaints from riders' } },
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(toast.success).toHaveBeenCalledWith('Otieno Ouma has been suspended')
    await waitFor(async () => expect(await row('Otieno Ouma')).toHaveTextContent('Suspended'))

    await user.click(within(await row('Otieno Ouma')).getByRole('button', { name: 'Restore Otieno Ouma' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this driver?' })
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(posts().at(-1)!.url).toBe('/api/admin/drivers/d-2/restore'))
    expect(toast.success).toHaveBeenCalledWith('Otieno Ouma has been restored')
    await waitFor(async () => expect(await row('Otieno Ouma')).not.toHaveTextContent('Suspended'))
  })

  it("shows the server's refusal as a toast", async () => {
    const user = renderPage()
    const juma = await row('Juma Mwangi')
    refuse = new Response(
      JSON.stringify({ error: { code: 'drivers.not_found', message: 'Driver not found' } }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    )
    await user.click(within(juma).getByRole('button', { name: 'Verify Juma Mwangi' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Driver not found'))
  })

  it('refreshes the list when the live notice "Driver has been verified and approved!" arrives', async () => {
    renderPage()
    await row('Juma Mwangi')
    const before = gets().length
    rows = rows.map((one) => ({ ...one, is_verified: true }))
    publishAdminNotice({ type: adminNoticeType, kind: 'driver_verified' })
    expect(toast.info).toHaveBeenCalledWith('Driver has been verified and approved!')
    await waitFor(() => expect(gets().length).toBeGreaterThan(before))
    await waitFor(async () =>
      expect(within(await row('Juma Mwangi')).getByTestId('driver-verified')).toHaveTextContent('Verified'),
    )
  })
})
