import { randomUUID } from 'node:crypto'
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { demoAccounts, newUser, signUpWithApi, toast } from './helpers/accounts'
import {
  expectNoHorizontalOverflow,
  originHeaders,
  pageWithState,
  serviceAccounts,
  signedInState,
  tinyPng,
  type StorageState,
} from './helpers/providers'
import { writeQrVideo } from './helpers/fake-camera'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The promoter's side of the events vertical (issue 12): /event-dashboard as the demo promoter (create,
// picture, publish, sales, attendees, check-in at the door, live counts) and the admin's /admin/events.
// Demo accounts sign in once per worker (sign-in is limited per account).

const test = base.extend<
  { promoter: Page; admin: Page },
  { promoterState: StorageState; adminState: StorageState }
>({
  promoterState: [
    async ({ playwright }, use) => use(await signedInState(playwright, serviceAccounts.promoter)),
    { scope: 'worker' },
  ],
  adminState: [
    async ({ playwright }, use) => use(await signedInState(playwright, demoAccounts.admin)),
    { scope: 'worker' },
  ],
  promoter: async ({ browser, promoterState, viewport }, use) => {
    const page = await pageWithState(browser, promoterState, viewport)
    await use(page)
    await page.context().close()
  },
  admin: async ({ browser, adminState, viewport }, use) => {
    const page = await pageWithState(browser, adminState, viewport)
    await use(page)
    await page.context().close()
  },
})

