import type { AdminAgent, AdminProperty } from '@soko/shared/real-estate/real-estate.schema'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminNoticeType, publishAdminNotice } from '@/lib/admin-notices'
import { useAdminNotices } from '../use-admin-notices'
import { PropertiesPage } from './properties-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

function property(overrides: Partial<AdminProperty> = {}): AdminProperty {
  return {
    id: 'prop-1',
    title: 'Four-bedroom villa in Karen',
    listing_type: 'sale',
    property_type: 'villa',
    price: 12_500_000,
    bedrooms: 4,
    bathrooms: 3,
    area_sqm: 320,
    location_address: 'Karen Road',
    city: 'Nairobi',
    county: 'Nairobi',
    image_url: null,
    is_featured: false,
    status: 'available',
    created_at: '2026-11-20T09:00:00.000Z',
    views_count: 1520,
    agent_name: 'Achieng Otieno',
    agency_name: 'Nyumba Bora Realty',
    ...overrides,
  }
}

function agent(overrides: Partial<AdminAgent> = {}): AdminAgent {
  return {
    id: 'agent-1',
    user_id: 'user-1',
    full_name: 'Achieng Otieno',
    agency_name: 'Nyumba Bora Realty',
    email: 'achieng@homes.example',
    is_verified: true,
    listings: 4,
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  }
}

let properties: AdminProperty[] = []
let agents: AdminAgent[] = []
let refuse: Response | undefined
let calls: { method: string; url: string; body: unknown }[] = []
function stubApi() {
  calls = []
  refuse = undefined
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, boolean>) : undefined
    calls.push({ method, url, body })
    if (method === 'PATCH' && refuse) return refuse
    const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 })
    const one = /^\/api\/admin\/properties\/([^/]+)$/.exec(url)
    if (method === 'PATCH' && one && body) {
      properties = properties.map((row) =>
        row.id !== one[1]
          ? row
          : {
              ...row,
              ...(body.is_featured !== undefined ? { is_featured: body.is_featured } : {}),
              ...(body.unpublished !== undefined
                ? { status: body.unpublished ? 'unpublished' : 'available' }
                : {}),
            },
      )
      return json(properties.find((row) => row.id === one[1]))
    }
    const agentMatch = /^\/api\/admin\/real-estate-agents\/([^/]+)$/.exec(url)
    if (method === 'PATCH' && agentMatch && body) {
      agents = agents.map((row) =>
        row.id === agentMatch[1] ? { ...row, is_verified: body.is_verified! } : row,
      )
      return json(agents.find((row) => row.id === agentMatch[1]))
    }
    if (url === '/api/admin/real-estate-agents') return json({ items: agents })
    if (url.startsWith('/api/admin/properties')) {
      // Pages as the server does: `limit` rows after the row `before`, and where the next page starts.
      const query = new URL(url, 'http://soko.test').searchParams
      const limit = Number(query.get('limit') ?? 200)
      const start = query.has('before')
        ? properties.findIndex((row) => row.id === query.get('before')) + 1
        : 0
      const items = properties.slice(start, start + limit)
      const more = start + limit < properties.length
      return json({ items, total: properties.length, next_before: more ? items.at(-1)!.id : null })
    }
    return new Response('{}', { status: 404 })
  })
}
const gets = () => calls.filter((call) => call.method === 'GET')
const patches = () => calls.filter((call) => call.method === 'PATCH')

function Notices() {
  useAdminNotices()
  return null
}

