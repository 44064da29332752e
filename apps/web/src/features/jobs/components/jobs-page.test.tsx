import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { jobCard } from '../test/fixtures'
import { apiError, callsTo, json, renderRoute, stubApi } from '../test/render'
import { JobsPage } from './jobs-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const page = (items = [jobCard()], total = items.length, pageNumber = 1) =>
  json({ items, total, page: pageNumber, page_size: 12 })

/** The query strings GET /api/jobs was asked with, in order. */
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'GET', '/api/jobs?').map(([url]) => url.slice('/api/jobs?'.length))

const realMatchMedia = window.matchMedia
beforeEach(() => vi.mocked(toast.error).mockClear())
afterEach(() => {
  vi.unstubAllGlobals()
  window.matchMedia = realMatchMedia
})

describe('the jobs page (/jobs)', () => {
  it('shows each open job as a card: title linking to its page, company, place, type, category, salary, dates, Apply Now', async () => {
    stubApi((url) => (url.startsWith('/api/jobs?') ? page() : undefined))
    renderRoute(<JobsPage />, { path: '/jobs' })
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument()
    const card = await screen.findByTestId('job-card')
    expect(within(card).getByRole('link', { name: 'Senior Accountant' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    )
    for (const text of ['Safaricom PLC', 'Westlands, Nairobi', 'Full-time', 'Finance & Accounting'])
      expect(card).toHaveTextContent(text)
    expect(within(card).getByTestId('job-salary')).toHaveTextContent('KSh 120,000 - 150,000 a month')
    expect(within(card).getByTestId('job-posted')).toHaveTextContent('2 days ago')
    expect(within(card).getByTestId('job-deadline')).toHaveTextContent('Apply by 15 Dec 2099')
    expect(within(card).getByRole('link', { name: 'Apply Now for Senior Accountant' })).toHaveAttribute(
      'href',
      '/jobs/job-1#apply',
    )
    expect(screen.getByTestId('jobs-count')).toHaveTextContent('1 job')
  })

  it('reads ?search= and the filters from the URL, and writes each choice back to the URL and the query', async () => {
    const fetchMock = stubApi((url) => (url.startsWith('/api/jobs?') ? page() : undefined))
    const { router } = renderRoute(<JobsPage />, { path: '/jobs', initial: '/jobs?search=account' })
    await screen.findByTestId('job-card')
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('account')
    expect(listQueries(fetchMock)[0]).toBe('search=account&page=1&page_size=12')

    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Job Type'), 'Internship')
    await user.selectOptions(screen.getByLabelText('Category'), 'Technology')
    expect(router.state.location.search).toBe('?search=account&job_type=internship&category=Technology')
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toBe(
        'search=account&job_type=internship&category=Technology&page=1&page_size=12',
      ),
    )

    await user.type(screen.getByLabelText('Location'), 'Kisumu')
    expect(router.state.location.search).toBe(
      '?search=account&job_type=internship&category=Technology&location=Kisumu',
    )
    // The server is asked once the typing pauses, not per key.
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toContain('location=Kisumu'), { timeout: 2000 })
    expect(listQueries(fetchMock).filter((query) => query.includes('location=K'))).toHaveLength(1)
  })

  it('says so when nothing matches, and Clear All Filters empties the URL', async () => {
    stubApi((url) => (url.startsWith('/api/jobs?') ? page([], 0) : undefined))
    const { router } = renderRoute(<JobsPage />, { path: '/jobs', initial: '/jobs?category=Healthcare' })
    const empty = await screen.findByTestId('jobs-empty')
    expect(empty).toHaveTextContent('No Jobs Found')
    expect(empty).toHaveTextContent('No jobs match your search and filters. Try adjusting them!')
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear All Filters' }))
    expect(router.state.location.search).toBe('')
    expect(toast.success).toHaveBeenCalledWith('All filters cleared!')
    expect(await screen.findByText('There are no open jobs right now. Check back soon!')).toBeInTheDocument()
  })

  it('shows a failed load with a retry that asks again', async () => {
    let fail = true
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/jobs?') ? (fail ? apiError(503, 'unavailable', 'Down') : page()) : undefined,
    )
    renderRoute(<JobsPage />, { path: '/jobs' })
    expect(await screen.findByText('Failed to load jobs. Please try again.')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to load jobs. Please try again.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByTestId('job-card')).toBeInTheDocument()
    expect(listQueries(fetchMock)).toHaveLength(2)
  })

  it('loads the next page on Load More Jobs', async () => {
    const first = Array.from({ length: 12 }, (_, index) =>
      jobCard({ id: `job-${index}`, title: `Job ${index}` }),
    )
    const fetchMock = stubApi((url) =>
      url.startsWith('/api/jobs?')
        ? url.includes('page=2')
          ? page([jobCard({ id: 'job-12', title: 'Job 12' })], 13, 2)
          : page(first, 13)
        : undefined,
    )
    renderRoute(<JobsPage />, { path: '/jobs' })
    expect(await screen.findAllByTestId('job-card')).toHaveLength(12)
    await userEvent.click(screen.getByRole('button', { name: 'Load More Jobs' }))
    expect(await screen.findByRole('link', { name: 'Job 12' })).toBeInTheDocument()
    expect(screen.getAllByTestId('job-card')).toHaveLength(13)
    expect(listQueries(fetchMock).at(-1)).toBe('page=2&page_size=12')
    expect(screen.queryByRole('button', { name: 'Load More Jobs' })).not.toBeInTheDocument()
  })

  it('on a phone puts the filters in a side panel behind More Filters', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true })
    stubApi((url) => (url.startsWith('/api/jobs?') ? page() : undefined))
    const { router } = renderRoute(<JobsPage />, { path: '/jobs' })
    await screen.findByTestId('job-card')
    expect(screen.queryByLabelText('Job Type')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'More Filters' }))
    const panel = await screen.findByRole('dialog', { name: 'More Filters' })
    await userEvent.selectOptions(within(panel).getByLabelText('Job Type'), 'Contract')
    expect(router.state.location.search).toBe('?job_type=contract')
    await userEvent.click(within(panel).getByRole('button', { name: 'Show 1 job' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: /More Filters/ })).toHaveTextContent('1')
  })

  it('offers My Applications to a signed-in user and Post a Job to everyone', async () => {
    stubApi((url) => (url.startsWith('/api/jobs?') ? page() : undefined), { signedOut: true })
    renderRoute(<JobsPage />, { path: '/jobs' })
    await screen.findByTestId('job-card')
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/employer-dashboard')
    expect(screen.queryByRole('link', { name: 'My Applications' })).not.toBeInTheDocument()
  })
})
