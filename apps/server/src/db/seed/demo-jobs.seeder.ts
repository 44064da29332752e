import { asc, eq } from 'drizzle-orm'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import { employers, jobApplications, jobs } from '../../modules/jobs/jobs.table'
import { createApplicationDocumentStore as createDocumentStore } from '../../modules/providers/application-documents'
import { profiles, userRoles } from '../../modules/users/users.table'
import type { Db } from '../client'
import { coverNotes, demoCompanies, demoEmployerAccount, demoJobs, type CompanyKey } from './data/jobs'
import { demoCvPdf } from './demo-cv'
import { DEMO_PASSWORD } from './demo-users.seeder'
import { directAccounts } from './seed-accounts'
import type { Seeder } from './seeders'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const NAIROBI_OFFSET_MS = 3 * HOUR

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** The Nairobi date ('YYYY-MM-DD') `days` days from `now`. */
const nairobiDate = (now: number, days: number) =>
  new Date(now + NAIROBI_OFFSET_MS + days * DAY).toISOString().slice(0, 10)

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The address of a company's account (the demo employer's is the README's). */
export const employerEmailOf = (company: CompanyKey) =>
  company === 'savanna'
    ? demoEmployerAccount.email
    : `${slug(demoCompanies[company].name)}@employers.soko.demo`

type Status = (typeof jobApplications.$inferInsert)['status']

/**
 * Who applied to the demo employer's jobs (and one other): the applicant (wanjiku, otieno, or the n-th other demo
 * customer), the status the employer has moved it to, and the two lines of their CV.
 */
const applications: {
  job: string
  applicant: 'wanjiku' | 'otieno' | number
  status: Status
  cv: [string, string]
}[] = [
  {
    job: 'Senior Backend Engineer (Node.js)',
    applicant: 'otieno',
    status: 'received',
    cv: [
      'Backend engineer, 6 years: Node.js, PostgreSQL, M-Pesa Daraja',
      'BSc Computer Science, University of Nairobi',
    ],
  },
  {
    job: 'Senior Backend Engineer (Node.js)',
    applicant: 0,
    status: 'shortlisted',
    cv: ['Senior software engineer at a Nairobi bank, 7 years', 'BSc Software Engineering, JKUAT'],
  },
  {
    job: 'Senior Backend Engineer (Node.js)',
    applicant: 1,
    status: 'interview',
    cv: [
      'Lead developer, logistics start-up, 5 years of TypeScript',
      'BSc Mathematics and Computer Science, Moi University',
    ],
  },
  {
    job: 'Software Engineering Intern',
    applicant: 'wanjiku',
    status: 'received',
    cv: [
      'Final-year student; projects in JavaScript and Python',
      'BSc Computer Science (ongoing), Kenyatta University',
    ],
  },
  {
    job: 'Software Engineering Intern',
    applicant: 2,
    status: 'received',
    cv: [
      'Diploma graduate; built a school fees app for my college',
      'Diploma in IT, Kenya Technical Trainers College',
    ],
  },
  {
    job: 'Software Engineering Intern',
    applicant: 3,
    status: 'rejected',
    cv: ['Recent graduate; two hackathon wins', 'BSc Information Technology, Maseno University'],
  },
  {
    job: 'Customer Success Associate',
    applicant: 4,
    status: 'received',
    cv: ['Customer service at a telco call centre, 2 years', 'BCom, Strathmore University'],
  },
  {
    job: 'Customer Success Associate',
    applicant: 5,
    status: 'shortlisted',
    cv: ['Account manager, SaaS for SMEs, 3 years', 'Diploma in Business Management, KCA University'],
  },
  {
    job: 'Accountant',
    applicant: 6,
    status: 'received',
    cv: ['Accountant, 4 years in a logistics company; CPA(K)', 'BCom Accounting, University of Nairobi'],
  },
  {
    job: 'Social Media Manager',
    applicant: 'wanjiku',
    status: 'received',
    cv: ['Social media officer for a fashion brand, 3 years', 'BA Communication, Daystar University'],
  },
]

/**
 * The jobs side of the demo (issue 16): the README's demo employer (employer@soko.demo, made an employer by the
 * admin: an `employers` row, decision 023) posting for Savanna Tech Solutions, one employer account per other
 * company (`<company>@employers.soko.demo`), and 52 jobs across every category and job type in Nairobi, Mombasa,
 * Kisumu, Nakuru, Eldoret, Thika and remote, a few of them closed. The demo employer's jobs have applications
 * from the demo customers in several statuses, each with a small PDF CV in the private document store, as
 * applying leaves it.
 */
