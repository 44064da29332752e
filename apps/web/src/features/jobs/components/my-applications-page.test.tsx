import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import type { MyApplication } from '../job-types'
import { myApplication } from '../test/fixtures'
import { apiError, callsTo, json, renderRoute, stubApi } from '../test/render'
import { MyApplicationsPage } from './my-applications-page'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

let items: MyApplication[]
let refuse: Response | undefined
function stubApplications() {
  return stubApi((url, init) => {
    if (url === '/api/job-applications/mine') return json({ items })
    const withdraw = /^\/api\/job-applications\/([^/]+)\/withdraw$/.exec(url)
    if (withdraw && init?.method === 'POST') {
      if (refuse) return refuse
      items = items.map((one) => (one.id === withdraw[1] ? { ...one, status: 'withdrawn' } : one))
      return json(items.find((one) => one.id === withdraw[1]))
    }
    return undefined
  })
}

const card = async (title: string) =>
  (await screen.findAllByTestId('application-card')).find((one) => within(one).queryByText(title))!

beforeEach(() => {
  vi.clearAllMocks()
  refuse = undefined
  items = [
    myApplication(),
    myApplication({
      id: 'app-2',
      job_id: 'job-2',
      job_title: 'Clinical Officer',
      company: 'Aga Khan Hospital',
      status: 'rejected',
      cover_note: null,
      cv_file_name: 'cv.docx',
      cv_url: '/api/job-applications/app-2/cv',
    }),
  ]
})
afterEach(() => vi.unstubAllGlobals())

describe('My Applications (/jobs/applications)', () => {
  it('lists each application with its job, status, date and CV; Withdraw only while it is being considered', async () => {
    stubApplications()
    renderRoute(<MyApplicationsPage />, { path: '/jobs/applications' })
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument()
    const accountant = await card('Senior Accountant')
    expect(within(accountant).getByRole('link', { name: 'Senior Accountant' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    )
    expect(within(accountant).getByTestId('application-status')).toHaveTextContent('Received')
    expect(accountant).toHaveTextContent('Safaricom PLC')
    expect(accountant).toHaveTextContent('Applied on 20 Nov 2026')
    expect(within(accountant).getByRole('link', { name: 'Download CV (wanjiku-cv.pdf)' })).toHaveAttribute(
      'href',
      '/api/job-applications/app-1/cv',
    )
    expect(
      within(accountant).getByRole('button', { name: 'Withdraw your application for Senior Accountant' }),
    ).toBeInTheDocument()

    const officer = await card('Clinical Officer')
    expect(within(officer).getByTestId('application-status')).toHaveTextContent('Not selected')
    expect(within(officer).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument()
  })

  it('withdraws after asking, then shows it Withdrawn', async () => {
    const fetchMock = stubApplications()
    renderRoute(<MyApplicationsPage />, { path: '/jobs/applications' })
    const user = userEvent.setup()
    await user.click(
      within(await card('Senior Accountant')).getByRole('button', {
        name: 'Withdraw your application for Senior Accountant',
      }),
    )
    const ask = await screen.findByRole('alertdialog', { name: 'Withdraw this application?' })
    expect(ask).toHaveTextContent('The employer of Senior Accountant will be told. You cannot undo this.')
    await user.click(within(ask).getByRole('button', { name: 'Keep Application' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(callsTo(fetchMock, 'POST', '/api/job-applications')).toEqual([])

    await user.click(
      within(await card('Senior Accountant')).getByRole('button', {
        name: 'Withdraw your application for Senior Accountant',
      }),
    )
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(callsTo(fetchMock, 'POST', '/api/job-applications').map(([url]) => url)).toEqual([
      '/api/job-applications/app-1/withdraw',
    ])
    expect(toast.success).toHaveBeenCalledWith('Your application for Senior Accountant was withdrawn.')
    await waitFor(async () =>
      expect(within(await card('Senior Accountant')).getByTestId('application-status')).toHaveTextContent(
        'Withdrawn',
      ),
    )
    expect(
      within(await card('Senior Accountant')).queryByRole('button', { name: /Withdraw/ }),
    ).not.toBeInTheDocument()
  })

  it("keeps the question open and shows the server's refusal", async () => {
    stubApplications()
    refuse = apiError(409, 'jobs.cannot_withdraw', 'This application can no longer be withdrawn.')
    renderRoute(<MyApplicationsPage />, { path: '/jobs/applications' })
    const user = userEvent.setup()
    await user.click(
      within(await card('Senior Accountant')).getByRole('button', { name: /Withdraw your application/ }),
    )
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This application can no longer be withdrawn.'),
    )
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('without applications, says so and points to the jobs', async () => {
    items = []
    stubApplications()
    renderRoute(<MyApplicationsPage />, { path: '/jobs/applications' })
    expect(await screen.findByText('No applications yet')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Browse Jobs' })[0]).toHaveAttribute('href', '/jobs')
  })
})
