import { BriefcaseBusiness, CalendarClock, Lock, MapPin, Pencil, RotateCcw, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { errorMessage } from '@/lib/api-client'
import { formatJobDay, useJobLabels } from '@/lib/job-labels'
import { toast } from '@/lib/toast'
import type { EmployerJob } from '../api/employer-types'
import { useEmployerJobs } from '../api/get-employer-jobs'
import { useSetJobOpen } from '../api/save-employer-job'

/** The employer's own jobs, newest first: status, applicants, and Edit, Close or Reopen. */
export function JobsPanel({
  onPost,
  onEdit,
  onApplicants,
}: {
  onPost: () => void
  onEdit: (job: EmployerJob) => void
  onApplicants: (job: EmployerJob) => void
}) {
  const { t } = useTranslation()
  const jobs = useEmployerJobs()
  const setOpen = useSetJobOpen()

  async function toggle(job: EmployerJob) {
    const open = job.status !== 'open'
    try {
      await setOpen.mutateAsync({ id: job.id, open })
      toast.success(
        t(open ? 'employerDashboard.jobs.reopened' : 'employerDashboard.jobs.closed', { title: job.title }),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('employerDashboard.common.saveFailed')))
    }
  }

  if (jobs.isPending) return <ListLoading label={t('employerDashboard.common.loading')} variant="card" />
  if (jobs.isError)
    return (
      <Card>
        <ListError
          message={t('employerDashboard.common.loadFailed')}
          retryLabel={t('employerDashboard.common.retry')}
          onRetry={() => void jobs.refetch()}
        />
      </Card>
    )
  if (jobs.data.length === 0)
    return (
      <Card>
        <ListEmpty
          icon={BriefcaseBusiness}
          title={t('employerDashboard.jobs.empty')}
          description={t('employerDashboard.jobs.emptyDescription')}
          action={<Button onClick={onPost}>{t('employerDashboard.jobs.post')}</Button>}
        />
      </Card>
    )
  return (
    <ul className="flex flex-col gap-3" data-testid="employer-jobs">
      {jobs.data.map((job) => (
        <li key={job.id}>
          <JobRow
            job={job}
            pending={setOpen.isPending && setOpen.variables?.id === job.id}
            onEdit={() => onEdit(job)}
            onToggle={() => void toggle(job)}
            onApplicants={() => onApplicants(job)}
          />
        </li>
      ))}
    </ul>
  )
}

function JobRow({
  job,
  pending,
  onEdit,
  onToggle,
  onApplicants,
}: {
  job: EmployerJob
  pending: boolean
  onEdit: () => void
  onToggle: () => void
  onApplicants: () => void
}) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const open = job.status === 'open'
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="employer-job">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg leading-tight font-semibold break-words">
            <Link
              to={`/jobs/${encodeURIComponent(job.id)}`}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
          </h2>
          <p className="text-sm break-words text-muted-foreground">
            {[job.company, labels.type(job.job_type), labels.category(job.category)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Badge variant={open ? 'default' : 'outline'} data-testid="job-status">
          {t(`employerDashboard.jobs.status.${job.status}`)}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {job.location && (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            <span className="break-words">{job.location}</span>
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          {job.deadline
            ? t('employerDashboard.jobs.deadline', { date: formatJobDay(job.deadline, i18n.language) })
            : t('employerDashboard.jobs.noDeadline')}
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="job-applications">
          <Users aria-hidden className="size-4 shrink-0" />
          {t('employerDashboard.jobs.applications', { count: job.applications_count })}
          {job.new_applications > 0 &&
            ` · ${t('employerDashboard.jobs.newApplications', { count: job.new_applications })}`}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={onApplicants}
          aria-label={t('employerDashboard.jobs.applicantsOf', { title: job.title })}
        >
          <Users aria-hidden />
          {t('employerDashboard.jobs.applicants')}
        </Button>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onClick={onEdit}
          aria-label={t('employerDashboard.jobs.editOf', { title: job.title })}
        >
          <Pencil aria-hidden />
          {t('employerDashboard.jobs.edit')}
        </Button>
        <Button
          variant="outline"
          disabled={pending}
          onClick={onToggle}
          aria-label={t(open ? 'employerDashboard.jobs.closeOf' : 'employerDashboard.jobs.reopenOf', {
            title: job.title,
          })}
        >
          {open ? <Lock aria-hidden /> : <RotateCcw aria-hidden />}
          {t(open ? 'employerDashboard.jobs.close' : 'employerDashboard.jobs.reopen')}
        </Button>
      </div>
    </Card>
  )
}