export const demoJobsSeeder: Seeder = {
  name: 'demo-jobs',
  // Signs the demo employer up through better-auth, which writes through its own connection; safe to run again.
  ownTransactions: true,
  async run(db, { auth, users: usersService, storage }) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmployerAccount.email))
    const employerUserId =
      existing?.id ??
      (
        await auth.api.signUpEmail({
          body: {
            email: demoEmployerAccount.email,
            password: DEMO_PASSWORD,
            name: demoEmployerAccount.name,
          },
        })
      ).user.id
    await usersService.setRole(employerUserId, 'customer')
    // Seeded already (the seeder asked to run again): nothing to add.
    if ((await db.select().from(employers).where(eq(employers.userId, employerUserId))).length) return

    const now = Date.now()
    const random = sequence(1717)
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@soko.demo'))

    // The applicants: Wanjiku, Otieno, then the other demo customers (not the accounts of this seed).
    const customers = await db
      .select({ id: users.id, name: users.name, email: users.email, phone: profiles.phone })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(userRoles.role, 'customer'))
      .orderBy(asc(users.createdAt))
    const ours = (email: string) =>
      email === demoEmployerAccount.email ||
      email.endsWith('@employers.soko.demo') ||
      email.endsWith('@agents.soko.demo')
    const others = customers.filter(
      (customer) =>
        !ours(customer.email) && !['wanjiku@soko.demo', 'otieno@soko.demo'].includes(customer.email),
    )
    const applicantOf = (who: (typeof applications)[number]['applicant']) =>
      who === 'wanjiku' || who === 'otieno'
        ? customers.find((customer) => customer.email === `${who}@soko.demo`)
        : others[who]

    // The CVs go to the private document store first (files, not rows): a run that fails later leaves at most
    // a few unreferenced files behind.
    const documents = createDocumentStore(storage)
    const stored = new Map<
      number,
      { storageKey: string; contentType: string; sizeBytes: number; name: string }
    >()
    for (const [index, application] of applications.entries()) {
      const applicant = applicantOf(application.applicant)
      if (!applicant) continue
      const pdf = demoCvPdf(
        { name: applicant.name, email: applicant.email, phone: applicant.phone ?? '+254712345678' },
        [
          'Profile',
          application.cv[0],
          '',
          'Education',
          application.cv[1],
          '',
          'Languages: English, Kiswahili',
          'References available on request',
        ],
      )
      const saved = await documents.save(pdf)
      stored.set(index, { ...saved, name: `${applicant.name.replace(/[^A-Za-z]+/g, '_')}_CV.pdf` })
    }

    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db

      // The companies' accounts, made employers by the admin.
      const companies = Object.keys(demoCompanies) as CompanyKey[]
      const accountIds = await directAccounts(
        tx,
        companies
          .filter((company) => company !== 'savanna')
          .map((company, index) => ({
            email: employerEmailOf(company),
            name: demoCompanies[company].contact,
            role: 'customer' as const,
            joinedAt: new Date(now - (120 - index * 3) * DAY),
          })),
      )
      accountIds.set(demoEmployerAccount.email, employerUserId)
      await tx
        .update(profiles)
        .set({ phone: demoEmployerAccount.phone, fullName: demoEmployerAccount.name })
        .where(eq(profiles.id, employerUserId))
      await tx.insert(employers).values(
        companies.map((company, index) => {
          const grantedAt = new Date(now - (company === 'savanna' ? 40 : 100 - index * 3) * DAY)
          return {
            userId: accountIds.get(employerEmailOf(company))!,
            company: demoCompanies[company].name,
            grantedBy: admin?.id ?? null,
            createdAt: grantedAt,
          }
        }),
      )

      // The jobs.
      const rows = demoJobs.map((job, index) => {
        const createdAt = new Date(
          now - job.postedDaysAgo * DAY - Math.floor(random() * 12) * HOUR - index * MINUTE,
        )
        const deadline = job.deadlineInDays === null ? null : nairobiDate(now, job.deadlineInDays)
        // Closed by the deadline sweep, the morning after the deadline.
        const closedAt =
          job.closed && job.deadlineInDays !== null
            ? new Date(now + (job.deadlineInDays + 1) * DAY - 6 * HOUR)
            : null
        return {
          id: newIdAt(createdAt),
          employerId: accountIds.get(employerEmailOf(job.company))!,
          title: job.title,
          company: demoCompanies[job.company].name,
          category: job.category,
          jobType: job.jobType,
          description: job.description,
          requirements: job.requirements,
          howToApply: job.howToApply,
          location: job.location,
          salary: job.salary,
          deadline,
          status: job.closed ? 'closed' : 'open',
          closedAt,
          createdAt,
          updatedAt: closedAt ?? createdAt,
        }
      })
      await tx.insert(jobs).values(rows)

      // The applications, each with its stored CV.
      for (const [index, application] of applications.entries()) {
        const applicant = applicantOf(application.applicant)
        const cv = stored.get(index)
        const job = rows.find((row) => row.title === application.job && row.status === 'open')
        if (!applicant || !cv || !job) continue
        const createdAt = new Date(
          Math.min(
            now - HOUR,
            job.createdAt.getTime() + (1 + index) * 9 * HOUR + Math.floor(random() * 60) * MINUTE,
          ),
        )
        await tx.insert(jobApplications).values({
          id: newIdAt(createdAt),
          jobId: job.id,
          applicantId: applicant.id,
          coverNote: coverNotes[index % coverNotes.length]!,
          cvStorageKey: cv.storageKey,
          cvFileName: cv.name,
          cvContentType: cv.contentType,
          cvSizeBytes: cv.sizeBytes,
          status: application.status,
          createdAt,
          updatedAt:
            application.status === 'received'
              ? createdAt
              : new Date(Math.min(now - MINUTE, createdAt.getTime() + 2 * DAY)),
        })
      }
    })
  },
}
