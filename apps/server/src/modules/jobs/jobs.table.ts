import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { applicationStatuses, jobStatuses } from '@soko/shared/jobs/jobs.constants'
import { newId } from '../../lib/ids'
import { users } from '../auth/auth.table'

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * A job posting (spec 001 section 3; issue 16). Listed while `status` is open and the deadline (a Nairobi date,
 * inclusive) has not passed; the `jobs.close_expired` sweep closes it after.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    /** Who posted it (an employer); null for jobs whose poster's account is gone. */
    employerId: uuid('employer_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    company: text('company'),
    category: text('category'),
    jobType: text('job_type'),
    description: text('description').notNull().default(''),
    requirements: jsonb('requirements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    howToApply: text('how_to_apply'),
    location: text('location'),
    salary: text('salary'),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jobs_status_valid', sql`${table.status} in (${inList(jobStatuses)})`),
    index('jobs_listed_idx').on(table.status, table.createdAt),
    index('jobs_employer_idx').on(table.employerId, table.createdAt),
    index('jobs_search_trgm_idx').using(
      'gin',
      sql`(${table.title} || ' ' || coalesce(${table.company}, '') || ' ' || coalesce(${table.category}, '')) gin_trgm_ops`,
    ),
  ],
)

/**
 * An application to a job with its CV (a private document: only the applicant, the job's employer and admins
 * download it). One per job per user: a unique index.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverNote: text('cover_note'),
    cvStorageKey: text('cv_storage_key').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    cvContentType: text('cv_content_type').notNull(),
    cvSizeBytes: integer('cv_size_bytes').notNull(),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('job_applications_status_valid', sql`${table.status} in (${inList(applicationStatuses)})`),
    uniqueIndex('job_applications_one_per_user').on(table.jobId, table.applicantId),
    index('job_applications_applicant_idx').on(table.applicantId, table.createdAt),
    index('job_applications_job_idx').on(table.jobId, table.createdAt),
  ],
)

/** Accounts an admin made employers (decision 023); approved vendors and providers are employers without a row. */
export const employers = pgTable('employers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull(),
  grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
