import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { basicHealth, motorPlan, planDetail, premiumHealth } from '../test/fixtures'
import { apiError, calls, json, renderRoute, stubApi } from '../test/render'
import { InsurancePage } from './insurance-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const plans = [basicHealth, premiumHealth, motorPlan]

function plansApi(items = plans) {
  return (url: string) => {
    if (url.startsWith('/api/insurance/plans?') || url === '/api/insurance/plans') {
      const type = new URL(url, 'http://soko.test').searchParams.get('plan_type')
      return json({ items: items.filter((one) => !type || one.plan_type === type) })
    }
    const detail = /^\/api\/insurance\/plans\/([^/?]+)$/.exec(url)
    const found = detail && items.find((one) => one.id === detail[1])
    if (found) return json(planDetail(found))
    return undefined
  }
}

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock, 'GET', '/api/insurance/plans')
    .filter((call) => !/\/plans\/[^?]/.test(call.url))
    .map((call) => new URL(call.url, 'http://soko.test').searchParams)

const location = () => screen.getByTestId('location').textContent
const card = async (name: string) =>
  (await screen.findAllByTestId('plan-card')).find((one) => within(one).queryByText(name) !== null)!

function renderPage(initial = '/insurance') {
  return renderRoute(<InsurancePage />, { path: '/insurance', initial })
}

beforeEach(() => vi.clearAllMocks())
afterEach(() => vi.unstubAllGlobals())

