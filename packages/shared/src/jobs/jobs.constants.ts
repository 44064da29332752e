// Plain values without zod (spec 001 "Jobs", sections 3, 4, 7; issue 16, decision 023), so a screen that needs
// only these does not load zod.

/** `jobs.job_type`. */
export const jobTypes = ['full_time', 'part_time', 'contract', 'internship', 'temporary'] as const
export type JobType = (typeof jobTypes)[number]
export const jobTypeLabels: Readonly<Record<JobType, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
}

/** `jobs.category`: a fixed list, so the filter and the employer's form agree. */
export const jobCategories = [
  'Technology',
  'Finance & Accounting',
  'Sales & Marketing',
  'Healthcare',
  'Education',
  'Hospitality',
  'Engineering',
  'Agriculture',
  'Customer Service',
  'Logistics & Transport',
  'Administration',
  'Creative & Media',
  'Construction',
  'Security',
  'NGO & Development',
] as const
export type JobCategory = (typeof jobCategories)[number]

/**
 * `jobs.status`: `open` (listed until its deadline), `closed` (by the employer, an admin, or the deadline
 * sweep; its page still opens), `removed` (an admin took it down, audited; its page is 404 to the public).
 */
export const jobStatuses = ['open', 'closed', 'removed'] as const
export type JobStatus = (typeof jobStatuses)[number]

/** `job_applications.status`. */
export const applicationStatuses = [
  'received',
  'shortlisted',
  'interview',
  'offered',
  'rejected',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]
/** The employer's moves (each notifies the applicant); `withdrawn` is the applicant's own. */
export const employerApplicationMoves: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  received: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'offered', 'rejected'],
  interview: ['offered', 'rejected'],
  offered: [],
  rejected: [],
  withdrawn: [],
}
/** The applicant may withdraw while the application is still being considered. */
export const withdrawableStatuses: readonly ApplicationStatus[] = ['received', 'shortlisted', 'interview']

export const JOBS_PAGE_SIZE = 12
export const JOBS_PAGE_SIZE_MAX = 48
/** A CV: PDF or Word (.doc, .docx), the type read from the bytes, at most 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const COVER_NOTE_MAX = 3000

/** What the screens and the API say (English; the Swahili screens translate the screen ones). */
export const jobsMessages = {
  jobNotFound: 'Job not found.',
  jobClosed: 'This job is no longer accepting applications.',
  notEmployer:
    'Only employers can post jobs: an approved vendor or service provider, or an account an administrator made an employer.',
  ownJob: 'You cannot apply to your own job.',
  alreadyApplied: 'You have already applied for this job.',
  cvMissing: 'Please attach your CV (PDF or Word).',
  cvType: 'Your CV must be a PDF or Word document.',
  cvTooLarge: 'Your CV must be 5 MB or smaller.',
  applicationNotFound: 'Application not found.',
  badMove: 'This application cannot move to that status.',
  cannotWithdraw: 'This application can no longer be withdrawn.',
  cannotReopen: 'Set a deadline in the future before reopening this job.',
  deadlinePast: 'The deadline cannot be before today.',
  applied: 'Application sent! The employer will review it.',
  employerNotFound: 'No account uses that e-mail address.',
} as const
