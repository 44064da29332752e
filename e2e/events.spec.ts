import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInWithForm, signUpWithApi, newUser, toast } from './helpers/accounts'
import { appStarted, expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// The customer side of events (issue 12, spec 001 sections 2, 5, 8 and 9; spec 000 Checkout and Payments):
// browsing and filtering /events, an event's page, booking two tickets, paying with M-Pesa in the simulator,
// the tickets with their QR codes on the order page, and the booking in My activity. Against the demo seed.

interface ApiEvent {
  id: string
  title: string
  event_type: string
  price_cents: number
  seats_left: number
  is_ended: boolean
  is_sold_out: boolean
}

const cards = (page: Page) => page.getByTestId('event-card')
const card = (page: Page, title: string) => cards(page).filter({ hasText: title })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' })

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

/** Every published event, as the API lists them. */
async function allEvents(request: APIRequestContext, query = '') {
  const events: ApiEvent[] = []
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/events?limit=60&page=${page}${query ? `&${query}` : ''}`)
    expect(response.ok(), await response.text()).toBe(true)
    const body = (await response.json()) as { events: ApiEvent[]; total: number }
    events.push(...body.events)
    if (events.length >= body.total || body.events.length === 0) return events
  }
}

/** An event the seed has that fits, else the test cannot say anything. */
async function findEvent(request: APIRequestContext, fits: (event: ApiEvent) => boolean, index = 0) {
  const matching = (await allEvents(request)).filter(fits)
  expect(matching.length, 'the demo seed has such an event').toBeGreaterThan(0)
  return matching[index % matching.length]!
}

/** A word of the title that narrows a search (the longest, so it is specific). */
const searchWordOf = (title: string) =>
  title
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)[0]!

test.describe('browsing events', () => {
  test('a visitor filters by type and search, and opens an event page', async ({ page, request }) => {
    // Four axe runs on a busy machine.
    test.setTimeout(90_000)
    const concerts = await allEvents(request, 'type=concert')
    expect(concerts.length).toBeGreaterThan(0)
    const target = concerts[0]!

    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Events' })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByTestId('events-count')).toHaveText(/\d+ events? found/)
    await expectNoSeriousA11yViolations(page)

    // The type filter lands in the URL and leaves only that type.
    await page.getByLabel('Event type').selectOption({ label: 'Concert' })
    await expect(page).toHaveURL(/[?&]type=concert/)
    await expect(page.getByTestId('event-list')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByTestId('events-count')).toHaveText(
      new RegExp(`^${concerts.length} events? found$`),
    )
    await expect(cards(page).filter({ hasNotText: 'Concert' })).toHaveCount(0)

    // The search waits for a pause in typing, then lands in the URL too.
    const word = searchWordOf(target.title)
    const requests: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/events?') && sent.url().includes('search=')) requests.push(sent.url())
    })
    await appStarted(page)
    await searchBox(page).pressSequentially(word)
    await expect(card(page, target.title)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word)}`))
    expect(requests.length).toBeLessThanOrEqual(2)
    const expected = await allEvents(request, `type=concert&search=${encodeURIComponent(word)}`)
    await expect(cards(page)).toHaveCount(expected.length)

    // The list layout, then the preview dialog.
    await page.getByRole('button', { name: 'List view' }).click()
    await expect(page).toHaveURL(/[?&]view=list/)
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
    await card(page, target.title)
      .getByRole('button', { name: `Preview ${target.title}` })
      .click()
    const preview = page.getByRole('dialog')
    await expect(preview.getByRole('heading', { name: target.title })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await preview.getByRole('link', { name: 'View Details' }).click()

    await expect(page).toHaveURL(new RegExp(`/events/${target.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible()
    await expect(page).toHaveTitle(`${target.title} - Soko`)
    await expectNoSeriousA11yViolations(page)

    // Clear Filters brings every event back (the layout stays).
    await page.goBack()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/events\?view=list$/)
    await expect(searchBox(page)).toHaveValue('')
  })

  test('Share copies the event link with a toast', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const event = await findEvent(request, (candidate) => !candidate.is_ended)
    await page.goto(`/events/${event.id}`)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(toast(page, 'Event link copied to clipboard!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${new URL(page.url()).origin}/events/${event.id}`)
  })

  test('Sold Out and Event Ended cards cannot be booked', async ({ page, request }) => {
    const soldOut = await findEvent(request, (event) => event.is_sold_out && !event.is_ended)
    const ended = await findEvent(request, (event) => event.is_ended)

    await page.goto(`/events?search=${encodeURIComponent(soldOut.title)}`)
    const full = card(page, soldOut.title)
    await expect(full.getByTestId('event-block')).toHaveText('Sold Out')
    await expect(full.getByRole('button', { name: 'Book Now' })).toBeDisabled()

    await page.goto(`/events?search=${encodeURIComponent(ended.title)}`)
    const past = card(page, ended.title)
    await expect(past.getByTestId('event-block')).toHaveText('Event Ended')
    await expect(past.getByRole('button', { name: 'Book Now' })).toBeDisabled()

    await page.goto(`/events/${ended.id}`)
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeDisabled()
  })

  test('an unknown event says so', async ({ page }) => {
    await page.goto('/events/00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
  })
})

