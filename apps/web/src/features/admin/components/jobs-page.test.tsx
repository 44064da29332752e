import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminEmployer, AdminJob } from '../api/admin-types'
import { JobsPage } from './jobs-page'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('@/lib/toast', () => ({ toast }))

function job(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 'job-1',
    title: 'Senior Accountant',
    company: 'Safaricom PLC',
    category: 'Finance & Accounting',
    job_type: 'full_time',
    location: 'Westlands, Nairobi',
    salary: null,
    summary: 'Lead the monthly close.',
    status: 'open',
    deadline: null,
    created_at: '2026-11-20T09:00:00.000Z',
    employer_name: 'Amina Hassan',
    employer_email: 'amina@example.com',
    applications_count: 14,
    ...overrides,
  }
}

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

let jobs: AdminJob[]
let employers: AdminEmployer[]
let calls: { method: string; url: string; body: unknown }[]

function stubApi() {
  calls = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'GET' && url.startsWith('/api/admin/jobs'))
      return reply(200, { items: jobs, total: jobs.length })
    const close = /^\/api\/admin\/jobs\/([^/]+)\/close$/.exec(url)
    if (method === 'POST' && close) {
      jobs = jobs.map((one) => (one.id === close[1] ? { ...one, status: 'closed' } : one))
      return reply(
        200,
        jobs.find((one) => one.id === close[1]),
      )
    }
    const remove = /^\/api\/admin\/jobs\/([^/]+)$/.exec(url)
    if (method === 'DELETE' && remove) {
      jobs = jobs.map((one) => (one.id === remove[1] ? { ...one, status: 'removed' } : one))
      return reply(204)
    }
    if (method === 'GET' && url === '/api/admin/employers') return reply(200, { items: employers })
    if (method === 'POST' && url === '/api/admin/employers') {
      const { email, company } = JSON.parse(String(init!.body)) as { email: string; company: string }
      if (email !== 'otieno@example.com')
        return reply(404, {
          error: { code: 'jobs.employer_not_found', message: 'No account uses that e-mail address.' },
        })
      const granted = {
        user_id: 'u-9',
        full_name: 'Otieno Ouma',
        email,
        company,
        granted_at: '2026-11-27T09:00:00.000Z',
      }
      employers = [granted, ...employers]
      return reply(201, granted)
    }
    const revoke = /^\/api\/admin\/employers\/([^/]+)$/.exec(url)
    if (method === 'DELETE' && revoke) {
      employers = employers.filter((one) => one.user_id !== revoke[1])
      return reply(204)
    }
    return reply(404, { error: { code: 'not_found', message: 'Not found' } })
  })
}

function renderPage(path = '/admin/jobs') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter([{ path: '/admin/jobs', element: <JobsPage /> }], {
    initialEntries: [path],
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, user: userEvent.setup() }
}

const row = async (title: string) =>
  (await screen.findAllByTestId('job-row')).find((tr) => within(tr).queryByText(title))!
const changes = () => calls.filter((call) => call.method !== 'GET')

beforeEach(() => {
  vi.clearAllMocks()
  jobs = [
    job(),
    job({
      id: 'job-2',
      title: 'Farm Manager',
      company: 'Kakuzi',
      status: 'closed',
      employer_name: null,
      employer_email: null,
      applications_count: 0,
    }),
  ]
  employers = [
    {
      user_id: 'u-1',
      full_name: 'Amina Hassan',
      email: 'amina@example.com',
      company: 'Hassan Logistics',
      granted_at: '2026-11-01T09:00:00.000Z',
    },
  ]
  stubApi()
})
afterEach(() => vi.unstubAllGlobals())

