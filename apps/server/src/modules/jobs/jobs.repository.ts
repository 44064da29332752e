import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { ApplicationStatus, JobStatus } from '@soko/shared/jobs/jobs.constants'
import type { Db } from '../../db/client'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import { employers, jobApplications, jobs } from './jobs.table'

export type JobRow = typeof jobs.$inferSelect
export type NewJob = typeof jobs.$inferInsert
export type ApplicationRow = typeof jobApplications.$inferSelect
export type NewApplication = typeof jobApplications.$inferInsert

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** What the search reads: the expression of the trigram index `jobs_search_trgm_idx`. */
const searchText = sql`(${jobs.title} || ' ' || coalesce(${jobs.company}, '') || ' ' || coalesce(${jobs.category}, ''))`

/** Listed: open, and the deadline (a Nairobi day, inclusive) not before `today`. */
const listed = (today: string) =>
  and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, today)))

/** A person as another person sees them: the profile's name (else the account's), e-mail and phone. */
const personName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`
const personPhone = sql<string | null>`coalesce(${profiles.phone}, ${users.phoneNumber})`

const applicationsOfJob = sql<number>`(select count(*)::int from ${jobApplications} a where a.job_id = ${jobs.id})`
const newApplicationsOfJob = sql<number>`(select count(*)::int from ${jobApplications} a
  where a.job_id = ${jobs.id} and a.status = 'received')`

/** The employer's view of an application: it, its job's title, the applicant. */
const employerApplicationColumns = {
  application: jobApplications,
  jobTitle: jobs.title,
  jobCompany: jobs.company,
  applicantName: personName,
  applicantEmail: users.email,
  applicantPhone: personPhone,
}

/** Jobs, applications and employer grants; every query takes its executor (a transaction or the pool). */
export const jobsRepository = {
  // ---- public list and detail

  async listed(
    tx: Db,
    filters: { today: string; search?: string; jobType?: string; category?: string; location?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      listed(filters.today),
      filters.search ? sql`${searchText} ilike ${contains(filters.search)}` : undefined,
      filters.jobType ? eq(jobs.jobType, filters.jobType) : undefined,
      filters.category ? eq(jobs.category, filters.category) : undefined,
      filters.location ? ilike(jobs.location, contains(filters.location)) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(jobs).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async job(tx: Db, id: string) {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id))
    return row
  },

  async applicationsCount(tx: Db, jobId: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId))
    return row?.n ?? 0
  },

  /** Open, listed jobs newest first (the billboard's share). */
  newestListed(tx: Db, today: string, limit: number) {
    return tx
      .select()
      .from(jobs)
      .where(listed(today))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit)
  },

  // ---- applications (the applicant's side)

  async insertApplication(tx: Db, values: NewApplication) {
    const [row] = await tx.insert(jobApplications).values(values).returning()
    return row!
  },

  /** Applications with their job's title and company, filtered; newest first. */
  applicationsWithJob(tx: Db, where: SQL | undefined) {
    return tx
      .select({ application: jobApplications, job: { title: jobs.title, company: jobs.company } })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
  },
  byApplicant: (applicantId: string) => eq(jobApplications.applicantId, applicantId),
  byId: (id: string) => eq(jobApplications.id, id),
  byJobAndApplicant: (jobId: string, applicantId: string) =>
    and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, applicantId)),

  /** An application with what deciding on it needs: its job's employer, title, company and status. */
  async applicationAndJob(tx: Db, id: string) {
    const [row] = await tx
      .select({
        application: jobApplications,
        job: { employerId: jobs.employerId, title: jobs.title, company: jobs.company, status: jobs.status },
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobApplications.id, id))
    return row
  },

  /** The one guarded move: only while the application is still in one of `from`. */
  async moveApplication(tx: Db, id: string, from: readonly ApplicationStatus[], to: ApplicationStatus) {
    const [row] = await tx
      .update(jobApplications)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(jobApplications.id, id), inArray(jobApplications.status, [...from])))
      .returning()
    return row
  },

  storageKeysOfApplicant(tx: Db, applicantId: string) {
    return tx
      .select({ storageKey: jobApplications.cvStorageKey })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, applicantId))
  },

  /** My activity: the user's applications, newest first, before a (created_at ms, id) cursor. */
  activity(tx: Db, applicantId: string, limit: number, before?: { date: Date; id: string }) {
    const created = sql`date_trunc('milliseconds', ${jobApplications.createdAt})`
    return tx
      .select({ application: jobApplications, job: { title: jobs.title, company: jobs.company } })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(
          eq(jobApplications.applicantId, applicantId),
          before
            ? sql`(${created}, ${jobApplications.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(created), desc(jobApplications.id))
      .limit(limit)
  },

  // ---- the employer's jobs and applications

  /** The employer's jobs (every status but removed) with their application counts, newest first. */
  employerJobs(tx: Db, employerId: string, id?: string) {
    return tx
      .select({ job: jobs, applications: applicationsOfJob, newApplications: newApplicationsOfJob })
      .from(jobs)
      .where(
        and(eq(jobs.employerId, employerId), ne(jobs.status, 'removed'), id ? eq(jobs.id, id) : undefined),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
  },

  async insertJob(tx: Db, values: NewJob) {
    const [row] = await tx.insert(jobs).values(values).returning()
    return row!
  },

  async updateJob(tx: Db, id: string, values: Partial<NewJob>) {
    const [row] = await tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning()
    return row
  },

  /** Moves a job between statuses only from one of `from` (closing, reopening, removing). */
  async setJobStatus(tx: Db, id: string, from: readonly JobStatus[], to: JobStatus) {
    const [row] = await tx
      .update(jobs)
      .set({ status: to, closedAt: to === 'open' ? null : new Date(), updatedAt: new Date() })
      .where(and(eq(jobs.id, id), inArray(jobs.status, [...from])))
      .returning()
    return row
  },

  /** Applications to one job, oldest first. */
  applicationsOfJob(tx: Db, jobId: string) {
    return tx
      .select(employerApplicationColumns)
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.applicantId))
      .leftJoin(profiles, eq(profiles.id, jobApplications.applicantId))
      .where(eq(jobApplications.jobId, jobId))
      .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
  },

  /** Applications to the employer's jobs (removed ones aside), one of them or all, newest first. */
  applicationsOfEmployer(tx: Db, employerId: string, filters: { status?: ApplicationStatus; id?: string }) {
    return tx
      .select(employerApplicationColumns)
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(users, eq(users.id, jobApplications.applicantId))
      .leftJoin(profiles, eq(profiles.id, jobApplications.applicantId))
      .where(
        and(
          eq(jobs.employerId, employerId),
          ne(jobs.status, 'removed'),
          filters.status ? eq(jobApplications.status, filters.status) : undefined,
          filters.id ? eq(jobApplications.id, filters.id) : undefined,
        ),
      )
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
  },

  async employerStats(tx: Db, employerId: string) {
    const [row] = await tx
      .select({
        openJobs: sql<number>`count(distinct ${jobs.id}) filter (where ${jobs.status} = 'open')`,
        applications: sql<number>`count(${jobApplications.id})`,
        newApplications: sql<number>`count(${jobApplications.id}) filter (where ${jobApplications.status} = 'received')`,
      })
      .from(jobs)
      .leftJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(and(eq(jobs.employerId, employerId), ne(jobs.status, 'removed')))
    return {
      openJobs: Number(row?.openJobs ?? 0),
      applications: Number(row?.applications ?? 0),
      newApplications: Number(row?.newApplications ?? 0),
    }
  },

  /** The name a notice gives the applicant. */
  async personName(tx: Db, userId: string) {
    const [row] = await tx
      .select({ name: personName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row?.name ?? null
  },

  // ---- the deadline sweep

  /** Open jobs whose last day was before `today` become closed; answers how many. */
  async closeExpired(tx: Db, today: string) {
    const rows = await tx
      .update(jobs)
      .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(jobs.status, 'open'), lt(jobs.deadline, today)))
      .returning({ id: jobs.id })
    return rows.length
  },

  // ---- admin

  async adminJobs(tx: Db, filters: { search?: string; status?: JobStatus; id?: string }, limit: number) {
    const where = and(
      filters.id ? eq(jobs.id, filters.id) : undefined,
      filters.search
        ? or(
            sql`${searchText} ilike ${contains(filters.search)}`,
            ilike(users.email, contains(filters.search)),
          )
        : undefined,
      filters.status ? eq(jobs.status, filters.status) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          job: jobs,
          employerName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
          employerEmail: users.email,
          applications: applicationsOfJob,
        })
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.employerId))
        .leftJoin(profiles, eq(profiles.id, jobs.employerId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit),
      tx.select({ n: count() }).from(jobs).leftJoin(users, eq(users.id, jobs.employerId)).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  employers(tx: Db, userId?: string) {
    return tx
      .select({ employer: employers, name: personName, email: users.email })
      .from(employers)
      .innerJoin(users, eq(users.id, employers.userId))
      .leftJoin(profiles, eq(profiles.id, employers.userId))
      .where(userId ? eq(employers.userId, userId) : undefined)
      .orderBy(desc(employers.createdAt), desc(employers.userId))
  },

  async employer(tx: Db, userId: string) {
    const [row] = await tx.select().from(employers).where(eq(employers.userId, userId))
    return row
  },

  async userByEmail(tx: Db, email: string) {
    const [row] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    return row
  },

  async upsertEmployer(tx: Db, values: typeof employers.$inferInsert) {
    await tx
      .insert(employers)
      .values(values)
      .onConflictDoUpdate({
        target: employers.userId,
        set: { company: values.company, grantedBy: values.grantedBy },
      })
  },

  async deleteEmployer(tx: Db, userId: string) {
    const [row] = await tx.delete(employers).where(eq(employers.userId, userId)).returning()
    return row
  },
}
