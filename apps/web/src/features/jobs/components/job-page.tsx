import { ArrowLeft, Banknote, Briefcase, CalendarClock, Clock, FileX2, Lock, MapPin, Tag } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/document-title'
import { formatJobDay, formatPosted, useJobLabels } from '@/lib/job-labels'
import { useNow } from '@/lib/use-now'
import { useJob } from '../api/get-job'
import { isAcceptingApplications, paragraphs } from '../job-display'
import type { JobDetail } from '../job-types'
import { ApplyPanel } from './apply-panel'

/**
 * /jobs/{id}: the whole posting (issue 16) and its application: the form for a signed-in applicant, sign-in
 * first for a visitor, the viewer's own application once sent, the employer's dashboard for the job's owner.
 * `#apply` (the cards' Apply Now) brings the form into view.
 */
export function JobPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const { viewerId, query } = useJob(id)

  if (query.isPending) {
    return (
      <div role="status" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
        <span className="sr-only">{t('jobs.detail.loading')}</span>
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <JobNotFound />
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-10">
        <h1 className="sr-only">{t('jobs.jobTitle')}</h1>
        <ErrorState
          message={t('jobs.detail.loadFailed')}
          retryLabel={t('jobs.retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border py-10"
        />
      </div>
    )
  }
  return <JobDetails job={query.data} viewerId={viewerId} />
}

function JobNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('jobs.detail.notFoundTitle'))
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <FileX2 aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t('jobs.detail.notFoundTitle')}</h1>
      <p className="text-muted-foreground">{t('jobs.detail.notFoundText')}</p>
      <Button asChild>
        <Link to="/jobs">{t('jobs.detail.browse')}</Link>
      </Button>
    </div>
  )
}

function JobDetails({ job, viewerId }: { job: JobDetail; viewerId: string | null }) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const now = useNow(60_000)
  const { hash } = useLocation()
  const accepting = isAcceptingApplications(job, new Date(now))
  useDocumentTitle(job.company ? `${job.title} · ${job.company}` : job.title)

  // The page arrives after the browser looked for #apply: bring the form into view once it is there.
  useEffect(() => {
    if (hash === '#apply') document.getElementById('apply')?.scrollIntoView?.({ block: 'start' })
  }, [hash])

  const texts = paragraphs(job.description)
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/jobs">
          <ArrowLeft aria-hidden />
          {t('jobs.detail.back')}
        </Link>
      </Button>

      {!accepting && (
        <p
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium"
          data-testid="job-closed"
        >
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('jobs.detail.closed')}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-1.5">
              {job.job_type && <Badge variant="secondary">{labels.type(job.job_type)}</Badge>}
              {job.category && <Badge variant="outline">{labels.category(job.category)}</Badge>}
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-balance sm:text-4xl">
              {job.title}
            </h1>
            {job.company && (
              <p className="text-lg font-medium break-words text-muted-foreground">{job.company}</p>
            )}
          </header>

          <section aria-labelledby="job-description" className="flex flex-col gap-3">
            <h2 id="job-description" className="text-xl font-semibold">
              {t('jobs.detail.description')}
            </h2>
            {texts.map((text, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {text}
              </p>
            ))}
          </section>

          {job.requirements.length > 0 && (
            <section aria-labelledby="job-requirements" className="flex flex-col gap-3">
              <h2 id="job-requirements" className="text-xl font-semibold">
                {t('jobs.detail.requirements')}
              </h2>
              <ul className="flex list-disc flex-col gap-1.5 pl-5" data-testid="job-requirements">
                {job.requirements.map((requirement, index) => (
                  <li key={index} className="break-words">
                    {requirement}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {job.how_to_apply && (
            <section aria-labelledby="job-how" className="flex flex-col gap-3">
              <h2 id="job-how" className="text-xl font-semibold">
                {t('jobs.detail.howToApply')}
              </h2>
              <p className="break-words whitespace-pre-line">{job.how_to_apply}</p>
            </section>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <aside
            aria-label={t('jobs.detail.summary')}
            className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          >
            <dl className="flex flex-col gap-3 text-sm">
              <Fact icon={<Banknote aria-hidden />} term={t('jobs.card.salary')}>
                <span data-testid="job-salary" className="font-semibold">
                  {job.salary ?? t('jobs.card.salaryUndisclosed')}
                </span>
              </Fact>
              {job.company && (
                <Fact icon={<Briefcase aria-hidden />} term={t('jobs.card.company')}>
                  {job.company}
                </Fact>
              )}
              {job.location && (
                <Fact icon={<MapPin aria-hidden />} term={t('jobs.card.location')}>
                  {job.location}
                </Fact>
              )}
              {(job.job_type || job.category) && (
                <Fact icon={<Tag aria-hidden />} term={t('jobs.detail.typeAndCategory')}>
                  {[labels.type(job.job_type), labels.category(job.category)].filter(Boolean).join(' · ')}
                </Fact>
              )}
              <Fact icon={<Clock aria-hidden />} term={t('jobs.card.posted')}>
                <span data-testid="job-posted">{formatPosted(job.created_at, now, i18n.language)}</span>
              </Fact>
              <Fact icon={<CalendarClock aria-hidden />} term={t('jobs.card.deadline')}>
                <span data-testid="job-deadline">
                  {job.deadline
                    ? t('jobs.card.applyBy', { date: formatJobDay(job.deadline, i18n.language) })
                    : t('jobs.detail.noDeadline')}
                </span>
              </Fact>
            </dl>
          </aside>
          <ApplyPanel job={job} viewerId={viewerId} accepting={accepting} />
        </div>
      </div>
    </div>
  )
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground [&>svg]:size-4 [&>svg]:shrink-0">
        {icon}
        {term}
      </dt>
      <dd className="pl-6 break-words">{children}</dd>
    </div>
  )
}
