import { Banknote, CalendarClock, MapPin } from 'lucide-react'
import { Briefcase, Clock } from '@/components/ui/shell-icons'
import { memo, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatJobDay, formatPosted, useJobLabels } from '@/lib/job-labels'
import { cn } from '@/lib/utils'
import type { JobCard as JobCardData } from '../job-types'

/**
 * A job in the list (spec 001 "Jobs", issue 16): its title (linking to the job's page), company, location,
 * type, category, salary, when it was posted, the deadline and a short summary, and Apply Now, which opens the
 * job's page at its application form.
 */
export const JobCard = memo(function JobCard({ job, now }: { job: JobCardData; now: number }) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap gap-1.5">
        {job.job_type && <Badge variant="secondary">{labels.type(job.job_type)}</Badge>}
        {job.category && <Badge variant="outline">{labels.category(job.category)}</Badge>}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
          <Link
            to={`/jobs/${encodeURIComponent(job.id)}`}
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {job.title}
          </Link>
        </h3>
        {job.company && (
          <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Briefcase aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('jobs.card.company')}: </span>
            <span className="break-words">{job.company}</span>
          </p>
        )}
      </div>
      {job.summary && <p className="line-clamp-2 text-sm break-words text-muted-foreground">{job.summary}</p>}
      <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
        {job.location && (
          <Fact icon={<MapPin aria-hidden />} term={t('jobs.card.location')} className="basis-full">
            <span className="break-words">{job.location}</span>
          </Fact>
        )}
        <Fact icon={<Banknote aria-hidden />} term={t('jobs.card.salary')} className="basis-full">
          <span data-testid="job-salary" className={cn(job.salary && 'font-semibold text-foreground')}>
            {job.salary ?? t('jobs.card.salaryUndisclosed')}
          </span>
        </Fact>
        <Fact icon={<Clock aria-hidden />} term={t('jobs.card.posted')}>
          <span data-testid="job-posted">{formatPosted(job.created_at, now, i18n.language)}</span>
        </Fact>
        {job.deadline && (
          <Fact icon={<CalendarClock aria-hidden />} term={t('jobs.card.deadline')}>
            <span data-testid="job-deadline">
              {t('jobs.card.applyBy', { date: formatJobDay(job.deadline, i18n.language) })}
            </span>
          </Fact>
        )}
      </dl>
      <div className="mt-auto flex pt-1">
        <Button asChild className="w-full sm:w-auto">
          <Link
            to={`/jobs/${encodeURIComponent(job.id)}#apply`}
            aria-label={t('jobs.card.applyTo', { title: job.title })}
          >
            {t('jobs.card.apply')}
          </Link>
        </Button>
      </div>
    </article>
  )
})

function Fact({
  icon,
  term,
  children,
  className,
}: {
  icon: ReactNode
  term: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="sr-only">{term}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-muted-foreground [&>svg]:size-4 [&>svg]:shrink-0">
        {icon}
        {children}
      </dd>
    </div>
  )
}

/** A card's shape while the list loads. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-11 w-32" />
    </div>
  )
}
