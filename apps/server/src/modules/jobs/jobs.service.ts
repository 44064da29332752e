import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  ADVERT_DESCRIPTION_MAX,
  ADVERT_TITLE_MAX,
  truncate,
  type Advert,
} from '@soko/shared/adverts/advert.schema'
import {
  CV_MAX_BYTES,
  employerApplicationMoves,
  withdrawableStatuses,
  type ApplicationStatus,
  type JobStatus,
} from '@soko/shared/jobs/jobs.constants'
import type {
  AdminEmployer,
  AdminJob,
  EmployerApplication,
  EmployerDashboard,
  EmployerJob,
  JobCard,
  JobDetail,
  JobInput,
  JobListQuery,
  JobPage,
  jobUpdateSchema,
  MyApplication,
} from '@soko/shared/jobs/jobs.schema'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import { cleanFileName, createDocumentStore } from '../../lib/document-store'
import type { FileStorage } from '../../lib/file-storage'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { auditService } from '../admin/audit.service'
import type { NotificationsService } from '../notifications/notifications.service'
import { providerProfilesService } from '../providers/provider-profiles.service'
import { vendorsService } from '../vendors/vendors.service'
import {
  alreadyApplied,
  applicationNotFound,
  badMove,
  cannotReopen,
  cannotWithdraw,
  cvTooLarge,
  cvType,
  deadlinePast,
  employerNotFound,
  jobClosed,
  jobNotFound,
  notEmployer,
  ownJob,
} from './jobs.errors'
import { applicantMoveNotice, newApplicationNotice, withdrawnNotice } from './jobs.notices'
import { jobsRepository as repo, type ApplicationRow, type JobRow, type NewJob } from './jobs.repository'

type Actor = { id: string; name: string; email: string }
type JobUpdate = z.output<typeof jobUpdateSchema>
type EmployerApplicationRow = Awaited<ReturnType<typeof repo.applicationsOfJob>>[number]
type EmployerJobRow = Awaited<ReturnType<typeof repo.employerJobs>>[number]

/** Today in Nairobi, 'YYYY-MM-DD': deadlines are Nairobi days, inclusive. */
export const nairobiToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now)

/** How many rows the admin list shows at most (`total` is exact). */
const ADMIN_LIST_MAX = 200
const SUMMARY_LENGTH = 200

const cvUrl = (applicationId: string) => `/api/job-applications/${applicationId}/cv`

const toCard = (row: JobRow): JobCard => ({
  id: row.id,
  title: row.title,
  company: row.company,
  category: row.category,
  job_type: row.jobType,
  location: row.location,
  salary: row.salary,
  summary: row.description.slice(0, SUMMARY_LENGTH),
  status: row.status as JobStatus,
  deadline: row.deadline,
  created_at: row.createdAt.toISOString(),
})

const toPosting = (row: JobRow) => ({
  ...toCard(row),
  description: row.description,
  requirements: row.requirements,
  how_to_apply: row.howToApply,
})

