import { expect, test } from '@playwright/test'
import { newUser, signUpWithApi } from './helpers/accounts'
import { newApprovedProvider, pdfCv } from './helpers/listings'
import { originHeaders } from './helpers/providers'
import { expectNoSeriousA11yViolations } from './helpers/shell'
import { suppressPopups } from './helpers/shop'

// Issue 16, spec 001 "Jobs", docs/jobs-api.md: an approved vendor (an employer, decision 023) posts a job; a
// customer on a phone finds it, applies with a PDF CV and follows the employer's shortlisting live; a third
// user cannot download the CV.

const phone = { width: 360, height: 740 }

test.beforeEach(async ({ page }) => {
  await suppressPopups(page)
})

test('a customer finds a job, applies with a PDF CV, the employer shortlists in another browser and the applicant sees it live; the CV stays private', async ({
  page: applicant,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const employer = await newApprovedProvider(browser, playwright, baseURL!, 'vendor')
  const title = `Mobile Money Analyst ${Date.now().toString(36)}`
  const posted = await employer.page.request.post('/api/employer-dashboard/jobs', {
    headers: originHeaders(),
    data: {
      title,
      company: 'Kazi Bora Ltd',
      category: 'Finance & Accounting',
      job_type: 'full_time',
      location: 'Westlands, Nairobi',
      salary: 'KSh 90,000 - 130,000 a month',
      description:
        'Reconcile M-Pesa collections for our merchants every day.\n\nWork with the finance team in Westlands.',
      requirements: ['A degree in finance or accounting', 'Two years of reconciliation work'],
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const job = (await posted.json()) as { id: string }

  // The applicant, on a phone, searches the board (spec: over title, company and category).
  await applicant.setViewportSize(phone)
  const user = await signUpWithApi(applicant.request, newUser('applicant'))
  await applicant.goto('/jobs')
  await expect(applicant.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
  await applicant.getByRole('searchbox', { name: 'Search jobs' }).fill(title)
  await expect(applicant).toHaveURL(/search=/)
  // The search's own answer: only this job (the newest one is also on the unfiltered first page).
  await expect(applicant.getByRole('article')).toHaveCount(1, { timeout: 15_000 })
  const card = applicant.getByRole('article').filter({ hasText: title })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Kazi Bora Ltd')
  await expect(card.getByRole('link', { name: `Apply Now for ${title}` })).toBeVisible()
  await expectNoSeriousA11yViolations(applicant)
  await card.getByRole('link', { name: `Apply Now for ${title}` }).click()

  await expect(applicant).toHaveURL(new RegExp(`/jobs/${job.id}`))
  await expect(applicant.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(applicant.getByText('Reconcile M-Pesa collections')).toBeVisible()
  await expect(applicant.getByText('Two years of reconciliation work')).toBeVisible()
  await applicant
    .getByLabel('Cover note (optional)')
    .fill('I reconciled Lipa na M-Pesa tills for three years.')
  await applicant.getByLabel('Your CV').setInputFiles(pdfCv('Amina-CV.pdf'))
  await expectNoSeriousA11yViolations(applicant)
  await applicant.getByRole('button', { name: 'Send Application' }).click()
  await expect(applicant.getByText('Application sent! The employer will review it.').first()).toBeVisible()
  const status = applicant.getByTestId('application-status')
  await expect(status).toHaveText('Received')
  await applicant.evaluate(() => {
    ;(window as unknown as { liveMark: string }).liveMark = 'unchanged'
  })

  // The employer, in a browser of their own, shortlists.
  await employer.page.goto('/employer-dashboard')
  await expect(employer.page.getByRole('heading', { name: 'Employer Dashboard', level: 1 })).toBeVisible()
  await employer.page.getByRole('tab', { name: 'Applicants' }).click()
  const applicantCard = employer.page
    .getByRole('listitem')
    .filter({ has: employer.page.getByRole('heading', { name: user.name }) })
  await expect(applicantCard).toBeVisible({ timeout: 15_000 })
  await expect(applicantCard).toContainText('I reconciled Lipa na M-Pesa tills')
  await expect(applicantCard.getByRole('link', { name: /Download CV/ })).toBeVisible()
  await expectNoSeriousA11yViolations(employer.page)
  await applicantCard.getByRole('button', { name: `Shortlist ${user.name}` }).click()
  await expect(applicantCard).toContainText('Shortlisted')

  // The applicant's page follows without a reload.
  await expect(status).toHaveText('Shortlisted', { timeout: 20_000 })
  expect(await applicant.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe(
    'unchanged',
  )

  // My applications lists it; the CV opens for its owner, and is a 404 to anyone else.
  await applicant.goto('/jobs/applications')
  const mine = applicant.getByTestId('application-list').getByRole('listitem').filter({ hasText: title })
  await expect(mine).toContainText('Shortlisted')
  await expectNoSeriousA11yViolations(applicant)
  const applications = (await (await applicant.request.get('/api/job-applications/mine')).json()) as {
    items: { job_id: string; cv_url: string }[]
  }
  const cvUrl = applications.items.find((item) => item.job_id === job.id)!.cv_url
  const own = await applicant.request.get(cvUrl)
  expect(own.status()).toBe(200)
  expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-')
  const stranger = await playwright.request.newContext({ baseURL })
  await signUpWithApi(stranger, newUser('stranger'))
  expect((await stranger.get(cvUrl)).status()).toBe(404)
  await stranger.dispose()
  await employer.page.context().close()
})