test.describe('booking tickets', () => {
  test('a signed-out visitor signs in first and comes back to the booking dialog', async ({
    page,
    request,
  }) => {
    const user = await signUpWithApi(request, newUser('events'))
    const event = await findEvent(request, (candidate) => !candidate.is_ended && candidate.seats_left > 0)
    await page.goto(`/events/${event.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByText('Please sign in to book tickets.')).toBeVisible()
    await signInWithForm(page, user)
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`))
    await expect(page.getByRole('dialog', { name: `Book Tickets: ${event.title}` })).toBeVisible()
  })

  test('a customer books 2 tickets, pays with M-Pesa and finds 2 tickets with QR codes and the booking in My activity', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const event = await findEvent(
      request,
      (candidate) => !candidate.is_ended && candidate.price_cents > 0 && candidate.seats_left >= 10,
      1,
    )
    await signUpWithApi(page.request, newUser('tickets'))
    await page.goto(`/events/${event.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book Tickets: ${event.title}` })
    await expect(dialog).toBeVisible()

    // The spec's check: full name, email and phone are required.
    await dialog.getByLabel(/Full Name/).fill('')
    await dialog.getByRole('button', { name: 'Book & Pay' }).click()
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields.')
    await expect(dialog.getByLabel(/Full Name/)).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    await dialog.getByLabel(/Full Name/).fill('Achieng Odhiambo')
    await dialog.getByLabel(/Phone Number/).fill('0712345678')
    await dialog.getByLabel('Number of Tickets').fill('2')
    await dialog.getByRole('button', { name: 'Book & Pay' }).click()
    await expect(toast(page, 'Booking Created')).toContainText('2 ticket(s) reserved, proceeding to payment.')

    // The checkout: the event's summary and a contact form, no shipping.
    await expect(page).toHaveURL(/\/checkout$/)
    const summary = page.getByRole('region', { name: 'Event Summary' })
    await expect(summary.getByTestId('event-summary')).toContainText(event.title)
    await expect(summary.getByTestId('event-summary')).toContainText('2 tickets')
    await expect(page.getByLabel('Address')).toHaveCount(0)
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0712345678')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()

    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'M-Pesa' })).toBeChecked()
    await page.getByLabel('M-Pesa phone number').fill('0712345678')
    await page.getByRole('button', { name: /^Pay KSh/ }).click()

    // Paid: the order's page with the spec's text and the two tickets.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    await expect(page.getByTestId('orders-success')).toHaveText(
      'Payment successful! Your event tickets have been confirmed.',
    )
    const tickets = page.getByTestId('ticket')
    await expect(tickets).toHaveCount(2)
    const codes = await page.getByTestId('ticket-code').allTextContents()
    expect(new Set(codes).size).toBe(2)
    for (const ticket of await tickets.all()) {
      const qr = ticket.getByTestId('ticket-qr')
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        true,
      )
      await expect(ticket.getByTestId('ticket-status')).toHaveText('Valid')
    }
    await expectNoSeriousA11yViolations(page)

    // The ticket view, large for the gate.
    await tickets
      .first()
      .getByRole('button', { name: /^Show ticket / })
      .click()
    await expect(page.getByRole('dialog', { name: event.title }).getByTestId('ticket-qr')).toBeVisible()
    await page.keyboard.press('Escape')

    // My activity, from the user menu.
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'My Activity' }).click()
    await expect(page).toHaveURL(/\/activity$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Activity' })).toBeVisible()
    const booking = page.locator('[data-testid="activity-item"][data-kind="event_booking"]')
    await expect(booking).toHaveCount(1)
    await expect(booking).toContainText(event.title)
    await expect(booking.getByTestId('activity-tickets')).toHaveText('2 tickets')
    await expectNoSeriousA11yViolations(page)
    await booking.click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('ticket')).toHaveCount(2)
  })

  test('paying with PayPal confirms the tickets and leads to them', async ({ page, request }) => {
    test.setTimeout(90_000)
    const event = await findEvent(
      request,
      (candidate) => !candidate.is_ended && candidate.price_cents > 0 && candidate.seats_left >= 10,
      2,
    )
    await signUpWithApi(page.request, newUser('paypal'))
    await page.goto(`/events/${event.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book Tickets: ${event.title}` })
    await dialog.getByLabel(/Phone Number/).fill('0712345678')
    await dialog.getByRole('button', { name: 'Book & Pay' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow/)
    await page.getByRole('button', { name: 'Pay Now' }).click()

    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Payment successful! Your event tickets have been confirmed.')).toBeVisible()
    await page.getByRole('link', { name: 'View Tickets' }).click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('ticket')).toHaveCount(1)
    await expect(page.getByTestId('ticket-qr')).toBeVisible()
  })

  test('a free event goes straight to its tickets', async ({ page, request }) => {
    const event = await findEvent(
      request,
      (candidate) => !candidate.is_ended && candidate.price_cents === 0 && candidate.seats_left >= 10,
    )
    await signUpWithApi(page.request, newUser('free'))
    await page.goto(`/events?search=${encodeURIComponent(event.title)}`)
    await expect(card(page, event.title).getByTestId('event-price')).toHaveText('FREE')
    await card(page, event.title).getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book Tickets: ${event.title}` })
    await dialog.getByLabel(/Phone Number/).fill('0712345678')
    await dialog.getByRole('button', { name: 'Get Free Tickets' }).click()
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByTestId('ticket')).toHaveCount(1)
    await expect(page.getByTestId('ticket-status')).toHaveText('Valid')
  })

  test('My activity needs an account and is empty for a new one', async ({ page }) => {
    await page.goto('/activity')
    await expect(page).toHaveURL(/\/auth$/)
    await signUpWithApi(page.request, newUser('activity'))
    await page.goto('/activity')
    await expect(page.getByText('Nothing here yet')).toBeVisible()
  })
})

test.describe('events at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the filters sit in a drawer, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/events')
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByLabel('Event type')).toHaveCount(0)
    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByLabel('Event type').selectOption({ label: 'Concert' })
    await drawer.getByLabel('Price').selectOption({ label: 'Paid' })
    await expect(page).toHaveURL(/type=concert/)
    await expect(page).toHaveURL(/price=paid/)
    await expectNoSeriousA11yViolations(page)
    await drawer.getByRole('button', { name: /^Show/ }).click()
    await expect(drawer).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousA11yViolations(page)
  })
})
