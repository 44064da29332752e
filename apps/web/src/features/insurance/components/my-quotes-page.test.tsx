import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { insuranceQuotesQueryKey } from '@/lib/booking-query-keys'
import { toast } from '@/lib/toast'
import type { Quote } from '../insurance-types'
import { answer, quote } from '../test/fixtures'
import { apiError, calls, json, renderRoute, stubApi } from '../test/render'
import { MyQuotesPage } from './my-quotes-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

let quotes: Quote[] = []

function stubQuotes() {
  return stubApi((url, init) => {
    const method = init?.method ?? 'GET'
    if (url === '/api/insurance/quotes/mine') return json({ items: quotes })
    const accept = /^\/api\/insurance\/quotes\/([^/]+)\/answers\/([^/]+)\/accept$/.exec(url)
    if (accept && method === 'POST') {
      quotes = quotes.map((one) =>
        one.id === accept[1]
          ? {
              ...one,
              status: 'accepted',
              answers: one.answers.map((a) => ({
                ...a,
                status: a.id === accept[2] ? 'accepted' : 'declined',
              })),
            }
          : one,
      )
      return json(quotes.find((one) => one.id === accept[1]))
    }
    const cancel = /^\/api\/insurance\/quotes\/([^/]+)\/cancel$/.exec(url)
    if (cancel && method === 'POST') {
      const found = quotes.find((one) => one.id === cancel[1])!
      if (found.status === 'accepted')
        return apiError(409, 'insurance.quote_closed', 'This quote request is no longer open.')
      quotes = quotes.map((one) => (one.id === cancel[1] ? { ...one, status: 'cancelled' } : one))
      return json(quotes.find((one) => one.id === cancel[1]))
    }
    return undefined
  })
}

const renderPage = () => renderRoute(<MyQuotesPage />, { path: '/insurance/quotes' })

beforeEach(() => {
  vi.clearAllMocks()
  quotes = [
    quote({
      answers: [
        answer(),
        answer({
          id: 'answer-2',
          broker: { id: 'broker-2', name: 'Britam Brokers', phone: null, email: 'hello@britam.test' },
          plan: null,
          monthly_premium_cents: 520_000,
          terms: 'Tailored family cover, no waiting period for accidents.',
        }),
      ],
    }),
    quote({
      id: 'quote-2',
      insurance_type: 'motor',
      coverage_amount_cents: null,
      additional_info: null,
      status: 'open',
      answers: [],
      created_at: '2026-04-20T09:00:00.000Z',
    }),
  ]
})
afterEach(() => vi.unstubAllGlobals())

describe('MyQuotesPage (/insurance/quotes)', () => {
  it("shows each request with its type, coverage, status, date and the brokers' answers", async () => {
    stubQuotes()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'My quotes' })).toBeInTheDocument()
    const [health, motor] = (await screen.findAllByTestId('quote-card')) as [HTMLElement, HTMLElement]
    expect(within(health).getByRole('heading', { name: 'Health Insurance quote' })).toBeInTheDocument()
    expect(within(health).getByTestId('quote-status')).toHaveTextContent('Answered')
    expect(within(health).getByTestId('quote-coverage')).toHaveTextContent('Coverage: KSh 1,000,000')
    expect(within(health).getByText('Requested on 1 May 2026')).toBeInTheDocument()

    const [jubilee, britam] = within(health).getAllByTestId('quote-answer') as [HTMLElement, HTMLElement]
    expect(within(jubilee).getByText('Jubilee Insurance Agency')).toBeInTheDocument()
    expect(within(jubilee).getByText('Plan: Basic Health Plan')).toBeInTheDocument()
    expect(within(jubilee).getByTestId('answer-premium')).toHaveTextContent('KSh 4,500/month')
    expect(within(jubilee).getByRole('link', { name: '+254712345678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    expect(within(jubilee).getByRole('link', { name: 'quotes@jubilee.test' })).toHaveAttribute(
      'href',
      'mailto:quotes@jubilee.test',
    )
    expect(within(britam).getByText('Tailored cover (no listed plan)')).toBeInTheDocument()
    expect(
      within(britam).getByText('Tailored family cover, no waiting period for accidents.'),
    ).toBeInTheDocument()
    expect(within(britam).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      'Britam Brokers',
    )

    expect(within(motor).getByTestId('quote-status')).toHaveTextContent('Waiting for answers')
    expect(within(motor).getByTestId('quote-coverage')).toHaveTextContent('Coverage amount not given')
    expect(
      within(motor).getByText('No answers yet. Brokers usually reply within 24 hours.'),
    ).toBeInTheDocument()
    expect(within(motor).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(motor).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument()
  })

  it('Accept asks first, then takes that answer and declines the others', async () => {
    const fetchMock = stubQuotes()
    const user = userEvent.setup()
    renderPage()
    const [health] = (await screen.findAllByTestId('quote-card')) as [HTMLElement]
    const [jubilee] = within(health).getAllByTestId('quote-answer') as [HTMLElement]
    await user.click(within(jubilee).getByRole('button', { name: 'Accept' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this quote?' })
    expect(confirm).toHaveTextContent("You accept Jubilee Insurance Agency's offer at KSh 4,500 per month.")
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }))

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Quote accepted. The broker will contact you to complete your cover.',
      ),
    )
    expect(calls(fetchMock, 'POST', '/api/insurance/quotes/')).toEqual([
      { url: '/api/insurance/quotes/quote-1/answers/answer-1/accept', body: {} },
    ])
    await waitFor(() => expect(within(health).getByTestId('quote-status')).toHaveTextContent('Accepted'))
    const statuses = within(health)
      .getAllByTestId('answer-status')
      .map((badge) => badge.textContent)
    expect(statuses).toEqual(['Accepted', 'Declined'])
    expect(within(health).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(health).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument()
    // The accepted plan may now be reviewed.
    expect(within(health).getByRole('link', { name: 'Review Basic Health Plan' })).toHaveAttribute(
      'href',
      `/insurance?plan=${quotes[0]!.answers[0]!.plan!.id}`,
    )
  })

  it('Cancel request asks first and marks the request cancelled', async () => {
    stubQuotes()
    const user = userEvent.setup()
    renderPage()
    const motor = (await screen.findAllByTestId('quote-card'))[1]!
    await user.click(within(motor).getByRole('button', { name: 'Cancel request' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this quote request?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your quote request has been cancelled.'))
    await waitFor(() => expect(within(motor).getByTestId('quote-status')).toHaveTextContent('Cancelled'))
  })

  it('a broker answer arriving on the live channel shows without a reload', async () => {
    stubQuotes()
    const { client } = renderPage()
    const motor = (await screen.findAllByTestId('quote-card'))[1]!
    quotes = quotes.map((one) =>
      one.id === 'quote-2'
        ? { ...one, status: 'answered', answers: [answer({ id: 'answer-9', plan: null })] }
        : one,
    )
    await client.invalidateQueries({ queryKey: insuranceQuotesQueryKey })
    await waitFor(() => expect(within(motor).getByTestId('quote-status')).toHaveTextContent('Answered'))
    expect(within(motor).getByRole('button', { name: 'Accept' })).toBeInTheDocument()
  })

  it('with no requests, says so and links to /insurance', async () => {
    quotes = []
    stubQuotes()
    renderPage()
    const empty = await screen.findByTestId('quotes-empty')
    expect(empty).toHaveTextContent('You have not requested any quotes yet.')
    expect(within(empty).getByRole('link', { name: 'Browse insurance plans' })).toHaveAttribute(
      'href',
      '/insurance',
    )
  })
})
