import { nairobiToday } from '@/lib/job-labels'
import { CV_MAX_BYTES, type JobDetail } from './job-types'

/**
 * Whether the job still takes applications: open and its deadline not passed. The deadline sweep closes it
 * later; the page must not offer the form in between (the server would answer 409 jobs.closed).
 */
export function isAcceptingApplications(job: Pick<JobDetail, 'status' | 'deadline'>, now = new Date()) {
  return job.status === 'open' && (job.deadline === null || job.deadline >= nairobiToday(now))
}

/** A description's paragraphs: blank lines part them; single line breaks stay inside one. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

const cvExtensions = ['.pdf', '.doc', '.docx']

/**
 * The quick check before a CV is sent: a PDF or Word file name, at most 5 MB. Only a first word: the server
 * reads the type from the bytes and has the last say (jobs.cv_type, jobs.cv_too_large).
 */
export function cvProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | null {
  const name = file.name.toLowerCase()
  if (!cvExtensions.some((extension) => name.endsWith(extension))) return 'type'
  if (file.size > CV_MAX_BYTES) return 'size'
  return null
}