function renderPage(path = '/admin/properties') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      {
        path: '/admin/properties',
        element: (
          <>
            <Notices />
            <PropertiesPage />
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

const row = async (title: string) =>
  (await screen.findAllByTestId('property-row')).find((tr) => within(tr).queryByText(title) !== null)!

beforeEach(() => {
  vi.clearAllMocks()
  properties = [
    property(),
    property({
      id: 'prop-2',
      title: 'Bedsitter in Roysambu',
      listing_type: 'rent',
      property_type: 'bedsitter',
      price: 12_000,
      location_address: null,
      city: 'Nairobi',
      status: 'unpublished',
      is_featured: false,
      views_count: 8,
      agent_name: null,
      agency_name: null,
    }),
  ]
  agents = [
    agent(),
    agent({
      id: 'agent-2',
      full_name: 'Kamau Njoroge',
      agency_name: null,
      email: null,
      is_verified: false,
      listings: 0,
    }),
  ]
  stubApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('PropertiesPage (/admin/properties, issue 16)', () => {
  it('lists each property: title, agent, location, price, status, views and featured', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Property Management' })).toBeInTheDocument()
    const villa = await row('Four-bedroom villa in Karen')
    for (const text of [
      'Villa',
      'Achieng Otieno',
      'Nyumba Bora Realty',
      'Karen Road, Nairobi',
      'KSh 12.5M',
      'Available',
      '1,520',
      '20 Nov 2026',
    ])
      expect(villa).toHaveTextContent(text)
    expect(within(villa).getByRole('link', { name: 'Four-bedroom villa in Karen' })).toHaveAttribute(
      'href',
      '/property/prop-1',
    )
    expect(
      within(villa)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Feature', 'Unpublish'])
    const bedsitter = await row('Bedsitter in Roysambu')
    expect(bedsitter).toHaveTextContent('KSh 12,000/month')
    expect(within(bedsitter).getByTestId('property-status')).toHaveTextContent('Unpublished')
    expect(
      within(bedsitter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Feature', 'Restore'])
  })

  it('asks the server with the search and the status filter from the URL', async () => {
    const user = renderPage('/admin/properties?search=karen')
    await row('Four-bedroom villa in Karen')
    expect(gets()[0]!.url).toBe('/api/admin/properties?search=karen&limit=30')
    await user.selectOptions(screen.getByLabelText('Status'), 'Unpublished')
    await waitFor(() =>
      expect(gets().at(-1)!.url).toBe('/api/admin/properties?search=karen&status=unpublished&limit=30'),
    )
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Draft', 'Available', 'Let', 'Sold', 'Unpublished'])
  })

  it('shows 30 at a time and how many of how many; "Load more" asks for the next page', async () => {
    properties = Array.from({ length: 45 }, (_, n) =>
      property({ id: `prop-${n + 1}`, title: `Flat number ${n + 1}` }),
    )
    const user = renderPage()
    expect(await screen.findAllByTestId('property-row')).toHaveLength(30)
    expect(screen.getByTestId('properties-shown')).toHaveTextContent('Showing 30 of 45 properties')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByTestId('property-row')).toHaveLength(45))
    expect(gets().at(-1)!.url).toBe('/api/admin/properties?limit=30&before=prop-30')
    expect(screen.queryByTestId('properties-shown')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('features a property with one press and unfeatures it', async () => {
    const user = renderPage()
    await user.click(
      within(await row('Four-bedroom villa in Karen')).getByRole('button', {
        name: 'Feature Four-bedroom villa in Karen',
      }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Four-bedroom villa in Karen is featured'))
    expect(patches()).toEqual([
      { method: 'PATCH', url: '/api/admin/properties/prop-1', body: { is_featured: true } },
    ])
    await waitFor(async () =>
      expect(
        within(await row('Four-bedroom villa in Karen')).getByTestId('property-featured'),
      ).toHaveTextContent('Featured'),
    )
    await user.click(
      within(await row('Four-bedroom villa in Karen')).getByRole('button', {
        name: 'Unfeature Four-bedroom villa in Karen',
      }),
    )
    await waitFor(() => expect(patches().at(-1)!.body).toEqual({ is_featured: false }))
  })

  it('unpublishes and restores only after asking', async () => {
    const user = renderPage()
    await user.click(
      within(await row('Four-bedroom villa in Karen')).getByRole('button', {
        name: 'Unpublish Four-bedroom villa in Karen',
      }),
    )
    const ask = await screen.findByRole('alertdialog', { name: 'Unpublish this property?' })
    expect(patches()).toEqual([])
    await user.click(within(ask).getByRole('button', { name: 'Unpublish' }))
    await waitFor(() =>
      expect(patches()).toEqual([
        { method: 'PATCH', url: '/api/admin/properties/prop-1', body: { unpublished: true } },
      ]),
    )
    expect(toast.success).toHaveBeenCalledWith('Four-bedroom villa in Karen has been unpublished')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

    await user.click(
      within(await row('Bedsitter in Roysambu')).getByRole('button', {
        name: 'Restore Bedsitter in Roysambu',
      }),
    )
    const restore = await screen.findByRole('alertdialog', { name: 'Restore this property?' })
    await user.click(within(restore).getByRole('button', { name: 'Restore' }))
    await waitFor(() =>
      expect(patches().at(-1)).toEqual({
        method: 'PATCH',
        url: '/api/admin/properties/prop-2',
        body: { unpublished: false },
      }),
    )
    await waitFor(async () =>
      expect(within(await row('Bedsitter in Roysambu')).getByTestId('property-status')).toHaveTextContent(
        'Available',
      ),
    )
  })

  it("shows the server's refusal as a toast", async () => {
    const user = renderPage()
    const villa = await row('Four-bedroom villa in Karen')
    refuse = new Response(
      JSON.stringify({ error: { code: 'real_estate.property_not_found', message: 'Property not found.' } }),
      {
        status: 404,
      },
    )
    await user.click(within(villa).getByRole('button', { name: 'Feature Four-bedroom villa in Karen' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Property not found.'))
  })

  it('the Agents tab verifies an agent at once and unverifies only after asking', async () => {
    const user = renderPage()
    await row('Four-bedroom villa in Karen')
    await user.click(screen.getByRole('tab', { name: 'Agents' }))
    const rows = await screen.findAllByTestId('agent-row')
    expect(rows[0]).toHaveTextContent('achieng@homes.example')
    expect(within(rows[0]!).getByTestId('agent-verified')).toHaveTextContent('Verified')
    expect(within(rows[1]!).getByTestId('agent-verified')).toHaveTextContent('Not verified')

    await user.click(within(rows[1]!).getByRole('button', { name: 'Verify Kamau Njoroge' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kamau Njoroge is verified'))
    expect(patches()).toEqual([
      { method: 'PATCH', url: '/api/admin/real-estate-agents/agent-2', body: { is_verified: true } },
    ])

    await user.click(
      within((await screen.findAllByTestId('agent-row'))[0]!).getByRole('button', {
        name: 'Unverify Achieng Otieno',
      }),
    )
    const ask = await screen.findByRole('alertdialog', { name: 'Unverify this agent?' })
    await user.click(within(ask).getByRole('button', { name: 'Unverify' }))
    await waitFor(() => expect(patches().at(-1)!.body).toEqual({ is_verified: false }))
    expect(toast.success).toHaveBeenCalledWith('Achieng Otieno is no longer verified')
  })

  it('says "No properties yet" when there are none', async () => {
    properties = []
    renderPage()
    expect(await screen.findByTestId('admin-empty')).toHaveTextContent('No properties yet')
  })

  it('refreshes both lists when the live notice "Real estate agent has been verified!" arrives', async () => {
    renderPage('/admin/properties?tab=agents')
    await screen.findAllByTestId('agent-row')
    const before = gets().length
    agents = agents.map((one) => ({ ...one, is_verified: true }))
    publishAdminNotice({ type: adminNoticeType, kind: 'agent_verified' })
    expect(toast.info).toHaveBeenCalledWith('Real estate agent has been verified!')
    await waitFor(() => expect(gets().length).toBeGreaterThan(before))
    await waitFor(async () =>
      expect(
        within((await screen.findAllByTestId('agent-row'))[1]!).getByTestId('agent-verified'),
      ).toHaveTextContent('Verified'),
    )
  })
})