describe('JobsPage (/admin/jobs, issue 16)', () => {
  it('lists every job: title, company, employer, applications, status, posted, and the actions it allows', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Postings' })).toBeInTheDocument()
    const accountant = await row('Senior Accountant')
    for (const text of ['Safaricom PLC', 'Amina Hassan', 'amina@example.com', '14', 'Open', '20 Nov 2026'])
      expect(accountant).toHaveTextContent(text)
    expect(within(accountant).getByRole('link', { name: 'Senior Accountant' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    )
    const buttons = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('button')
        .map((button) => button.textContent)
    expect(buttons(accountant)).toEqual(['Close', 'Remove'])
    const farm = await row('Farm Manager')
    expect(within(farm).getByTestId('job-status')).toHaveTextContent('Closed')
    expect(buttons(farm)).toEqual(['Remove'])
    expect(screen.getByTestId('admin-jobs-count')).toHaveTextContent('2 jobs')
  })

  it('asks the server with the search and the status filter from the URL', async () => {
    const { user, router } = renderPage('/admin/jobs?search=safaricom')
    await row('Senior Accountant')
    expect(calls.find((call) => call.url.startsWith('/api/admin/jobs'))!.url).toBe(
      '/api/admin/jobs?search=safaricom',
    )
    await user.selectOptions(screen.getByLabelText('Status'), 'Removed')
    expect(router.state.location.search).toBe('?search=safaricom&status=removed')
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/admin/jobs')).at(-1)!.url).toBe(
        '/api/admin/jobs?search=safaricom&status=removed',
      ),
    )
  })

  it('closes and removes a job only after asking', async () => {
    const { user } = renderPage()
    await user.click(
      within(await row('Senior Accountant')).getByRole('button', { name: 'Close Senior Accountant' }),
    )
    const ask = await screen.findByRole('alertdialog', { name: 'Close this job?' })
    expect(changes()).toEqual([])
    await user.click(within(ask).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(toast.success).toHaveBeenCalledWith('Senior Accountant is closed')
    await waitFor(async () =>
      expect(within(await row('Senior Accountant')).getByTestId('job-status')).toHaveTextContent('Closed'),
    )

    await user.click(within(await row('Farm Manager')).getByRole('button', { name: 'Remove Farm Manager' }))
    const remove = await screen.findByRole('alertdialog', { name: 'Remove this job?' })
    expect(remove).toHaveTextContent("Its applications stay in the applicants' history.")
    await user.click(within(remove).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await user.click(within(await row('Farm Manager')).getByRole('button', { name: 'Remove Farm Manager' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(async () =>
      expect(within(await row('Farm Manager')).getByTestId('job-status')).toHaveTextContent('Removed'),
    )
    expect(changes().map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/admin/jobs/job-1/close',
      'DELETE /api/admin/jobs/job-2',
    ])
  })

  it('makes an account an employer by e-mail and company, shows an unknown e-mail under the field, and revokes after asking', async () => {
    const { user } = renderPage()
    const section = await screen.findByRole('region', { name: 'Employers' })
    expect(await within(section).findByTestId('employer-row')).toHaveTextContent('Hassan Logistics')

    const email = within(section).getByLabelText('Account e-mail')
    await user.click(within(section).getByRole('button', { name: 'Make Employer' }))
    expect(email).toHaveAccessibleDescription("Enter the account's e-mail address.")
    await user.type(email, 'nobody@example.com')
    await user.type(within(section).getByLabelText('Company'), 'Ouma Builders')
    await user.click(within(section).getByRole('button', { name: 'Make Employer' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('No account uses that e-mail address.'))

    await user.clear(email)
    await user.type(email, 'otieno@example.com')
    await user.click(within(section).getByRole('button', { name: 'Make Employer' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Otieno Ouma can now post jobs'))
    await waitFor(() => expect(within(section).getAllByTestId('employer-row')).toHaveLength(2))
    expect(email).toHaveValue('')

    await user.click(within(section).getByRole('button', { name: 'Revoke Amina Hassan' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this employer?' })).getByRole('button', {
        name: 'Revoke',
      }),
    )
    await waitFor(() => expect(within(section).getAllByTestId('employer-row')).toHaveLength(1))
    expect(changes().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/admin/employers', { email: 'nobody@example.com', company: 'Ouma Builders' }],
      ['POST', '/api/admin/employers', { email: 'otieno@example.com', company: 'Ouma Builders' }],
      ['DELETE', '/api/admin/employers/u-1', undefined],
    ])
  })
})
