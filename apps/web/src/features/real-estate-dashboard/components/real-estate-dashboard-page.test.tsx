import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { realEstateDashboardQueryKey } from '@/lib/booking-query-keys'
import type { AgentListing, AgentViewing } from '../dashboard-types'
import { dashboard, listing, viewing } from '../test/fixtures'
import { RealEstateDashboardPage } from './real-estate-dashboard-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status)

let listings: AgentListing[] = []
let viewings: AgentViewing[] = []
let notAgent = false
let refuse: Response | undefined
let sent: { method: string; url: string; body: unknown }[] = []

function stubApi() {
  sent = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? init.body
          : undefined
    if (method !== 'GET') sent.push({ method, url, body })
    if (notAgent && url.startsWith('/api/real-estate-dashboard'))
      return refusal(403, 'real_estate.not_agent', 'Only verified real estate agents can manage listings.')
    if (method !== 'GET' && refuse) return refuse
    if (url === '/api/real-estate-dashboard') return json(dashboard)
    if (url === '/api/real-estate-dashboard/listings' && method === 'GET') return json({ items: listings })
    if (url === '/api/real-estate-dashboard/listings' && method === 'POST') {
      const created = listing({
        ...(body as Partial<AgentListing>),
        id: 'prop-new',
        status: 'draft',
        images: [],
      })
      listings = [created, ...listings]
      return json(created, 201)
    }
    const status = /^\/api\/real-estate-dashboard\/listings\/([^/]+)\/status$/.exec(url)
    if (status) {
      listings = listings.map((one) =>
        one.id === status[1] ? { ...one, status: (body as { status: AgentListing['status'] }).status } : one,
      )
      return json(listings.find((one) => one.id === status[1]))
    }
    const images = /^\/api\/real-estate-dashboard\/listings\/([^/]+)\/images$/.exec(url)
    if (images) {
      const file = (body as FormData).get('file') as File
      if (file.name === 'broken.jpg')
        return refusal(400, 'images.unreadable', 'This picture could not be read.')
      listings = listings.map((one) =>
        one.id === images[1]
          ? { ...one, images: [...one.images, `/uploads/properties/${file.name}-1200.webp`] }
          : one,
      )
      return json({ images: listings.find((one) => one.id === images[1])!.images })
    }
    const image = /^\/api\/real-estate-dashboard\/listings\/([^/]+)\/images\/(\d+)$/.exec(url)
    if (image && method === 'DELETE') {
      listings = listings.map((one) =>
        one.id === image[1]
          ? { ...one, images: one.images.filter((_, index) => index !== Number(image[2])) }
          : one,
      )
      return json({ images: listings.find((one) => one.id === image[1])!.images })
    }
    if (url.startsWith('/api/real-estate-dashboard/viewings') && method === 'GET') {
      const filter = new URL(url, 'http://soko.test').searchParams.get('status')
      return json({ items: viewings.filter((one) => !filter || one.status === filter) })
    }
    const answer = /^\/api\/real-estate-dashboard\/viewings\/([^/]+)\/(confirm|decline)$/.exec(url)
    if (answer) {
      viewings = viewings.map((one) =>
        one.id === answer[1]
          ? {
              ...one,
              status: answer[2] === 'confirm' ? 'confirmed' : 'declined',
              response_note: (body as { reason?: string }).reason ?? null,
            }
          : one,
      )
      return json(viewings.find((one) => one.id === answer[1]))
    }
    return refusal(404, 'not_found', 'Not found')
  })
}

function renderPage(path = '/real-estate-dashboard') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/real-estate-dashboard', element: <RealEstateDashboardPage /> },
      { path: '/service-hub', element: <p>Service Hub</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), client, router }
}

const listingCard = async (title: string) =>
  (await screen.findAllByTestId('agent-listing')).find((card) => within(card).queryByText(title) !== null)!