interface ApiEvent {
  id: string
  title: string
  is_active: boolean
  tickets_sold: number
  checked_in: number
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const eventCard = (page: Page, title: string) =>
  page.getByTestId('promoter-event').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

/** A day `days` from now, as the form and the API write it. */
function dayFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** A new event of the signed-in promoter, through the API, so a journey never races another over it. */
async function createEvent(
  request: APIRequestContext,
  fields: { title?: string; price?: number; max_attendees?: number; is_active?: boolean } = {},
) {
  const response = await request.post('/api/event-dashboard/events', {
    headers: originHeaders(),
    data: {
      title: fields.title ?? `E2E Gig ${randomUUID().slice(0, 8)}`,
      description: 'An evening of benga and rhumba at the Carnivore grounds.',
      event_type: 'concert',
      date: dayFromNow(40),
      time: '18:30',
      location: 'Carnivore Grounds, Langata, Nairobi',
      price: fields.price ?? 0,
      max_attendees: fields.max_attendees ?? 50,
      is_active: fields.is_active ?? true,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ApiEvent
}

/** A new customer books `tickets` seats of a free event (confirmed at once); returns their tickets. */
async function bookFreeTicketsWithTokens(request: APIRequestContext, eventId: string, tickets: number) {
  const user = await signUpWithApi(request, newUser('ticket-buyer'))
  const response = await request.post(`/api/events/${eventId}/bookings`, {
    headers: { ...originHeaders(), 'Idempotency-Key': randomUUID() },
    data: { full_name: user.name, email: user.email, phone: '254712345678', tickets },
  })
  expect(response.status(), await response.text()).toBe(201)
  const booking = (await response.json()) as { order: { id: string }; requires_payment: boolean }
  expect(booking.requires_payment).toBe(false)
  const ticketsResponse = await request.get(`/api/tickets?order_id=${booking.order.id}`)
  expect(ticketsResponse.status()).toBe(200)
  const { tickets: issued } = (await ticketsResponse.json()) as {
    tickets: { code: string; qr_token: string }[]
  }
  expect(issued).toHaveLength(tickets)
  return issued
}

/** A new customer books `tickets` seats of a free event; returns their ticket codes. */
async function bookFreeTickets(request: APIRequestContext, eventId: string, tickets: number) {
  return (await bookFreeTicketsWithTokens(request, eventId, tickets)).map((ticket) => ticket.code)
}

/** Whether the public list (what /events shows) holds an event of that title. */
async function listedPublicly(request: APIRequestContext, title: string) {
  const response = await request.get(`/api/events?search=${encodeURIComponent(title)}`)
  expect(response.status()).toBe(200)
  const { events } = (await response.json()) as { events: { title: string }[] }
  return events.some((event) => event.title === title)
}

test('a customer opening /event-dashboard is not let in', async ({ browser, playwright }) => {
  const page = await pageWithState(browser, await signedInState(playwright, demoAccounts.customer))
  await page.goto('/event-dashboard')
  await expect(heading(page, 'Service Provider Access Required')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/service-hub')
  await expect(page.getByRole('heading', { name: 'My Events' })).toHaveCount(0)
  expect((await page.request.get('/api/event-dashboard/events')).status()).toBe(403)
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test('a guest is sent to /auth', async ({ page }) => {
  await page.goto('/event-dashboard')
  await expect(page).toHaveURL('/auth')
})

test('the promoter creates an event with a picture, publishes it, and it is listed on /events', async ({
  promoter: page,
  request,
  browser,
}) => {
  // The longest journey here: the form, an upload, publishing, and a visitor's browser.
  test.setTimeout(60_000)
  const title = `E2E Jazz Night ${randomUUID().slice(0, 8)}`
  await page.goto('/event-dashboard')
  await expect(heading(page, 'Event Dashboard')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Add Event' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Event' })
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(form.getByText('Title is required')).toBeVisible()

  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Description').fill('Live jazz under the stars with Nairobi Horns Project.')
  await form.getByLabel('Event Type').selectOption({ label: 'Concert' })
  await form.getByLabel('Venue').fill('Alliance Française, Loita Street, Nairobi')
  await form.getByLabel('Date', { exact: true }).fill(dayFromNow(30))
  await form.getByLabel('Start Time').fill('19:30')
  await form.getByLabel('Price (KSh)').fill('1500')
  await form.getByLabel('Capacity (seats)').fill('120')
  await form.getByLabel('Picture').setInputFiles(tinyPng)
  await expect(form.getByRole('img', { name: 'Picture preview' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Create Event' }).click()
  await expect(toast(page, 'Event created successfully')).toBeVisible()
  await expect(form).toHaveCount(0)

  const card = eventCard(page, title)
  await expect(card.getByTestId('event-state')).toHaveText('Not published')
  await expect(card.getByTestId('event-sold')).toHaveText('0 / 120')
  // The server resized the upload and keeps it under /uploads.
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/)
  expect(await listedPublicly(request, title)).toBe(false)

  await card.getByRole('button', { name: 'Publish' }).click()
  await expect(toast(page, 'Event published: it now shows on the events page')).toBeVisible()
  await expect(card.getByTestId('event-state')).toHaveText('Published')
  expect(await listedPublicly(request, title)).toBe(true)
  // A visitor finds it on /events, with its picture.
  const visitor = await pageWithState(browser, undefined)
  await visitor.goto(`/events?search=${encodeURIComponent(title)}`)
  const publicCard = visitor.getByTestId('event-card').filter({ hasText: title })
  await expect(publicCard).toBeVisible()
  await expect(publicCard.locator('img').first()).toHaveAttribute('src', /^\/uploads\/.+\.webp$/)
  await visitor.context().close()
})

test('the server refuses a capacity below the tickets sold, and the form shows its message', async ({
  promoter: page,
  request,
}) => {
  const event = await createEvent(page.request)
  await bookFreeTickets(request, event.id, 3)
  await page.goto('/event-dashboard')
  await eventCard(page, event.title).getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(edit.getByLabel('Title')).toHaveValue(event.title)
  await expect(edit.getByText('3 ticket(s) already sold: capacity cannot go below that.')).toBeVisible()
  await edit.getByLabel('Capacity (seats)').fill('2')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(edit.getByText(/Capacity cannot be below the 3 ticket\(s\) already sold/)).toBeVisible()
  await expect(edit.getByLabel('Capacity (seats)')).toHaveAttribute('aria-invalid', 'true')
  await expect(edit).toBeVisible()
  await edit.getByLabel('Capacity (seats)').fill('3')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Event updated successfully')).toBeVisible()
  await expect(eventCard(page, event.title).getByTestId('event-sold')).toHaveText('3 / 3')
})

test('check-in by typed code: the first is let in, the same ticket again is "already checked in"', async ({
  promoter: page,
  request,
}) => {
  const event = await createEvent(page.request)
  const [first, second] = await bookFreeTickets(request, event.id, 2)

  await page.goto(`/event-dashboard?tab=sales&event=${event.id}`)
  const rows = page.getByTestId('attendee-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: first! })).toContainText('Valid')
  await expect(rows.filter({ hasText: first! })).toContainText('Not yet')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('tab', { name: 'Check-in' }).click()
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 2 checked in')
  const code = page.getByLabel('Ticket code')
  const result = page.getByTestId('check-in-result')
  await code.fill(first!.toLowerCase())
  await page.getByRole('button', { name: 'Check In' }).click()
  await expect(result.getByTestId('check-in-title')).toHaveText('Checked in')
  await expect(page.getByTestId('check-in-count')).toHaveText('1 of 2 checked in')
  await expect(code).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await code.fill(first!)
  await code.press('Enter')
  await expect(result.getByTestId('check-in-title')).toHaveText(/^Already checked in at \d{2}:\d{2}$/)

  await code.fill('ZZZZZZZZZZ')
  await code.press('Enter')
  await expect(result.getByTestId('check-in-title')).toHaveText('Ticket not found')

  // A ticket of another event is refused at this door.
  const other = await createEvent(page.request)
  const [foreign] = await bookFreeTickets(request, other.id, 1)
  await code.fill(foreign!)
  await code.press('Enter')
  await expect(result.getByTestId('check-in-title')).toHaveText('This ticket is not for this event')

  await page.getByRole('tab', { name: 'Sales & Attendees' }).click()
  await expect(rows.filter({ hasText: first! })).toContainText('Checked in')
  await expect(rows.filter({ hasText: second! })).toContainText('Not yet')
})

test('check-ins at another door and new sales show up live', async ({ promoter: page, browser, request }) => {
  const event = await createEvent(page.request)
  const [first, second] = await bookFreeTickets(request, event.id, 2)
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    )
  await page.goto(`/event-dashboard?tab=check-in&event=${event.id}`)
  await ready
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 2 checked in')

  // A second device at the door, signed in as the same promoter, lets two people in.
  const door = await pageWithState(browser, await page.context().storageState())
  for (const code of [first, second]) {
    const response = await door.request.post(`/api/event-dashboard/events/${event.id}/check-ins`, {
      headers: originHeaders(),
      data: { code },
    })
    expect(response.status(), await response.text()).toBe(200)
  }
  await expect(page.getByTestId('check-in-count')).toHaveText('2 of 2 checked in')
  await door.context().close()

  // Someone books three more seats: the sale reaches the open dashboard too.
  await bookFreeTickets(request, event.id, 3)
  await expect(page.getByTestId('check-in-count')).toHaveText('2 of 5 checked in')
})

test("a ticket's QR code shown to the phone's camera is verified on the device, then checked in", async ({
  playwright,
  promoterState,
  request,
}) => {
  // A browser of its own with a fake camera: it takes longer to start than the shared one.
  test.setTimeout(90_000)
  const setup = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: promoterState,
  })
  const event = await createEvent(setup)
  await setup.dispose()
  const [ticket] = await bookFreeTicketsWithTokens(request, event.id, 1)
  // The camera films the ticket's QR code: Chromium plays a video of it as the camera.
  const video = test.info().outputPath('ticket-qr.y4m')
  writeQrVideo(ticket!.qr_token, video)
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      storageState: promoterState,
      permissions: ['camera'],
    })
    const page = await context.newPage()
    await suppressPopups(page)
    await page.goto(`/event-dashboard?tab=check-in&event=${event.id}`)
    await page.getByRole('button', { name: 'Scan QR Code' }).click()
    const result = page.getByTestId('check-in-result')
    await expect(result.getByTestId('check-in-title')).toHaveText('Checked in', { timeout: 20_000 })
    await expect(result).toContainText('QR signature verified on this device.')
    await expect(result).toContainText(ticket!.code)
    await expect(page.getByRole('dialog', { name: 'Scan QR Code' })).toHaveCount(0)
    await expect(page.getByTestId('check-in-count')).toHaveText('1 of 1 checked in')
  } finally {
    await browser.close()
  }
})

test('the admin unpublishes an event and it leaves /events; the promoter sees it unpublished', async ({
  admin,
  promoter,
  request,
  browser,
}) => {
  const event = await createEvent(promoter.request)
  expect(await listedPublicly(request, event.title)).toBe(true)

  await admin.goto(`/admin/events?search=${encodeURIComponent(event.title)}`)
  await expect(heading(admin, 'Event Management')).toBeVisible()
  const row = admin.getByTestId('admin-event-row').filter({ hasText: event.title })
  const { profiles } = (await (await promoter.request.get('/api/provider/profiles')).json()) as {
    profiles: { provider_type: string; business_name: string }[]
  }
  const business = profiles.find((profile) => profile.provider_type === 'event_promoter')!.business_name
  await expect(row).toContainText(business)
  await expect(row.getByTestId('admin-event-status')).toHaveText('Published')
  await expectNoSeriousA11yViolations(admin)
  await row.getByRole('button', { name: `Unpublish ${event.title}` }).click()
  await expect(toast(admin, 'Event unpublished successfully')).toBeVisible()
  await expect(row.getByTestId('admin-event-status')).toHaveText('Unpublished')
  expect(await listedPublicly(request, event.title)).toBe(false)
  expect((await request.get(`/api/events/${event.id}`)).status()).toBe(404)
  const visitor = await pageWithState(browser, undefined)
  await visitor.goto(`/events?search=${encodeURIComponent(event.title)}`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible()
  // Searched by its exact title: the list is empty now.
  await expect(visitor.getByRole('heading', { name: 'No Events Found' })).toBeVisible()
  await expect(visitor.getByTestId('event-card')).toHaveCount(0)
  await visitor.context().close()

  // The server wrote it to the audit log, with the admin as the actor.
  const audit = await admin.request.get('/api/admin/audit?action=event.unpublish&entity_type=event')
  const { entries } = (await audit.json()) as { entries: { entity_id: string; actor_email: string }[] }
  expect(entries.find((entry) => entry.entity_id === event.id)?.actor_email).toBe(demoAccounts.admin.email)

  await promoter.goto('/event-dashboard')
  await expect(eventCard(promoter, event.title).getByTestId('event-state')).toHaveText('Not published')

  await row.getByRole('button', { name: `Publish ${event.title}` }).click()
  await expect(toast(admin, 'Event published successfully')).toBeVisible()
  expect(await listedPublicly(request, event.title)).toBe(true)
})

test('the admin dashboard counts events and tickets sold, linking to /admin/events', async ({ admin }) => {
  await admin.goto('/admin')
  const figures = admin.getByRole('region', { name: 'Dashboard Overview' })
  const stats = (await (await admin.request.get('/api/admin/stats')).json()) as {
    events: number
    tickets_sold: number
  }
  const events = figures.getByRole('link', { name: /^Events/ })
  await expect(events).toHaveAttribute('href', '/admin/events')
  await expect(events.getByTestId('stat-value')).toHaveText(/^[\d,]+$/)
  await expect(figures.getByRole('link', { name: /^Tickets Sold/ })).toHaveAttribute('href', '/admin/events')
  expect(stats.events).toBeGreaterThan(0)
  await events.click()
  await expect(admin).toHaveURL('/admin/events')
  await expect(heading(admin, 'Event Management')).toBeVisible()
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the dashboard, its tabs and the event form fit a phone', async ({ promoter: page, request }) => {
    // An event with a long name and attendees, so the cards, the figures and the table are all on screen.
    const event = await createEvent(page.request, {
      title: `E2E Nyama Choma and Benga Festival ${randomUUID().slice(0, 8)}`,
    })
    await bookFreeTickets(request, event.id, 1)
    await page.goto(`/event-dashboard?event=${event.id}`)
    await expect(page.getByTestId('promoter-event').first()).toBeVisible()
    await expectNoHorizontalOverflow(page)
    for (const tab of ['Sales & Attendees', 'Check-in']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible()
      await expectNoHorizontalOverflow(page)
    }
    await page.getByRole('tab', { name: 'My Events' }).click()
    await page.getByRole('button', { name: 'Add Event' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })
})