const toMyApplication = (
  row: ApplicationRow,
  job: { title: string; company: string | null },
): MyApplication => ({
  id: row.id,
  job_id: row.jobId,
  job_title: job.title,
  company: job.company,
  status: row.status as ApplicationStatus,
  cover_note: row.coverNote,
  cv_file_name: row.cvFileName,
  cv_url: cvUrl(row.id),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const toEmployerJob = ({ job, applications, newApplications }: EmployerJobRow): EmployerJob => ({
  ...toPosting(job),
  applications_count: Number(applications),
  new_applications: Number(newApplications),
})

const toEmployerApplication = (row: EmployerApplicationRow): EmployerApplication => ({
  id: row.application.id,
  job_id: row.application.jobId,
  job_title: row.jobTitle,
  status: row.application.status as ApplicationStatus,
  cover_note: row.application.coverNote,
  cv_file_name: row.application.cvFileName,
  cv_url: cvUrl(row.application.id),
  applicant: {
    id: row.application.applicantId,
    full_name: row.applicantName,
    email: row.applicantEmail,
    phone: row.applicantPhone,
  },
  created_at: row.application.createdAt.toISOString(),
  updated_at: row.application.updatedAt.toISOString(),
})

/** The columns of a posting, from the employer's form (undefined: unchanged). */
function jobValues(input: Partial<JobInput>): Partial<NewJob> {
  const values: Partial<NewJob> = {
    title: input.title,
    company: input.company,
    category: input.category,
    jobType: input.job_type,
    location: input.location,
    salary: input.salary === undefined ? undefined : input.salary || null,
    description: input.description,
    requirements: input.requirements,
    howToApply: input.how_to_apply === undefined ? undefined : input.how_to_apply || null,
    deadline: input.deadline,
  }
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

/**
 * Jobs (issue 16, docs/jobs-api.md, decision 023): the public board, applications with a CV in the private
 * document store, the employer's dashboard, the admin's moderation and employer grants, the deadline sweep,
 * My activity and the billboard's job source. Who is an employer is read through the vendors and providers
 * modules' services; this module writes only its own tables.
 */
export function createJobsService({
  db,
  storage,
  notifications,
  isAdmin,
  today = () => nairobiToday(),
}: {
  db: Db
  /** CVs go to its private document store (decision 015). */
  storage: FileStorage
  notifications: Pick<NotificationsService, 'notify'>
  /** Whether the user is an admin (the users module). */
  isAdmin: (userId: string) => Promise<boolean>
  /** Today in Nairobi (tests may move it). */
  today?: () => string
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))
  /** CVs: PDF, Word 97-2003 or .docx, read from the bytes, at most 5 MB. */
  const store = createDocumentStore(storage, {
    maxBytes: CV_MAX_BYTES,
    kinds: ['pdf', 'doc', 'docx'],
    errors: { tooLarge: cvTooLarge, type: cvType },
  })

  /** A job the public may open: any but removed (admins see those too); 404 otherwise. */
  async function visibleJob(id: string, viewerId: string | null) {
    const row = isUuid(id) ? await repo.job(db, id) : undefined
    if (!row) throw jobNotFound()
    if (row.status === 'removed' && !(viewerId && (await isAdmin(viewerId)))) throw jobNotFound()
    return row
  }

  /** 409 unless the job takes applications now (open, deadline not passed) from this user. */
  function assertOpenTo(row: JobRow, userId: string) {
    if (row.status === 'removed') throw jobNotFound()
    if (row.status !== 'open' || (row.deadline !== null && row.deadline < today())) throw jobClosed()
    if (row.employerId === userId) throw ownJob()
  }

  /** 404, 409 closed or 409 own job. */
  async function assertCanApply(userId: string, jobId: string) {
    const row = isUuid(jobId) ? await repo.job(db, jobId) : undefined
    if (!row) throw jobNotFound()
    assertOpenTo(row, userId)
  }

  async function myApplicationTo(jobId: string, userId: string) {
    const [row] = await repo.applicationsWithJob(db, repo.byJobAndApplicant(jobId, userId))
    return row ? toMyApplication(row.application, row.job) : null
  }

  async function notifyEmployer(employerId: string | null, notice: ReturnType<typeof newApplicationNotice>) {
    if (employerId) await notifications.notify(employerId, { ...notice, actionUrl: '/employer-dashboard' })
  }

  /** 403 jobs.not_employer unless an approved active vendor or provider, or granted by an admin. */
  async function employerOf(userId: string): Promise<EmployerDashboard['employer']> {
    const [vendor, providerProfiles, grant] = await Promise.all([
      vendorsService.approvedActiveOf(db, userId),
      providerProfilesService.approvedActiveOf(db, userId),
      repo.employer(db, userId),
    ])
    if (vendor) return { source: 'vendor', company: vendor.businessName }
    const profile = providerProfiles[0]
    if (profile) return { source: 'provider', company: profile.businessName }
    if (grant) return { source: 'admin', company: grant.company }
    throw notEmployer()
  }

  /** The employer's own job, removed ones aside (404 otherwise). */
  async function ownJobRow(employerId: string, id: string) {
    const [row] = isUuid(id) ? await repo.employerJobs(db, employerId, id) : []
    if (!row) throw jobNotFound()
    return row
  }

  async function employerJob(employerId: string, id: string) {
    return toEmployerJob(await ownJobRow(employerId, id))
  }

  function assertDeadline(deadline: string | null | undefined) {
    if (deadline && deadline < today()) throw deadlinePast()
  }

  async function adminJob(id: string): Promise<AdminJob> {
    const { rows } = await repo.adminJobs(db, { id }, 1)
    if (!rows[0]) throw jobNotFound()
    return toAdminJob(rows[0])
  }

  const toAdminJob = (row: Awaited<ReturnType<typeof repo.adminJobs>>['rows'][number]): AdminJob => ({
    ...toCard(row.job),
    employer_name: row.employerName,
    employer_email: row.employerEmail,
    applications_count: Number(row.applications),
  })

  /** An admin's status change of a job (close, remove), audited in the same transaction; idempotent. */
  async function adminSetStatus(actor: Actor, id: string, to: 'closed' | 'removed') {
    if (!isUuid(id)) throw jobNotFound()
    await transaction(async (tx) => {
      const before = await repo.job(tx, id)
      if (!before) throw jobNotFound()
      const from: JobStatus[] = to === 'closed' ? ['open'] : ['open', 'closed']
      const after = await repo.setJobStatus(tx, id, from, to)
      if (!after) return
      await auditService.record(tx, {
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        action: to === 'closed' ? 'job.close' : 'job.remove',
        entityType: 'job',
        entityId: id,
        summary: `${to === 'closed' ? 'Closed' : 'Removed'} job "${before.title}"${before.company ? ` (${before.company})` : ''}`,
        before: { status: before.status },
        after: { status: after.status },
      })
    })
  }

  return {
    // ---- public

    async list(query: JobListQuery): Promise<JobPage> {
      const { rows, total } = await repo.listed(
        db,
        {
          today: today(),
          search: query.search || undefined,
          jobType: query.job_type,
          category: query.category,
          location: query.location || undefined,
        },
        query.page_size,
        (query.page - 1) * query.page_size,
      )
      return { items: rows.map(toCard), total, page: query.page, page_size: query.page_size }
    },

    async detail(id: string, viewerId: string | null): Promise<JobDetail> {
      const row = await visibleJob(id, viewerId)
      const isOwner = viewerId !== null && row.employerId === viewerId
      // The number of applicants is the poster's (and the admins') business.
      const seesCount = isOwner || (viewerId !== null && (await isAdmin(viewerId)))
      const [myApplication, applications] = await Promise.all([
        viewerId ? myApplicationTo(row.id, viewerId) : null,
        seesCount ? repo.applicationsCount(db, row.id) : null,
      ])
      return {
        ...toPosting(row),
        applications_count: applications,
        is_owner: isOwner,
        my_application: myApplication,
      }
    },

    // ---- the applicant

    /** Checked before a byte of the CV is read (and again as the application is written). */
    assertCanApply,

    /**
     * Keeps the CV in the private store (its type read from the bytes) and writes the application; a second
     * application to the same job is refused by the unique index and its file removed again.
     */
    async apply(
      userId: string,
      jobId: string,
      input: { coverNote: string | undefined; file: { bytes: Buffer; fileName: string } },
    ): Promise<MyApplication> {
      await assertCanApply(userId, jobId)
      const saved = await store.save(input.file.bytes)
      let created: { row: ApplicationRow; job: JobRow }
      try {
        created = await transaction(async (tx) => {
          const job = await repo.job(tx, jobId)
          if (!job) throw jobNotFound()
          assertOpenTo(job, userId)
          const row = await repo.insertApplication(tx, {
            jobId,
            applicantId: userId,
            coverNote: input.coverNote || null,
            cvStorageKey: saved.storageKey,
            cvFileName: cleanFileName(input.file.fileName, saved.contentType),
            cvContentType: saved.contentType,
            cvSizeBytes: saved.sizeBytes,
          })
          return { row, job }
        })
      } catch (error) {
        await store.remove(saved.storageKey)
        if (isUniqueViolation(error)) throw alreadyApplied()
        throw error
      }
      const name = (await repo.personName(db, userId)) ?? 'Someone'
      await notifyEmployer(created.job.employerId, newApplicationNotice(created.job.title, name))
      return toMyApplication(created.row, created.job)
    },

    async mine(userId: string) {
      const rows = await repo.applicationsWithJob(db, repo.byApplicant(userId))
      return { items: rows.map((row) => toMyApplication(row.application, row.job)) }
    },

    async withdraw(userId: string, id: string): Promise<MyApplication> {
      const found = isUuid(id) ? await repo.applicationAndJob(db, id) : undefined
      if (!found || found.application.applicantId !== userId) throw applicationNotFound()
      const row = await repo.moveApplication(db, id, withdrawableStatuses, 'withdrawn')
      if (!row) throw cannotWithdraw()
      const name = (await repo.personName(db, userId)) ?? 'An applicant'
      await notifyEmployer(found.job.employerId, withdrawnNotice(found.job.title, name))
      return toMyApplication(row, found.job)
    },

    /** The CV's bytes: to the applicant, the job's employer and admins; 404 to everyone else. */
    async cv(userId: string, id: string) {
      const found = isUuid(id) ? await repo.applicationAndJob(db, id) : undefined
      if (!found) throw applicationNotFound()
      const { application, job } = found
      const allowed =
        application.applicantId === userId || job.employerId === userId || (await isAdmin(userId))
      if (!allowed) throw applicationNotFound()
      const stream = await store.open(application.cvStorageKey)
      if (!stream) throw applicationNotFound()
      return {
        fileName: application.cvFileName,
        contentType: application.cvContentType,
        sizeBytes: application.cvSizeBytes,
        stream,
      }
    },

    /** The CV files of every application a user made, before their account (and so the rows) is deleted. */
    async eraseCvFilesOf(userId: string) {
      for (const row of await repo.storageKeysOfApplicant(db, userId)) await store.remove(row.storageKey)
    },

    // ---- the employer's dashboard

    employerOf,

    async dashboard(userId: string): Promise<EmployerDashboard> {
      const [employer, stats] = await Promise.all([employerOf(userId), repo.employerStats(db, userId)])
      return {
        employer,
        stats: {
          open_jobs: stats.openJobs,
          applications: stats.applications,
          new_applications: stats.newApplications,
        },
      }
    },

    async employerJobs(userId: string) {
      return { items: (await repo.employerJobs(db, userId)).map(toEmployerJob) }
    },

    async createJob(userId: string, input: JobInput): Promise<EmployerJob> {
      assertDeadline(input.deadline)
      const row = await repo.insertJob(db, {
        ...jobValues(input),
        title: input.title,
        employerId: userId,
        status: 'open',
      })
      return employerJob(userId, row.id)
    },

    async updateJob(userId: string, id: string, input: JobUpdate): Promise<EmployerJob> {
      await ownJobRow(userId, id)
      assertDeadline(input.deadline)
      const values = jobValues(input)
      if (Object.keys(values).length) await repo.updateJob(db, id, values)
      return employerJob(userId, id)
    },

    async closeJob(userId: string, id: string): Promise<EmployerJob> {
      await ownJobRow(userId, id)
      await repo.setJobStatus(db, id, ['open'], 'closed')
      return employerJob(userId, id)
    },

    /** Open again, unless the deadline has passed or an admin removed it (409 jobs.cannot_reopen). */
    async reopenJob(userId: string, id: string): Promise<EmployerJob> {
      const row = isUuid(id) ? await repo.job(db, id) : undefined
      if (!row || row.employerId !== userId) throw jobNotFound()
      if (row.status === 'removed' || (row.deadline !== null && row.deadline < today())) throw cannotReopen()
      await repo.setJobStatus(db, id, ['closed'], 'open')
      return employerJob(userId, id)
    },

    async jobApplications(userId: string, jobId: string) {
      const { job } = await ownJobRow(userId, jobId)
      return { items: (await repo.applicationsOfJob(db, job.id)).map(toEmployerApplication) }
    },

    async employerApplications(userId: string, status?: ApplicationStatus) {
      return { items: (await repo.applicationsOfEmployer(db, userId, { status })).map(toEmployerApplication) }
    },

    /**
     * The employer's move of an application to one of `employerApplicationMoves[current]`: one guarded UPDATE
     * (still in the status it was read in), then the applicant is told in their language.
     */
    async moveApplication(userId: string, id: string, to: ApplicationStatus): Promise<EmployerApplication> {
      const [found] = isUuid(id) ? await repo.applicationsOfEmployer(db, userId, { id }) : []
      if (!found) throw applicationNotFound()
      const from = found.application.status as ApplicationStatus
      if (!employerApplicationMoves[from].includes(to)) throw badMove()
      const moved = await repo.moveApplication(db, id, [from], to)
      if (!moved) throw badMove()
      await notifications.notify(moved.applicantId, {
        ...applicantMoveNotice(
          to as Parameters<typeof applicantMoveNotice>[0],
          found.jobTitle,
          found.jobCompany,
        ),
        actionUrl: '/jobs/applications',
      })
      return toEmployerApplication({ ...found, application: moved })
    },

    // ---- admin

    async adminList(filters: { search?: string; status?: JobStatus }) {
      const { rows, total } = await repo.adminJobs(db, filters, ADMIN_LIST_MAX)
      return { items: rows.map(toAdminJob), total }
    },

    async adminClose(actor: Actor, id: string) {
      await adminSetStatus(actor, id, 'closed')
      return adminJob(id)
    },

    async adminRemove(actor: Actor, id: string) {
      await adminSetStatus(actor, id, 'removed')
    },

    async employers(): Promise<{ items: AdminEmployer[] }> {
      const rows = await repo.employers(db)
      return {
        items: rows.map((row) => ({
          user_id: row.employer.userId,
          full_name: row.name,
          email: row.email,
          company: row.employer.company,
          granted_at: row.employer.createdAt.toISOString(),
        })),
      }
    },

    /** Makes the account with this e-mail an employer (or renames its company), audited. */
    async grantEmployer(actor: Actor, input: { email: string; company: string }): Promise<AdminEmployer> {
      const userId = await transaction(async (tx) => {
        const user = await repo.userByEmail(tx, input.email)
        if (!user) throw employerNotFound()
        const before = await repo.employer(tx, user.id)
        await repo.upsertEmployer(tx, { userId: user.id, company: input.company, grantedBy: actor.id })
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: 'employer.grant',
          entityType: 'employer',
          entityId: user.id,
          summary: `Made ${user.email} an employer (${input.company})`,
          before: before ? { company: before.company } : null,
          after: { company: input.company },
        })
        return user.id
      })
      const [row] = await repo.employers(db, userId)
      return {
        user_id: row!.employer.userId,
        full_name: row!.name,
        email: row!.email,
        company: row!.employer.company,
        granted_at: row!.employer.createdAt.toISOString(),
      }
    },

    async revokeEmployer(actor: Actor, userId: string) {
      if (!isUuid(userId)) throw notFound()
      await transaction(async (tx) => {
        const [before] = await repo.employers(tx, userId)
        if (!before) throw notFound()
        await repo.deleteEmployer(tx, userId)
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: 'employer.revoke',
          entityType: 'employer',
          entityId: userId,
          summary: `Revoked the employer grant of ${before.email} (${before.employer.company})`,
          before: { company: before.employer.company },
          after: null,
        })
      })
    },

    // ---- elsewhere

    /** The deadline sweep (`jobs.close_expired`): open jobs whose last day has passed become closed. */
    closeExpired: () => repo.closeExpired(db, today()),

    /** My activity's job applications: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      const rows = await repo.activity(db, userId, limit, before)
      return rows.map(({ application, job }) => ({
        kind: 'job_application',
        id: application.id,
        title: job.title,
        subtitle: job.company,
        status: application.status,
        date: application.createdAt.toISOString(),
        amount_cents: null,
        href: '/jobs/applications',
        ticket_count: null,
      }))
    },

    /** The billboard's job source: open jobs, newest first. */
    async adverts(limit: number): Promise<Advert[]> {
      if (limit <= 0) return []
      const rows = await repo.newestListed(db, today(), limit)
      return rows.map((row) => ({
        id: row.id,
        type: 'service',
        title: truncate(row.title, ADVERT_TITLE_MAX),
        description: truncate(row.description, ADVERT_DESCRIPTION_MAX),
        price: null,
        image_url: null,
        location: row.location,
        vendor: row.company,
        category: row.category,
        link: `/jobs/${row.id}`,
      }))
    },
  }
}
export type JobsService = ReturnType<typeof createJobsService>
