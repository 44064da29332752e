import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { JobDetail } from '../job-types'
import { jobDetail, myApplication } from '../test/fixtures'
import { apiError, callsTo, json, renderRoute, stubApi } from '../test/render'
import { JobPage } from './job-page'

function renderJob(
  job: JobDetail | Response,
  options: { signedOut?: boolean; post?: () => Promise<Response> } = {},
) {
  const fetchMock = stubApi(
    (url, init) => {
      if (url === '/api/jobs/job-1' && (init?.method ?? 'GET') === 'GET')
        return job instanceof Response ? job : json(job)
      return undefined
    },
    { signedOut: options.signedOut },
  )
  if (options.post) {
    const answer = options.post
    const inner = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url === '/api/jobs/job-1/applications' && init?.method === 'POST' ? answer() : inner(url, init),
    )
  }
  const rendered = renderRoute(<JobPage />, { path: '/jobs/:id', initial: '/jobs/job-1#apply' })
  return { fetchMock, ...rendered }
}

const pdf = (name = 'wanjiku-cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7 a CV'], name, { type: 'application/pdf' })
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('the job page (/jobs/:id)', () => {
  it('shows the whole posting: paragraphs, requirements, salary, deadline, type, category, place, company, posted', async () => {
    renderJob(jobDetail())
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Accountant' })).toBeInTheDocument()
    const description = screen.getByRole('region', { name: 'Job Description' })
    expect(
      within(description)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['We are growing our finance team.\nBased at our Westlands office.', 'You will own the close.'])
    expect(
      within(screen.getByTestId('job-requirements'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CPA (K)', 'Five years of experience'])
    const summary = screen.getByRole('complementary', { name: 'Job summary' })
    for (const text of [
      'KSh 120,000 - 150,000 a month',
      'Safaricom PLC',
      'Westlands, Nairobi',
      'Full-time · Finance & Accounting',
      '2 days ago',
      'Apply by 15 Dec 2099',
    ])
      expect(summary).toHaveTextContent(text)
    expect(screen.queryByTestId('job-closed')).not.toBeInTheDocument()
  })

  it('says plainly when a job is closed, and offers no form', async () => {
    renderJob(jobDetail({ status: 'closed' }))
    expect(await screen.findByTestId('job-closed')).toHaveTextContent(
      'This job is no longer accepting applications.',
    )
    expect(screen.queryByLabelText('Your CV')).not.toBeInTheDocument()
  })

  it('a job that does not exist (or was removed) is a clear Job Not Found', async () => {
    renderJob(apiError(404, 'jobs.not_found', 'Job not found.'))
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs')
  })

  it('signed out, Apply Now sends the visitor to sign in and back to the form', async () => {
    const { router } = renderJob(jobDetail(), { signedOut: true })
    const panel = await screen.findByRole('region', { name: 'Apply for this job' })
    expect(within(panel).queryByLabelText('Your CV')).not.toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply Now' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth')
    expect(router.state.location.state).toEqual({
      from: '/jobs/job-1#apply',
      message: 'Please sign in to apply for this job.',
    })
  })

  it('checks the CV before sending: missing, not PDF or Word, over 5 MB; nothing reaches the server', async () => {
    const { fetchMock } = renderJob(jobDetail())
    const user = userEvent.setup({ applyAccept: false })
    const send = await screen.findByRole('button', { name: 'Send Application' })
    const cv = screen.getByLabelText('Your CV')
    expect(cv).toHaveAttribute('accept', expect.stringContaining('.pdf,.doc,.docx'))

    await user.click(send)
    expect(cv).toHaveAccessibleDescription(expect.stringContaining('Please attach your CV (PDF or Word).'))
    await user.upload(cv, new File(['png'], 'photo.png', { type: 'image/png' }))
    expect(cv).toHaveAccessibleDescription(expect.stringContaining('Your CV must be a PDF or Word document.'))
    await user.upload(cv, pdf('cv.pdf', 5 * 1024 * 1024 + 1))
    expect(cv).toHaveAccessibleDescription(expect.stringContaining('Your CV must be 5 MB or smaller.'))
    await user.click(send)
    expect(callsTo(fetchMock, 'POST', '/api/jobs')).toEqual([])
  })

  it('sends the cover note and the CV as multipart, shows it pending, then the sent message and the status', async () => {
    let answer: (response: Response) => void = () => {}
    const { fetchMock } = renderJob(jobDetail(), {
      post: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const user = userEvent.setup()
    await user.type(
      await screen.findByLabelText('Cover note (optional)'),
      'I closed the books at KCB for five years.',
    )
    await user.upload(screen.getByLabelText('Your CV'), pdf())
    await user.click(screen.getByRole('button', { name: 'Send Application' }))

    const pending = await screen.findByRole('button', { name: 'Sending application...' })
    expect(pending).toBeDisabled()
    const body = callsTo(fetchMock, 'POST', '/api/jobs/job-1/applications')[0]?.[1]?.body as FormData
    expect(body.get('cover_note')).toBe('I closed the books at KCB for five years.')
    expect((body.get('cv') as File).name).toBe('wanjiku-cv.pdf')

    answer(json(myApplication(), 201))
    expect(await screen.findByText('Application sent! The employer will review it.')).toBeInTheDocument()
    expect(screen.getByTestId('application-status')).toHaveTextContent('Received')
    expect(screen.queryByLabelText('Your CV')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/jobs/applications',
    )
  })

  it("shows the server's word: a CV refusal under the field, anything else above the button", async () => {
    let refusal = apiError(400, 'jobs.cv_type', 'Your CV must be a PDF or Word document.')
    renderJob(jobDetail(), { post: async () => refusal })
    const user = userEvent.setup()
    const cv = await screen.findByLabelText('Your CV')
    await user.upload(cv, pdf('renamed-photo.pdf'))
    await user.click(screen.getByRole('button', { name: 'Send Application' }))
    await waitFor(() =>
      expect(cv).toHaveAccessibleDescription(
        expect.stringContaining('Your CV must be a PDF or Word document.'),
      ),
    )

    refusal = apiError(409, 'jobs.own_job', 'You cannot apply to your own job.')
    await user.upload(cv, pdf())
    await user.click(screen.getByRole('button', { name: 'Send Application' }))
    expect(await screen.findByTestId('apply-error')).toHaveTextContent('You cannot apply to your own job.')
  })

  it('shows the viewer their application and its status instead of the form when they already applied', async () => {
    renderJob(jobDetail({ my_application: myApplication({ status: 'rejected' }) }))
    const state = await screen.findByTestId('application-mine')
    expect(within(state).getByTestId('application-status')).toHaveTextContent('Not selected')
    expect(state).toHaveTextContent('Applied on 20 Nov 2026')
    expect(screen.queryByText('Application sent! The employer will review it.')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Your CV')).not.toBeInTheDocument()
  })

  it("the job's owner gets the way to its applicants instead", async () => {
    renderJob(jobDetail({ is_owner: true, applications_count: 3 }))
    expect(await screen.findByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/employer-dashboard?tab=applicants&job=job-1',
    )
    expect(screen.queryByLabelText('Your CV')).not.toBeInTheDocument()
  })
})