describe('InsurancePage (/insurance)', () => {
  it('shows each plan: premium per month, coverage, the first 4 features only, the broker', async () => {
    stubApi(plansApi(), { signedOut: true })
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance' })).toBeInTheDocument()
    const basic = await card('Basic Health Plan')
    expect(within(basic).getByTestId('plan-premium')).toHaveTextContent('KSh 5,000/month')
    expect(within(basic).getByTestId('plan-coverage')).toHaveTextContent('Coverage: KSh 500,000')
    const features = within(within(basic).getByTestId('plan-features')).getAllByRole('listitem')
    expect(features.map((item) => item.textContent)).toEqual([
      'Outpatient care',
      'Inpatient care',
      'Emergency services',
      'Prescription drugs',
      '+1 more feature',
    ])
    expect(within(basic).queryByText('Lab tests')).not.toBeInTheDocument()
    expect(within(basic).getByTestId('plan-broker')).toHaveTextContent('by Jubilee Insurance Agency')
    expect(within(basic).getByText('Health Insurance')).toBeInTheDocument()
    expect(screen.getByTestId('plans-count')).toHaveTextContent('3 plans')
  })

  it('shows the rating from reviews to one decimal with the count, or "No reviews yet" (never a fixed 4.5)', async () => {
    stubApi(plansApi(), { signedOut: true })
    renderPage()
    expect(within(await card('Basic Health Plan')).getByTestId('plan-rating')).toHaveTextContent(
      'No reviews yet',
    )
    const premium = within(await card('Premium Health Plan')).getByTestId('plan-rating')
    expect(premium).toHaveTextContent('4.3(12)')
    expect(premium).toHaveAccessibleName('Rated 4.3 out of 5 from 12 reviews')
    expect(within(await card('Comprehensive Motor Cover')).getByTestId('plan-rating')).toHaveTextContent(
      '4.0(1)',
    )
    expect(screen.queryByText('4.5')).not.toBeInTheDocument()
  })

  it('the five category cards: Browse Plans sets ?type=, asks the server for that type and moves to the plans', async () => {
    const fetchMock = stubApi(plansApi(), { signedOut: true })
    const user = userEvent.setup()
    renderPage()
    const categories = within(screen.getByTestId('insurance-categories')).getAllByRole('heading', {
      level: 3,
    })
    expect(categories.map((heading) => heading.textContent)).toEqual([
      'Health Insurance',
      'Motor Insurance',
      'Home Insurance',
      'Business Insurance',
      'Life Insurance',
    ])
    await screen.findAllByTestId('plan-card')
    const motor = screen.getByTestId('insurance-category-motor')
    await user.click(within(motor).getByRole('button', { name: 'Browse Plans' }))

    await waitFor(() => expect(location()).toBe('/insurance?type=motor'))
    expect(screen.getByRole('heading', { level: 2, name: 'Available Plans' })).toHaveFocus()
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(1))
    expect(listCalls(fetchMock).at(-1)?.get('plan_type')).toBe('motor')
    expect(within(motor).getByText('Showing')).toBeInTheDocument()
    expect(screen.getByTestId('plans-count')).toHaveTextContent('Motor Insurance plans · 1 plan')

    await user.click(screen.getByRole('button', { name: 'Show all plans' }))
    await waitFor(() => expect(location()).toBe('/insurance'))
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(3))
  })

  it('reads ?search= (the shell search) into the box and asks the server with it', async () => {
    const fetchMock = stubApi(plansApi(), { signedOut: true })
    renderPage('/insurance?search=Britam')
    await screen.findAllByTestId('plan-card')
    expect(screen.getByRole('searchbox', { name: 'Search insurance plans' })).toHaveValue('Britam')
    expect(listCalls(fetchMock)[0]?.get('search')).toBe('Britam')
  })

  it('says so with Try again when the plans cannot be loaded', async () => {
    let fail = true
    stubApi(
      (url) =>
        url.startsWith('/api/insurance/plans')
          ? fail
            ? apiError(500, 'internal', 'Boom')
            : json({ items: [basicHealth] })
          : undefined,
      { signedOut: true },
    )
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the insurance plans. Please try again.',
    )
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('plan-card')).toBeInTheDocument()
  })

  it('selecting a second plan to compare opens the comparison with the six features, covered or not in words', async () => {
    stubApi(plansApi(), { signedOut: true })
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: 'Compare Plans' }))
    expect(screen.getByTestId('compare-bar')).toHaveTextContent('Select two plans to compare.')

    await user.click(within(await card('Basic Health Plan')).getByRole('button', { name: 'Compare' }))
    expect(within(await card('Basic Health Plan')).getByRole('button', { name: 'Compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByTestId('compare-bar')).toHaveTextContent('Basic Health Plan selected.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(within(await card('Premium Health Plan')).getByRole('button', { name: 'Compare' }))
    const dialog = await screen.findByRole('dialog', { name: 'Compare Plans' })
    const table = within(dialog).getByTestId('compare-table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Basic Health Plan', 'Premium Health Plan'])
    expect(within(table).getByTestId('compare-premium')).toHaveTextContent('KSh 5,000/monthKSh 12,000/month')
    expect(within(table).getByTestId('compare-coverage')).toHaveTextContent('KSh 500,000KSh 2,000,000')
    expect(within(table).getByTestId('compare-rating')).toHaveTextContent('No reviews yet4.3(12)')
    const rows = ['Outpatient', 'Inpatient', 'Emergency', 'Specialist Consultations', 'Dental', 'Maternity']
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
        .slice(3),
    ).toEqual(rows)
    expect(within(table).getByTestId('compare-outpatient')).toHaveTextContent('OutpatientCoveredCovered')
    expect(within(table).getByTestId('compare-dental')).toHaveTextContent('DentalNot coveredCovered')
    expect(within(table).getByTestId('compare-maternity')).toHaveTextContent('MaternityNot coveredCovered')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The first plan stays chosen: another one compares with it.
    expect(screen.getByTestId('compare-bar')).toHaveTextContent('Basic Health Plan selected.')
  })

  it('Get Quote sends a signed-out visitor to sign in, and back with the plan to quote', async () => {
    stubApi(plansApi(), { signedOut: true })
    const user = userEvent.setup()
    renderPage('/insurance?type=health')
    await user.click(within(await card('Premium Health Plan')).getByRole('button', { name: 'Get Quote' }))
    expect(await screen.findByTestId('auth')).toHaveTextContent(
      `/insurance?type=health&quote=${premiumHealth.id} | Please sign in to request a quote.`,
    )
  })

  it('signed in, Get Quote opens the quote dialog with the plan and its type chosen', async () => {
    stubApi(plansApi())
    const user = userEvent.setup()
    renderPage()
    await user.click(
      within(await card('Comprehensive Motor Cover')).getByRole('button', { name: 'Get Quote' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Insurance Quote' })
    expect(within(dialog).getByTestId('quote-plan')).toHaveTextContent(
      'For the plan: Comprehensive Motor Cover',
    )
    expect(within(dialog).getByLabelText(/Insurance Type/)).toHaveValue('motor')
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Wanjiku Kamau')
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('wanjiku@example.com')
  })

  it('back from /auth with ?quote=<plan id>, the dialog opens for that plan and the address is cleaned', async () => {
    stubApi(plansApi())
    renderPage(`/insurance?quote=${basicHealth.id}`)
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Insurance Quote' })
    expect(await within(dialog).findByTestId('quote-plan')).toHaveTextContent(
      'For the plan: Basic Health Plan',
    )
    expect(within(dialog).getByLabelText(/Insurance Type/)).toHaveValue('health')
    await waitFor(() => expect(location()).toBe('/insurance'))
  })

  it('Details opens the plan with its reviews (?plan= in the address)', async () => {
    stubApi((url) =>
      url === `/api/insurance/plans/${premiumHealth.id}`
        ? json(
            planDetail(premiumHealth, {
              reviews: [
                {
                  id: 'review-1',
                  rating: 5,
                  comment: 'Paid my hospital bill in two days.',
                  author: 'Otieno',
                  created_at: '2026-04-10T10:00:00.000Z',
                },
              ],
            }),
          )
        : plansApi()(url),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(within(await card('Premium Health Plan')).getByRole('button', { name: 'Details' }))
    await waitFor(() => expect(location()).toBe(`/insurance?plan=${premiumHealth.id}`))
    const details = await screen.findByTestId('plan-details')
    expect(within(details).getByText('Paid my hospital bill in two days.')).toBeInTheDocument()
    expect(within(details).getByRole('img', { name: '5 stars' })).toBeInTheDocument()
    // Not a customer of this plan: no review form.
    expect(within(details).queryByTestId('plan-review-form')).not.toBeInTheDocument()
  })

  it('Get Quote Now opens the quote dialog with the type being browsed; the hero links to My quotes', async () => {
    stubApi(plansApi())
    const user = userEvent.setup()
    renderPage('/insurance?type=home')
    expect(await screen.findByRole('link', { name: 'My quotes' })).toHaveAttribute(
      'href',
      '/insurance/quotes',
    )
    await user.click(screen.getByRole('button', { name: 'Get Quote Now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get Your Insurance Quote' })
    expect(within(dialog).getByLabelText(/Insurance Type/)).toHaveValue('home')
    expect(within(dialog).queryByTestId('quote-plan')).not.toBeInTheDocument()
  })

  it('a customer with an accepted quote of the plan rates it 1 to 5 with a comment', async () => {
    const fetchMock = stubApi((url, init) => {
      if (url === `/api/insurance/plans/${basicHealth.id}/reviews` && init?.method === 'POST') {
        return json(
          planDetail(
            { ...basicHealth, rating: 4, review_count: 1 },
            {
              can_review: true,
              reviews: [
                {
                  id: 'review-1',
                  rating: 4,
                  comment: 'Quick claims.',
                  author: 'Wanjiku',
                  created_at: '2026-05-03T10:00:00.000Z',
                },
              ],
            },
          ),
          201,
        )
      }
      if (url === `/api/insurance/plans/${basicHealth.id}`)
        return json(planDetail(basicHealth, { can_review: true }))
      return plansApi()(url)
    })
    const user = userEvent.setup()
    renderPage(`/insurance?plan=${basicHealth.id}`)
    const form = await screen.findByTestId('plan-review-form')
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars.')
    expect(calls(fetchMock, 'POST', '/api/insurance/plans/')).toHaveLength(0)

    await user.click(within(form).getByRole('radio', { name: '4 stars' }))
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Quick claims.')
    await user.click(within(form).getByRole('button', { name: 'Submit review' }))
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/insurance/plans/')).toEqual([
        {
          url: `/api/insurance/plans/${basicHealth.id}/reviews`,
          body: { rating: 4, comment: 'Quick claims.' },
        },
      ]),
    )
    const details = screen.getByTestId('plan-details')
    expect(await within(details).findByText('Quick claims.')).toBeInTheDocument()
    expect(within(details).getByTestId('plan-rating')).toHaveTextContent('4.0(1)')
  })
})
