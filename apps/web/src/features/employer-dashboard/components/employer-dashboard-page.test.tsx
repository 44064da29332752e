import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EmployerApplication, EmployerDashboard, EmployerJob } from '../api/employer-types'
import { EmployerDashboardPage } from './employer-dashboard-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

function job(overrides: Partial<EmployerJob> = {}): EmployerJob {
  return {
    id: 'job-1',
    title: 'Shop Assistant',
    company: 'Mama Mboga Ltd',
    category: 'Sales & Marketing',
    job_type: 'part_time',
    location: 'Gikomba, Nairobi',
    salary: 'KSh 18,000 a month',
    summary: 'Serve customers.',
    status: 'open',
    deadline: '2099-01-31',
    created_at: '2026-11-20T09:00:00.000Z',
    description: 'Serve customers and keep the stall tidy and stocked.',
    requirements: ['KCSE certificate'],
    how_to_apply: null,
    applications_count: 2,
    new_applications: 1,
    ...overrides,
  }
}

function application(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  return {
    id: 'app-1',
    job_id: 'job-1',
    job_title: 'Shop Assistant',
    status: 'received',
    cover_note: 'I sold vegetables at Marikiti for three years.',
    cv_file_name: 'achieng-cv.pdf',
    cv_url: '/api/job-applications/app-1/cv',
    applicant: {
      id: 'u-2',
      full_name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '+254712345678',
    },
    created_at: '2026-11-25T09:00:00.000Z',
    updated_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  }
}

const dashboard: EmployerDashboard = {
  employer: { source: 'vendor', company: 'Mama Mboga Ltd' },
  stats: { open_jobs: 1, applications: 2, new_applications: 1 },
}

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

let jobs: EmployerJob[]
let applications: EmployerApplication[]
let overview: Response | EmployerDashboard
let refuse: Response | undefined
let calls: { method: string; url: string; body: unknown }[]

function stubServer() {
  calls = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (method !== 'GET' && refuse) return refuse.clone()
    const api = '/api/employer-dashboard'
    if (method === 'GET' && url === api)
      return overview instanceof Response ? overview.clone() : reply(200, overview)
    if (method === 'GET' && url === `${api}/jobs`) return reply(200, { items: jobs })
    const forJob = new RegExp(`^${api}/jobs/([^/]+)/applications$`).exec(url)
    if (method === 'GET' && forJob)
      return reply(200, { items: applications.filter((one) => one.job_id === forJob[1]) })
    if (method === 'GET' && url.startsWith(`${api}/applications`)) {
      const status = new URL(url, 'http://x').searchParams.get('status')
      return reply(200, { items: applications.filter((one) => !status || one.status === status) })
    }
    if (method === 'POST' && url === `${api}/jobs`) {
      const created = job({ ...(JSON.parse(String(init!.body)) as Partial<EmployerJob>), id: 'job-2' })
      jobs = [created, ...jobs]
      return reply(201, created)
    }
    const edit = new RegExp(`^${api}/jobs/([^/]+)$`).exec(url)
    if (method === 'PATCH' && edit) {
      jobs = jobs.map((one) =>
        one.id === edit[1] ? { ...one, ...(JSON.parse(String(init!.body)) as Partial<EmployerJob>) } : one,
      )
      return reply(
        200,
        jobs.find((one) => one.id === edit[1]),
      )
    }
    const toggle = new RegExp(`^${api}/jobs/([^/]+)/(close|reopen)$`).exec(url)
    if (method === 'POST' && toggle) {
      jobs = jobs.map((one) =>
        one.id === toggle[1] ? { ...one, status: toggle[2] === 'close' ? 'closed' : 'open' } : one,
      )
      return reply(
        200,
        jobs.find((one) => one.id === toggle[1]),
      )
    }
    const move = new RegExp(`^${api}/applications/([^/]+)/status$`).exec(url)
    if (method === 'POST' && move) {
      const { status } = JSON.parse(String(init!.body)) as { status: EmployerApplication['status'] }
      applications = applications.map((one) => (one.id === move[1] ? { ...one, status } : one))
      return reply(
        200,
        applications.find((one) => one.id === move[1]),
      )
    }
    return reply(404, { error: { code: 'not_found', message: 'Not found' } })
  })
}

function renderPage(path = '/employer-dashboard') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: '/employer-dashboard', element: <EmployerDashboardPage /> }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup() }
}

const posts = () => calls.filter((call) => call.method !== 'GET')
const applicant = async (name: string) =>
  (await screen.findAllByTestId('applicant-card')).find((card) => within(card).queryByText(name))!

