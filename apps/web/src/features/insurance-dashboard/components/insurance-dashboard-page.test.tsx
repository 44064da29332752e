import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BrokerQuote, InsurancePlan, PlanInput } from '../dashboard-types'
import { brokerPlan, brokerQuote, dashboard } from '../test/fixtures'
import { InsuranceDashboardPage } from './insurance-dashboard-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status)

let plans: InsurancePlan[] = []
let quotes: BrokerQuote[] = []
let notBroker = false
let sent: { method: string; url: string; body: unknown }[] = []

function stubApi() {
  sent = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    if (method !== 'GET') sent.push({ method, url, body })
    if (notBroker && url.startsWith('/api/insurance-dashboard'))
      return refusal(
        403,
        'insurance.not_broker',
        'Only approved insurance brokers can use the insurance dashboard.',
      )
    if (url === '/api/insurance-dashboard') return json(dashboard)
    if (url === '/api/insurance-dashboard/types' && method === 'PUT')
      return json({
        ...dashboard.broker,
        insurance_types: (body as { insurance_types: string[] }).insurance_types,
      })
    if (url.startsWith('/api/insurance-dashboard/quotes?')) {
      const status = new URL(url, 'http://soko.test').searchParams.get('status')
      return json({
        items: quotes.filter((one) =>
          status === 'open'
            ? !one.my_answer && (one.status === 'open' || one.status === 'answered')
            : status === 'answered'
              ? one.my_answer?.status === 'offered'
              : one.my_answer?.status === 'accepted',
        ),
      })
    }
    const answer = /^\/api\/insurance-dashboard\/quotes\/([^/]+)\/answer$/.exec(url)
    if (answer && method === 'POST') {
      const input = body as { plan_id: string | null; monthly_premium_cents: number; terms: string }
      const plan = plans.find((one) => one.id === input.plan_id)
      quotes = quotes.map((one) =>
        one.id === answer[1]
          ? {
              ...one,
              status: 'answered',
              answer_count: one.answer_count + 1,
              my_answer: {
                id: 'answer-1',
                broker: { id: 'broker-1', name: 'Jubilee Insurance Agency', phone: null, email: null },
                plan: plan ? { id: plan.id, name: plan.name } : null,
                monthly_premium_cents: input.monthly_premium_cents,
                terms: input.terms,
                status: 'offered',
                created_at: '2026-05-02T09:00:00.000Z',
              },
            }
          : one,
      )
      return json(
        quotes.find((one) => one.id === answer[1]),
        201,
      )
    }
    if (url === '/api/insurance-dashboard/plans' && method === 'GET') return json({ items: plans })
    if (url === '/api/insurance-dashboard/plans' && method === 'POST') {
      const created = brokerPlan({ ...(body as PlanInput), id: '99999999-9999-4999-8999-999999999999' })
      plans = [created, ...plans]
      return json(created, 201)
    }
    const patch = /^\/api\/insurance-dashboard\/plans\/([^/]+)$/.exec(url)
    if (patch && method === 'PATCH') {
      plans = plans.map((one) => (one.id === patch[1] ? { ...one, ...(body as Partial<PlanInput>) } : one))
      return json(plans.find((one) => one.id === patch[1]))
    }
    return refusal(404, 'not_found', 'Not found')
  })
}

function renderPage(path = '/insurance-dashboard') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/insurance-dashboard', element: <InsuranceDashboardPage /> },
      { path: '/service-hub', element: <p>Service Hub</p> },
      { path: '/insurance', element: <p>Insurance</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // Radix sets `pointer-events: none` on the page behind a dialog while it opens; on a busy machine the form can be
  // typed into before jsdom has seen the dialog's own `auto`. The check is about CSS jsdom does not lay out.
  return { user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }), router }
}

beforeEach(() => {
  vi.clearAllMocks()
  notBroker = false
  plans = [
    brokerPlan(),
    brokerPlan({
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Third Party Motor',
      plan_type: 'motor',
      monthly_premium_cents: 250_000,
    }),
    brokerPlan({
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Old Health Plan',
      is_active: false,
    }),
  ]
  quotes = [
    brokerQuote(),
    brokerQuote({
      id: 'quote-2',
      full_name: 'Otieno Ouma',
      insurance_type: 'motor',
      status: 'answered',
      answer_count: 1,
      my_answer: {
        id: 'answer-2',
        broker: { id: 'broker-1', name: 'Jubilee Insurance Agency', phone: null, email: null },
        plan: { id: '22222222-2222-4222-8222-222222222222', name: 'Third Party Motor' },
        monthly_premium_cents: 240_000,
        terms: 'Third party only, pay monthly by M-Pesa.',
        status: 'offered',
        created_at: '2026-05-02T09:00:00.000Z',
      },
    }),
  ]
})
afterEach(() => vi.unstubAllGlobals())

