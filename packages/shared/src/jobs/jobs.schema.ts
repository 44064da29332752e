import { z } from 'zod'

import {
  applicationStatuses,
  COVER_NOTE_MAX,
  jobCategories,
  JOBS_PAGE_SIZE,
  JOBS_PAGE_SIZE_MAX,
  jobStatuses,
  jobTypes,
} from './jobs.constants'

export * from './jobs.constants'

// The jobs API (issue 16, docs/jobs-api.md). Fields are snake_case like spec 001 section 3; `salary` stays the
// spec's free text ("KSh 80,000 - 120,000 a month"); dates are 'YYYY-MM-DD', Nairobi time.

export const jobTypeSchema = z.enum(jobTypes)
export const jobCategorySchema = z.enum(jobCategories)
export const jobStatusSchema = z.enum(jobStatuses)
export const applicationStatusSchema = z.enum(applicationStatuses)
const emptyToUndefined = (value: unknown) => (value === '' || value === 'all' ? undefined : value)
/** A real calendar day ('2025-02-30' is refused here, never by the database). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'Invalid date')

// ---------------------------------------------------------------------------------------------------------------
// Public list and detail

/** GET /api/jobs: open jobs whose deadline has not passed, newest first. */
export const jobListQuerySchema = z.object({
  /** Title, company or category; case-insensitive, partial (001 "Jobs"). */
  search: z.string().trim().max(100).optional(),
  job_type: z.preprocess(emptyToUndefined, jobTypeSchema.optional()),
  category: z.preprocess(emptyToUndefined, jobCategorySchema.optional()),
  /** Partial match on the location ("Nairobi", "Westlands"). */
  location: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(JOBS_PAGE_SIZE_MAX).default(JOBS_PAGE_SIZE),
})
export type JobListQuery = z.infer<typeof jobListQuerySchema>

export const jobCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  category: z.string().nullable(),
  job_type: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.string().nullable(),
  /** The first 200 characters of the description. */
  summary: z.string(),
  status: jobStatusSchema,
  deadline: z.string().nullable(),
  created_at: z.string(),
})
export type JobCard = z.infer<typeof jobCardSchema>
export const jobPageSchema = z.object({
  items: z.array(jobCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type JobPage = z.infer<typeof jobPageSchema>

export const myApplicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  company: z.string().nullable(),
  status: applicationStatusSchema,
  cover_note: z.string().nullable(),
  cv_file_name: z.string(),
  /** GET /api/job-applications/:id/cv */
  cv_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type MyApplication = z.infer<typeof myApplicationSchema>
export const myApplicationListSchema = z.object({ items: z.array(myApplicationSchema) })

/** GET /api/jobs/:id: the whole posting. */
export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  how_to_apply: z.string().nullable(),
  applications_count: z.number().int().nullable(),
  /** True when the signed-in viewer posted it (they see applicants in the employer dashboard). */
  is_owner: z.boolean(),
  /** The signed-in viewer's application, or null. */
  my_application: myApplicationSchema.nullable(),
})
export type JobDetail = z.infer<typeof jobDetailSchema>

/** POST /api/jobs/:id/applications is multipart: field `cover_note` (text, optional) and file `cv`. */
export const applicationFieldsSchema = z.object({
  cover_note: z.string().trim().max(COVER_NOTE_MAX).optional(),
})

// ---------------------------------------------------------------------------------------------------------------
// The employer's dashboard (/api/employer-dashboard)

const requirementsSchema = z.array(z.string().trim().min(1).max(200)).max(30)

export const jobInputSchema = z.object({
  title: z.string().trim().min(3).max(120),
  company: z.string().trim().min(2).max(120),
  category: jobCategorySchema,
  job_type: jobTypeSchema,
  location: z.string().trim().min(2).max(120),
  salary: z.string().trim().max(80).nullable().optional(),
  description: z.string().trim().min(20).max(8000),
  requirements: requirementsSchema.default([]),
  how_to_apply: z.string().trim().max(500).nullable().optional(),
  /** The last day applications are taken (Nairobi); null: until closed by hand. Not before today. */
  deadline: isoDate.nullable().optional(),
})
export type JobInput = z.infer<typeof jobInputSchema>
/** Only the fields sent change: `requirements` has no default here, so a PATCH without it keeps the list. */
export const jobUpdateSchema = jobInputSchema
  .partial()
  .extend({ requirements: requirementsSchema.optional() })

export const employerJobSchema = jobDetailSchema
  .omit({ is_owner: true, my_application: true, applications_count: true })
  .extend({
    applications_count: z.number().int(),
    /** Applications still `received` (not yet looked at). */
    new_applications: z.number().int(),
  })
export type EmployerJob = z.infer<typeof employerJobSchema>
export const employerJobListSchema = z.object({ items: z.array(employerJobSchema) })

export const employerApplicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  status: applicationStatusSchema,
  cover_note: z.string().nullable(),
  cv_file_name: z.string(),
  cv_url: z.string(),
  applicant: z.object({
    id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
})
export type EmployerApplication = z.infer<typeof employerApplicationSchema>
export const employerApplicationListSchema = z.object({ items: z.array(employerApplicationSchema) })
/** POST /api/employer-dashboard/applications/:id/status: one of employerApplicationMoves[current]. */
export const applicationMoveSchema = z.object({ status: applicationStatusSchema })

export const employerDashboardSchema = z.object({
  employer: z.object({
    /** Why this user may post: an approved vendor, an approved provider profile, or an admin's grant. */
    source: z.enum(['vendor', 'provider', 'admin']),
    /** The company name the post form starts with. */
    company: z.string().nullable(),
  }),
  stats: z.object({
    open_jobs: z.number().int(),
    applications: z.number().int(),
    new_applications: z.number().int(),
  }),
})
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>

// ---------------------------------------------------------------------------------------------------------------
// Admin (/api/admin/jobs, /api/admin/employers)

export const adminJobsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.preprocess(emptyToUndefined, jobStatusSchema.optional()),
})
export const adminJobSchema = jobCardSchema.extend({
  employer_name: z.string().nullable(),
  employer_email: z.string().nullable(),
  applications_count: z.number().int(),
})
export type AdminJob = z.infer<typeof adminJobSchema>
export const adminJobListSchema = z.object({ items: z.array(adminJobSchema), total: z.number().int() })

export const adminEmployerSchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  granted_at: z.string(),
})
export type AdminEmployer = z.infer<typeof adminEmployerSchema>
export const adminEmployerListSchema = z.object({ items: z.array(adminEmployerSchema) })
/** POST /api/admin/employers (audited): make the account with this e-mail an employer. */
export const grantEmployerSchema = z.object({
  email: z.string().trim().min(3).max(254),
  company: z.string().trim().min(2).max(120),
})