beforeEach(() => {
  vi.clearAllMocks()
  jobs = [job()]
  applications = [
    application(),
    application({
      id: 'app-2',
      status: 'interview',
      cover_note: null,
      applicant: { id: 'u-3', full_name: 'Kamau Njoroge', email: null, phone: null },
    }),
  ]
  overview = dashboard
  refuse = undefined
  stubServer()
})
afterEach(() => vi.unstubAllGlobals())

describe('the employer dashboard (/employer-dashboard)', () => {
  it('tells someone who is not an employer who may post, and where to go', async () => {
    overview = reply(403, {
      error: {
        code: 'jobs.not_employer',
        message:
          'Only employers can post jobs: an approved vendor or service provider, or an account an administrator made an employer.',
      },
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Employer Access Required' })).toBeInTheDocument()
    expect(
      screen.getByText(/an approved vendor or service provider, or an account an administrator/),
    ).toBeInTheDocument()
    expect(screen.getByText(/ask an administrator to make your account an employer/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the Service Provider Hub' })).toHaveAttribute(
      'href',
      '/service-hub',
    )
    expect(calls.filter((call) => call.url !== '/api/employer-dashboard')).toEqual([])
  })

  it('shows the figures and the jobs, and closes and reopens a job', async () => {
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer Dashboard' })).toBeInTheDocument()
    expect(await screen.findByRole('group', { name: 'Open Jobs' })).toHaveTextContent('1')
    expect(screen.getByRole('group', { name: 'New Applications' })).toHaveTextContent('1')
    const row = await screen.findByTestId('employer-job')
    expect(within(row).getByRole('link', { name: 'Shop Assistant' })).toHaveAttribute('href', '/jobs/job-1')
    expect(row).toHaveTextContent('Part-time')
    expect(row).toHaveTextContent('Apply by 31 Jan 2099')
    expect(within(row).getByTestId('job-applications')).toHaveTextContent('2 applications · 1 new')

    await user.click(within(row).getByRole('button', { name: 'Close Shop Assistant' }))
    await waitFor(() => expect(within(row).getByTestId('job-status')).toHaveTextContent('Closed'))
    expect(toast.success).toHaveBeenCalledWith('Shop Assistant is closed to new applications.')

    refuse = reply(409, {
      error: {
        code: 'jobs.cannot_reopen',
        message: 'Set a deadline in the future before reopening this job.',
      },
    })
    await user.click(within(row).getByRole('button', { name: 'Reopen Shop Assistant' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Set a deadline in the future before reopening this job.'),
    )
    expect(posts().map((call) => call.url)).toEqual([
      '/api/employer-dashboard/jobs/job-1/close',
      '/api/employer-dashboard/jobs/job-1/reopen',
    ])
  })

  it('posts a job with every field, after checking them', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Post a Job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Post a Job' })
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Mama Mboga Ltd')
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }))
    expect(await within(dialog).findByText('Enter a job title of 3 to 120 characters.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose a category.')).toBeInTheDocument()
    expect(within(dialog).getByText('Describe the job in 20 to 8,000 characters.')).toBeInTheDocument()
    expect(posts()).toEqual([])

    await user.type(within(dialog).getByLabelText('Job title'), 'Boda Boda Rider')
    await user.type(within(dialog).getByLabelText('Location'), 'Kisumu')
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Logistics & Transport')
    await user.selectOptions(within(dialog).getByLabelText('Job type'), 'Contract')
    await user.type(within(dialog).getByLabelText('Salary (optional)'), 'KSh 1,000 a day')
    await user.type(within(dialog).getByLabelText('Application deadline (optional)'), '2099-03-01')
    await user.type(within(dialog).getByLabelText('Description'), 'Deliver orders around Kisumu town safely.')
    await user.type(
      within(dialog).getByLabelText('Requirements (optional)'),
      '- Riding licence{Enter}- Own helmet',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Post Job' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/employer-dashboard/jobs',
        body: {
          title: 'Boda Boda Rider',
          company: 'Mama Mboga Ltd',
          category: 'Logistics & Transport',
          job_type: 'contract',
          location: 'Kisumu',
          salary: 'KSh 1,000 a day',
          description: 'Deliver orders around Kisumu town safely.',
          requirements: ['Riding licence', 'Own helmet'],
          how_to_apply: null,
          deadline: '2099-03-01',
        },
      },
    ])
    expect(toast.success).toHaveBeenCalledWith('Boda Boda Rider is posted.')
    expect(await screen.findByRole('link', { name: 'Boda Boda Rider' })).toBeInTheDocument()
  })

  it('edits a job, sending only what changed (an old deadline is left alone)', async () => {
    jobs = [job({ deadline: '2020-01-31', status: 'closed' })]
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Edit Shop Assistant' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' })
    expect(within(dialog).getByLabelText('Requirements (optional)')).toHaveValue('KCSE certificate')
    const salary = within(dialog).getByLabelText('Salary (optional)')
    await user.clear(salary)
    await user.type(salary, 'KSh 20,000 a month')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts()).toEqual([
      { method: 'PATCH', url: '/api/employer-dashboard/jobs/job-1', body: { salary: 'KSh 20,000 a month' } },
    ])
    expect(toast.success).toHaveBeenCalledWith('Shop Assistant is updated.')
  })

  it("shows a job's applicants with contact, cover note and CV, and moves them on with the allowed moves only", async () => {
    const { user } = renderPage('/employer-dashboard?tab=applicants&job=job-1')
    const achieng = await applicant('Achieng Otieno')
    expect(calls.map((call) => call.url)).toContain('/api/employer-dashboard/jobs/job-1/applications')
    expect(within(achieng).getByRole('link', { name: 'achieng@example.com' })).toHaveAttribute(
      'href',
      'mailto:achieng@example.com',
    )
    expect(within(achieng).getByRole('link', { name: '+254712345678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    )
    expect(within(achieng).getByTestId('cover-note')).toHaveTextContent(
      'I sold vegetables at Marikiti for three years.',
    )
    expect(within(achieng).getByRole('link', { name: 'Download CV (achieng-cv.pdf)' })).toHaveAttribute(
      'href',
      '/api/job-applications/app-1/cv',
    )
    expect(within(achieng).getByTestId('applicant-status')).toHaveTextContent('Received')
    const movesOf = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(movesOf(achieng)).toEqual(['Shortlist', 'Reject'])
    expect(movesOf(await applicant('Kamau Njoroge'))).toEqual(['Make Offer', 'Reject'])
    expect(within(await applicant('Kamau Njoroge')).getByTestId('cover-note')).toHaveTextContent(
      'No cover note.',
    )

    await user.click(within(achieng).getByRole('button', { name: 'Shortlist Achieng Otieno' }))
    await waitFor(async () =>
      expect(within(await applicant('Achieng Otieno')).getByTestId('applicant-status')).toHaveTextContent(
        'Shortlisted',
      ),
    )
    expect(toast.success).toHaveBeenCalledWith('Achieng Otieno: Shortlisted. They have been told.')
    expect(movesOf(await applicant('Achieng Otieno'))).toEqual([
      'Invite to Interview',
      'Make Offer',
      'Reject',
    ])

    // Reject asks first, in place.
    await user.click(within(await applicant('Achieng Otieno')).getByRole('button', { name: 'Reject' }))
    const question = within(await applicant('Achieng Otieno')).getByRole('group', {
      name: 'Reject Achieng Otieno for Shop Assistant? They will be told they were not selected.',
    })
    await user.click(within(question).getByRole('button', { name: 'Reject' }))
    await waitFor(async () =>
      expect(within(await applicant('Achieng Otieno')).getByTestId('applicant-status')).toHaveTextContent(
        'Not selected',
      ),
    )
    expect(
      within(await applicant('Achieng Otieno')).queryByRole('button', { name: /Reject|Shortlist/ }),
    ).toBeNull()
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/employer-dashboard/applications/app-1/status',
        body: { status: 'shortlisted' },
      },
      {
        method: 'POST',
        url: '/api/employer-dashboard/applications/app-1/status',
        body: { status: 'rejected' },
      },
    ])
  })

  it('lists every applicant by status, the choice in the address', async () => {
    const { router, user } = renderPage()
    await user.click(await screen.findByRole('tab', { name: 'Applicants' }))
    await applicant('Kamau Njoroge')
    await user.selectOptions(screen.getByLabelText('Status'), 'Interview')
    expect(router.state.location.search).toBe('?tab=applicants&status=interview')
    await waitFor(() => expect(screen.getAllByTestId('applicant-card')).toHaveLength(1))
    expect(calls.at(-1)!.url).toBe('/api/employer-dashboard/applications?status=interview')
    expect(screen.getByTestId('applicant-card')).toHaveTextContent('Kamau Njoroge')
    expect(
      within(screen.getByTestId('applicant-card')).getByRole('link', { name: 'Shop Assistant' }),
    ).toHaveAttribute('href', '/jobs/job-1')
  })
})