describe('InsuranceDashboardPage (/insurance-dashboard)', () => {
  it('refused (403 insurance.not_broker): the access notice with how to apply, nothing else', async () => {
    notBroker = true
    stubApi()
    const { user, router } = renderPage()
    const notice = await screen.findByTestId('broker-access-required')
    expect(
      within(notice).getByRole('heading', { level: 1, name: 'Approved brokers only' }),
    ).toBeInTheDocument()
    expect(notice).toHaveTextContent('Only approved insurance brokers can use the insurance dashboard.')
    expect(notice).toHaveTextContent('Apply as an Insurance Broker in the Service Hub.')
    expect(screen.queryByTestId('broker-stats')).not.toBeInTheDocument()
    await user.click(within(notice).getByRole('link', { name: 'Go to the Service Hub' }))
    expect(router.state.location.pathname).toBe('/service-hub')
  })

  it('shows the figures, the types served and the open requests with the customer details', async () => {
    stubApi()
    renderPage()
    const stats = await screen.findByTestId('broker-stats')
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Dashboard' })).toBeInTheDocument()
    expect(within(stats).getByRole('group', { name: 'Open requests' })).toHaveTextContent('1')
    expect(within(stats).getByRole('group', { name: 'Active plans' })).toHaveTextContent('2')
    const types = screen.getByTestId('broker-types')
    expect(within(types).getByRole('checkbox', { name: 'Health Insurance' })).toBeChecked()
    expect(within(types).getByRole('checkbox', { name: 'Motor Insurance' })).toBeChecked()
    expect(within(types).getByRole('checkbox', { name: 'Life Insurance' })).not.toBeChecked()

    expect(screen.getByRole('tab', { name: 'Open requests (1)' })).toHaveAttribute('aria-selected', 'true')
    const request = await screen.findByTestId('broker-request')
    expect(within(request).getByRole('heading', { name: 'Wanjiku Kamau' })).toBeInTheDocument()
    expect(request).toHaveTextContent('Health Insurance · received 1 May 2026')
    expect(within(request).getByRole('link', { name: 'wanjiku@example.com' })).toHaveAttribute(
      'href',
      'mailto:wanjiku@example.com',
    )
    expect(within(request).getByRole('link', { name: '0712345678' })).toHaveAttribute(
      'href',
      'tel:0712345678',
    )
    expect(within(request).getByTestId('broker-request-coverage')).toHaveTextContent('KSh 1,000,000')
    expect(request).toHaveTextContent('Family of four, two children under 10.')
    expect(within(request).getByTestId('broker-request-answers')).toHaveTextContent('0 brokers answered')
  })

  it('Send quote: own active plans of that type, premium in KSh sent as cents, terms; the request moves to Answered', async () => {
    stubApi()
    const { user } = renderPage()
    const request = await screen.findByTestId('broker-request')
    await user.click(within(request).getByRole('button', { name: 'Send quote' }))
    const form = within(request).getByTestId('send-quote-form')
    const plan = within(form).getByLabelText('Plan')
    expect(plan).toHaveFocus()
    // Health plans only, the hidden one left out.
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No specific plan', 'Basic Health Plan']),
    )

    await user.click(within(form).getByRole('button', { name: 'Send quote' }))
    expect(within(form).getByLabelText('Monthly premium (KSh)')).toHaveAccessibleDescription(
      'Enter a monthly premium from KSh 1 to KSh 1,000,000.',
    )
    expect(within(form).getByLabelText('Terms')).toHaveAccessibleDescription(
      'Please describe the cover and its terms.',
    )
    expect(sent).toEqual([])

    await user.selectOptions(plan, 'Basic Health Plan')
    expect(within(form).getByLabelText('Monthly premium (KSh)')).toHaveValue('5000')
    await user.clear(within(form).getByLabelText('Monthly premium (KSh)'))
    await user.type(within(form).getByLabelText('Monthly premium (KSh)'), '4,500')
    await user.type(
      within(form).getByLabelText('Terms'),
      'Cover starts on the first payment; 30-day waiting period.',
    )
    await user.click(within(form).getByRole('button', { name: 'Send quote' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Quote sent to Wanjiku Kamau.'))
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/insurance-dashboard/quotes/quote-1/answer',
        body: {
          plan_id: '11111111-1111-4111-8111-111111111111',
          monthly_premium_cents: 450_000,
          terms: 'Cover starts on the first payment; 30-day waiting period.',
        },
      },
    ])
    expect(await screen.findByTestId('broker-requests-empty')).toHaveTextContent(
      'No open quote requests right now.',
    )

    await user.click(screen.getByRole('tab', { name: 'Answered' }))
    const answered = await screen.findAllByTestId('broker-request')
    const mine = answered.find((one) => within(one).queryByText('Wanjiku Kamau'))!
    expect(within(mine).getByTestId('broker-my-answer')).toHaveTextContent('KSh 4,500/month')
    expect(within(mine).getByTestId('broker-my-answer')).toHaveTextContent('Plan: Basic Health Plan')
    expect(within(mine).queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument()
  }, 20_000)

  it('?tab=answered opens that list with my answer', async () => {
    stubApi()
    renderPage('/insurance-dashboard?tab=answered')
    const request = await screen.findByTestId('broker-request')
    expect(screen.getByRole('tab', { name: 'Answered' })).toHaveAttribute('aria-selected', 'true')
    expect(within(request).getByTestId('broker-my-answer')).toHaveTextContent('Waiting for the customer')
    expect(within(request).getByTestId('broker-my-answer')).toHaveTextContent(
      'Third party only, pay monthly by M-Pesa.',
    )
  })

  it('saves the types served, and refuses none', async () => {
    stubApi()
    const { user } = renderPage()
    const types = await screen.findByTestId('broker-types')
    await user.click(within(types).getByRole('checkbox', { name: 'Life Insurance' }))
    await user.click(within(types).getByRole('button', { name: 'Save types' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Insurance types saved.'))
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/insurance-dashboard/types',
        body: { insurance_types: ['health', 'motor', 'life'] },
      },
    ])

    const after = await screen.findByTestId('broker-types')
    for (const name of ['Health Insurance', 'Motor Insurance', 'Life Insurance'])
      await user.click(within(after).getByRole('checkbox', { name }))
    await user.click(within(after).getByRole('button', { name: 'Save types' }))
    expect(within(after).getByRole('alert')).toHaveTextContent('Choose at least one type of insurance.')
    expect(sent).toHaveLength(1)
  })

  it('My plans: the Active switch lists a hidden plan again', async () => {
    stubApi()
    const { user } = renderPage('/insurance-dashboard?tab=plans')
    const rows = await screen.findAllByTestId('broker-plan')
    expect(rows).toHaveLength(3)
    const old = rows.find((row) => within(row).queryByText('Old Health Plan'))!
    await user.click(within(old).getByRole('switch', { name: 'Active' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Old Health Plan is listed again.'))
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/insurance-dashboard/plans/33333333-3333-4333-8333-333333333333',
      body: {
        name: 'Old Health Plan',
        plan_type: 'health',
        description: 'Essential cover.',
        monthly_premium_cents: 500_000,
        coverage_amount_cents: 50_000_000,
        features: ['Outpatient care', 'Inpatient care'],
        covers: {
          outpatient: true,
          inpatient: true,
          emergency: false,
          specialist_consultations: false,
          dental: false,
          maternity: false,
        },
        is_active: true,
      },
    })
  })

  it('Add plan: the features list, the six covers, premium and coverage in KSh sent as cents', async () => {
    stubApi()
    const { user } = renderPage('/insurance-dashboard?tab=plans')
    await screen.findAllByTestId('broker-plan')
    await user.click(screen.getAllByRole('button', { name: 'Add plan' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Add plan' })
    await user.type(within(dialog).getByLabelText('Plan name'), 'Family Health Plus')
    await user.type(within(dialog).getByLabelText('Monthly premium (KSh)'), '8,000')
    await user.type(within(dialog).getByLabelText('Coverage amount (KSh)'), '1000000')
    await user.type(within(dialog).getByLabelText('New feature'), 'Outpatient up to KSh 100,000{Enter}')
    await user.type(within(dialog).getByLabelText('New feature'), 'Dental check-ups')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await user.type(within(dialog).getByLabelText('New feature'), 'Typo')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove Typo' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Outpatient' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dental' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add plan' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Family Health Plus added.'))
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/insurance-dashboard/plans',
      body: {
        name: 'Family Health Plus',
        plan_type: 'health',
        description: '',
        monthly_premium_cents: 800_000,
        coverage_amount_cents: 100_000_000,
        features: ['Outpatient up to KSh 100,000', 'Dental check-ups'],
        covers: {
          outpatient: true,
          inpatient: false,
          emergency: false,
          specialist_consultations: false,
          dental: true,
          maternity: false,
        },
        is_active: true,
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findAllByTestId('broker-plan')).toHaveLength(4)
    expect(screen.getByRole('heading', { name: 'Family Health Plus' })).toBeInTheDocument()
  }, 20_000)

  it('Edit sends the plan with its changes; a short name is refused before sending', async () => {
    stubApi()
    const { user } = renderPage('/insurance-dashboard?tab=plans')
    const rows = await screen.findAllByTestId('broker-plan')
    await user.click(within(rows[0]!).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit plan' })
    expect(within(dialog).getByLabelText('Monthly premium (KSh)')).toHaveValue('5000')
    expect(within(dialog).getByRole('checkbox', { name: 'Inpatient' })).toBeChecked()
    await user.clear(within(dialog).getByLabelText('Plan name'))
    await user.type(within(dialog).getByLabelText('Plan name'), 'B')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(within(dialog).getByLabelText('Plan name')).toHaveAccessibleDescription(
      'The plan name must be 3 to 120 characters.',
    )
    expect(sent).toEqual([])
    await user.type(within(dialog).getByLabelText('Plan name'), 'asic Health Plan 2026')
    await user.clear(within(dialog).getByLabelText('Monthly premium (KSh)'))
    await user.type(within(dialog).getByLabelText('Monthly premium (KSh)'), '5500')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Basic Health Plan 2026 saved.'))
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/insurance-dashboard/plans/11111111-1111-4111-8111-111111111111',
      body: {
        name: 'Basic Health Plan 2026',
        monthly_premium_cents: 550_000,
        coverage_amount_cents: 50_000_000,
      },
    })
  })
})
