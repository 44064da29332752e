import { nairobiToday } from '@/lib/job-labels'
import { jobCategories, jobTypes, type JobCategory, type JobType } from '@soko/shared/jobs/jobs.constants'
import type { EmployerJob, JobInput } from './api/employer-types'

// The post-a-job form's values as the inputs hold them (strings; the requirements one a line), the checks the
// browser makes before sending (the limits of jobInputSchema; the server checks again and has the last word),
// and the body sent.

export interface JobFormValues {
  title: string
  company: string
  category: JobCategory | ''
  job_type: JobType | ''
  location: string
  salary: string
  description: string
  /** One requirement a line. */
  requirements: string
  how_to_apply: string
  /** 'YYYY-MM-DD' or '' (open until closed by hand). */
  deadline: string
}

export const jobLimits = {
  title: { min: 3, max: 120 },
  company: { min: 2, max: 120 },
  location: { min: 2, max: 120 },
  salary: { max: 80 },
  description: { min: 20, max: 8000 },
  requirement: { max: 200 },
  requirements: { max: 30 },
  howToApply: { max: 500 },
} as const

export function jobFormValues(job: EmployerJob | null, company: string | null): JobFormValues {
  return {
    title: job?.title ?? '',
    company: job?.company ?? company ?? '',
    category:
      job?.category && (jobCategories as readonly string[]).includes(job.category)
        ? (job.category as JobCategory)
        : '',
    job_type:
      job?.job_type && (jobTypes as readonly string[]).includes(job.job_type)
        ? (job.job_type as JobType)
        : '',
    location: job?.location ?? '',
    salary: job?.salary ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements.join('\n') ?? '',
    how_to_apply: job?.how_to_apply ?? '',
    deadline: job?.deadline ?? '',
  }
}

/** The requirements typed one a line, without empty lines or the bullets people paste ("- ", "• "). */
export function requirementLines(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean)
}

/** A text of `min` to `max` characters once trimmed. */
export const validLength = (value: string, { min = 0, max }: { min?: number; max: number }) =>
  value.trim().length >= min && value.trim().length <= max

/** The requirements: at most 30, each at most 200 characters. */
export function requirementsProblem(text: string): 'tooMany' | 'tooLong' | null {
  const lines = requirementLines(text)
  if (lines.length > jobLimits.requirements.max) return 'tooMany'
  if (lines.some((line) => line.length > jobLimits.requirement.max)) return 'tooLong'
  return null
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** Empty (no deadline), or a real date not before today in Nairobi. */
export function deadlineProblem(value: string, now = new Date()): 'invalid' | 'past' | null {
  if (value === '') return null
  if (!isoDate.test(value)) return 'invalid'
  const parsed = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return 'invalid'
  return value < nairobiToday(now) ? 'past' : null
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function jobInput(values: JobFormValues): JobInput {
  return {
    title: values.title.trim(),
    company: values.company.trim(),
    category: values.category as JobCategory,
    job_type: values.job_type as JobType,
    location: values.location.trim(),
    salary: orNull(values.salary),
    description: values.description.trim(),
    requirements: requirementLines(values.requirements),
    how_to_apply: orNull(values.how_to_apply),
    deadline: values.deadline || null,
  }
}

/** An edit sends only what changed (an old deadline left as it is is not checked again). */
export function changedFields(before: JobInput, after: JobInput): Partial<JobInput> {
  const patch: Partial<JobInput> = {}
  for (const key of Object.keys(after) as (keyof JobInput)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      Object.assign(patch, { [key]: after[key] })
  }
  return patch
}
