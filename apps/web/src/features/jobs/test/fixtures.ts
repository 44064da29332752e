import type { JobCard, JobDetail, MyApplication } from '../job-types'

export function jobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    id: 'job-1',
    title: 'Senior Accountant',
    company: 'Safaricom PLC',
    category: 'Finance & Accounting',
    job_type: 'full_time',
    location: 'Westlands, Nairobi',
    salary: 'KSh 120,000 - 150,000 a month',
    summary: 'Lead the monthly close and the audit.',
    status: 'open',
    deadline: '2099-12-15',
    created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  }
}

export function myApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 'app-1',
    job_id: 'job-1',
    job_title: 'Senior Accountant',
    company: 'Safaricom PLC',
    status: 'received',
    cover_note: 'Five years of audit work at a Big Four firm.',
    cv_file_name: 'wanjiku-cv.pdf',
    cv_url: '/api/job-applications/app-1/cv',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  }
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobCard(),
    description:
      'We are growing our finance team.\nBased at our Westlands office.\n\nYou will own the close.',
    requirements: ['CPA (K)', 'Five years of experience'],
    how_to_apply: null,
    applications_count: null,
    is_owner: false,
    my_application: null,
    ...overrides,
  }
}