beforeEach(() => {
  vi.clearAllMocks()
  notAgent = false
  refuse = undefined
  listings = [
    listing(),
    listing({
      id: 'prop-2',
      title: 'Plot in Kitengela',
      listing_type: 'sale',
      property_type: 'land',
      price: 2_400_000,
      status: 'draft',
      viewing_requests: 0,
      pending_viewings: 0,
      views_count: 0,
    }),
    listing({
      id: 'prop-3',
      title: 'Shop on Moi Avenue',
      status: 'unpublished',
      viewing_requests: 1,
      pending_viewings: 0,
    }),
  ]
  viewings = [
    viewing(),
    viewing({
      id: 'viewing-2',
      status: 'confirmed',
      slot: '14:00',
      requester: { id: 'user-7', full_name: 'Otieno Ouma', email: null, phone: null },
    }),
  ]
  stubApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('RealEstateDashboardPage (/real-estate-dashboard)', () => {
  it('on 403 real_estate.not_agent shows the access notice with the way to the Service Hub', async () => {
    notAgent = true
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Verified agents only' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Service Hub' })).toHaveAttribute(
      'href',
      '/service-hub',
    )
  })

  it('shows the figures and each listing with its views, requests and status moves', async () => {
    renderPage()
    const stats = await screen.findByTestId('agent-stats')
    expect(within(stats).getByRole('group', { name: 'Listings' })).toHaveTextContent('3')
    expect(within(stats).getByRole('group', { name: 'Total views' })).toHaveTextContent('1,234')
    expect(within(stats).getByRole('group', { name: 'Pending viewings' })).toHaveTextContent('2')

    const flat = await listingCard('Two-bedroom apartment in Kilimani')
    expect(within(flat).getByTestId('listing-figures')).toHaveTextContent('120 views')
    expect(within(flat).getByTestId('listing-figures')).toHaveTextContent('5 viewing requests (2 pending)')
    expect(flat).toHaveTextContent('KSh 85,000/month')
    const buttons = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(buttons(flat)).toEqual(['Edit', 'Mark as let', 'Mark as sold', 'Back to draft'])
    expect(buttons(await listingCard('Plot in Kitengela'))).toEqual(['Edit', 'Publish'])
    const shop = await listingCard('Shop on Moi Avenue')
    expect(buttons(shop)).toEqual(['Edit'])
    expect(shop).toHaveTextContent('An administrator has unpublished this listing.')
  })

  it('publishes a draft and shows the server refusing a move', async () => {
    const { user } = renderPage()
    await user.click(
      within(await listingCard('Plot in Kitengela')).getByRole('button', {
        name: 'Publish: Plot in Kitengela',
      }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing published'))
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/real-estate-dashboard/listings/prop-2/status',
        body: { status: 'available' },
      },
    ])
    await waitFor(async () =>
      expect(within(await listingCard('Plot in Kitengela')).getByTestId('listing-status')).toHaveTextContent(
        'Available',
      ),
    )

    refuse = refusal(409, 'real_estate.bad_move', 'This listing cannot move to that status.')
    await user.click(
      within(await listingCard('Two-bedroom apartment in Kilimani')).getByRole('button', {
        name: 'Mark as let: Two-bedroom apartment in Kilimani',
      }),
    )
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This listing cannot move to that status.'))
  })

  it('confirms a viewing request and declines one with a reason; the requester can be called and e-mailed', async () => {
    const { user } = renderPage('/real-estate-dashboard?tab=viewings')
    const list = await screen.findByTestId('agent-viewings')
    const first = within(list).getAllByTestId('agent-viewing')[0]!
    expect(first).toHaveTextContent('Wanjiku Kamau')
    expect(first).toHaveTextContent('Is parking included?')
    expect(within(first).getByRole('link', { name: /712 000 111/ })).toHaveAttribute(
      'href',
      'tel:+254712000111',
    )
    expect(within(first).getByRole('link', { name: /wanjiku@example.com/ })).toHaveAttribute(
      'href',
      'mailto:wanjiku@example.com',
    )
    // Only a requested viewing can be answered.
    expect(
      within(within(list).getAllByTestId('agent-viewing')[1]!).queryByRole('button'),
    ).not.toBeInTheDocument()

    await user.click(within(first).getByRole('button', { name: 'Confirm the viewing for Wanjiku Kamau' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Viewing confirmed'))
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/real-estate-dashboard/viewings/viewing-1/confirm',
      body: {},
    })
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('agent-viewing')[0]!).getByTestId('viewing-status'),
      ).toHaveTextContent('Confirmed'),
    )

    viewings = [
      ...viewings,
      viewing({
        id: 'viewing-3',
        requester: { id: 'user-5', full_name: 'Kamau Njoroge', email: null, phone: null },
      }),
    ]
    await user.selectOptions(screen.getByLabelText('Status'), 'Requested')
    const request = await screen.findByRole('button', { name: 'Decline the viewing for Kamau Njoroge' })
    await user.click(request)
    const dialog = await screen.findByRole('dialog', { name: 'Decline this viewing?' })
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'The flat has just been let')
    await user.click(within(dialog).getByRole('button', { name: 'Decline viewing' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Viewing declined'))
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/real-estate-dashboard/viewings/viewing-3/decline',
      body: { reason: 'The flat has just been let' },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("shows the server's refusal when the slot is already taken", async () => {
    const { user } = renderPage('/real-estate-dashboard?tab=viewings')
    refuse = refusal(
      409,
      'real_estate.viewing_slot_taken',
      'That time is already booked for another viewing.',
    )
    await user.click(await screen.findByRole('button', { name: 'Confirm the viewing for Wanjiku Kamau' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('That time is already booked for another viewing.'),
    )
  })

  it('a new viewing request arrives live: the live key refreshes the list', async () => {
    const { client } = renderPage('/real-estate-dashboard?tab=viewings')
    await screen.findByTestId('agent-viewings')
    viewings = [
      ...viewings,
      viewing({
        id: 'viewing-4',
        requester: { id: 'user-4', full_name: 'Akinyi Odhiambo', email: null, phone: null },
      }),
    ]
    await client.invalidateQueries({ queryKey: realEstateDashboardQueryKey })
    expect(await screen.findByText('Akinyi Odhiambo')).toBeInTheDocument()
  })

  it('creates a listing after checking its fields, then uploads its pictures one by one with their progress', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Add listing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' })
    await user.click(within(dialog).getByRole('button', { name: 'Create listing' }))
    expect(await within(dialog).findByText('Enter a title of 5 to 120 characters.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a price in whole shillings, from KSh 1.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.type(within(dialog).getByLabelText('Title'), 'Bedsitter in Roysambu')
    await user.selectOptions(within(dialog).getByLabelText('Rent or sale'), 'For Rent')
    await user.selectOptions(within(dialog).getByLabelText('Property type'), 'Bedsitter')
    await user.type(within(dialog).getByLabelText(/^Price/), '12000')
    await user.type(within(dialog).getByLabelText('Bedrooms'), '1')
    await user.type(within(dialog).getByLabelText('Address'), 'Roysambu, off Thika Road')
    await user.selectOptions(within(dialog).getByLabelText('County'), 'Nairobi')
    await user.type(within(dialog).getByLabelText('City or town'), 'Nairobi')
    await user.click(within(dialog).getByLabelText('Borehole'))
    await user.type(within(dialog).getByLabelText('Features'), 'Tiled floors{Enter}')
    await user.click(within(dialog).getByRole('button', { name: 'Create listing' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Listing created as a draft. Add its pictures, then publish it.',
      ),
    )
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/real-estate-dashboard/listings',
      body: {
        title: 'Bedsitter in Roysambu',
        description: '',
        listing_type: 'rent',
        property_type: 'bedsitter',
        price: 12000,
        bedrooms: 1,
        location_address: 'Roysambu, off Thika Road',
        county: 'Nairobi',
        city: 'Nairobi',
        amenities: ['Borehole'],
        features: ['Tiled floors'],
      },
    })

    // The same dialog goes on with the new listing: now its pictures can be added.
    const edit = await screen.findByRole('dialog', { name: 'Edit listing' })
    const images = within(edit).getByTestId('listing-images')
    const picture = (name: string, size = 1000, type = 'image/jpeg') => {
      const file = new File(['x'], name, { type })
      Object.defineProperty(file, 'size', { value: size })
      return file
    }
    fireEvent.change(within(images).getByLabelText('Add pictures'), {
      target: {
        files: [
          picture('front.jpg'),
          picture('huge.jpg', 3 * 1024 * 1024),
          picture('broken.jpg'),
          picture('kitchen.webp', 1000, 'image/webp'),
        ],
      },
    })
    const progress = await within(images).findByTestId('upload-progress')
    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent('2 of 4 pictures uploaded'),
    )
    expect(progress).toHaveTextContent('front.jpg: uploaded')
    expect(progress).toHaveTextContent('huge.jpg: not a JPEG, PNG or WebP picture of at most 2 MB')
    expect(progress).toHaveTextContent('broken.jpg: This picture could not be read.')
    expect(progress).toHaveTextContent('kitchen.webp: uploaded')
    expect(
      sent.filter((call) => call.url.endsWith('/images')).map((call) => (call.body as FormData).get('file')),
    ).toHaveLength(3)
    expect(within(images).getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2)
    expect(within(images).getByText('Cover')).toBeInTheDocument()
  })

  it('edits a listing with its values filled in and sends the changes', async () => {
    const { user } = renderPage()
    await user.click(
      within(await listingCard('Two-bedroom apartment in Kilimani')).getByRole('button', {
        name: 'Edit Two-bedroom apartment in Kilimani',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Two-bedroom apartment in Kilimani')
    expect(within(dialog).getByLabelText('Parking')).toBeChecked()
    expect(within(dialog).getByLabelText('Borehole')).not.toBeChecked()
    expect(within(dialog).getByTestId('listing-features')).toHaveTextContent('Open-plan kitchen')
    await user.type(within(dialog).getByLabelText('Latitude'), '-1.29')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('Give both the latitude and the longitude, or neither.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('removes a picture of a listing', async () => {
    listings = [
      listing({
        images: ['/uploads/properties/front-1200.webp', '/uploads/properties/kitchen-1200.webp'],
        image_url: '/uploads/properties/front-1200.webp',
      }),
    ]
    const { user } = renderPage()
    await user.click(
      within(await listingCard('Two-bedroom apartment in Kilimani')).getByRole('button', {
        name: 'Edit Two-bedroom apartment in Kilimani',
      }),
    )
    const images = within(await screen.findByRole('dialog', { name: 'Edit listing' })).getByTestId(
      'listing-images',
    )
    expect(within(images).getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2)
    await user.click(within(images).getByRole('button', { name: 'Remove picture 2' }))
    await waitFor(() => expect(within(images).getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(1))
    expect(sent).toEqual([
      { method: 'DELETE', url: '/api/real-estate-dashboard/listings/prop-1/images/1', body: undefined },
    ])
    expect(toast.success).toHaveBeenCalledWith('Picture removed')
  })
})
