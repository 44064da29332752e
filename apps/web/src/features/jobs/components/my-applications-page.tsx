import { Briefcase, Download, FileSearch } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { applicationStatusVariant, formatJobDay, useJobLabels } from '@/lib/job-labels'
import { toast } from '@/lib/toast'
import { useMyApplications } from '../api/get-my-applications'
import { useWithdrawApplication } from '../api/withdraw-application'
import { withdrawableStatuses, type MyApplication } from '../job-types'

// The question loads on first use.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * /jobs/applications: the signed-in user's job applications, newest first (issue 16): the job, its status
 * (live: an employer's move is a notification, which refreshes this list), the CV sent, and Withdraw while
 * the application is still being considered.
 */
export function MyApplicationsPage() {
  const { t } = useTranslation()
  const applications = useMyApplications()
  const withdraw = useWithdrawApplication()
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null)

  async function confirmWithdraw(application: MyApplication) {
    try {
      await withdraw.mutateAsync(application.id)
      toast.success(t('jobs.applications.withdrawn', { title: application.job_title }))
      setWithdrawing(null)
    } catch (error) {
      toast.error(errorMessage(error, t('jobs.applications.withdrawFailed')))
    }
  }

  const list = applications.data
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title={t('jobs.applicationsTitle')}
        subtitle={t('jobs.applications.subtitle')}
        action={
          <Button asChild variant="outline">
            <Link to="/jobs">
              <Briefcase aria-hidden />
              {t('jobs.applications.browse')}
            </Link>
          </Button>
        }
      />
      {list ? (
        list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={FileSearch}
              title={t('jobs.applications.empty')}
              description={t('jobs.applications.emptyDescription')}
              action={
                <Button asChild>
                  <Link to="/jobs">{t('jobs.applications.browse')}</Link>
                </Button>
              }
            />
          </Card>
        ) : (
          <ul className="flex flex-col gap-4" data-testid="application-list">
            {list.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} onWithdraw={() => setWithdrawing(application)} />
              </li>
            ))}
          </ul>
        )
      ) : applications.isError ? (
        <Card>
          <ListError
            message={t('jobs.applications.loadFailed')}
            retryLabel={t('jobs.retry')}
            onRetry={() => void applications.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('jobs.applications.loading')} variant="card" />
      )}
      {withdrawing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setWithdrawing(null)}
            title={t('jobs.applications.withdrawTitle')}
            description={t('jobs.applications.withdrawText', { title: withdrawing.job_title })}
            confirmLabel={t('jobs.applications.withdraw')}
            pendingLabel={t('jobs.applications.withdrawing')}
            cancelLabel={t('jobs.applications.keep')}
            pending={withdraw.isPending}
            onConfirm={() => void confirmWithdraw(withdrawing)}
          />
        </Suspense>
      )}
    </div>
  )
}

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: MyApplication
  onWithdraw: () => void
}) {
  const { t, i18n } = useTranslation()
  const labels = useJobLabels()
  const canWithdraw = withdrawableStatuses.includes(application.status)
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="application-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-lg leading-tight font-semibold break-words">
            <Link
              to={`/jobs/${encodeURIComponent(application.job_id)}`}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {application.job_title}
            </Link>
          </h2>
          {application.company && (
            <p className="text-sm break-words text-muted-foreground">{application.company}</p>
          )}
        </div>
        <Badge variant={applicationStatusVariant[application.status]} data-testid="application-status">
          {labels.status(application.status)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('jobs.apply.appliedOn', { date: formatJobDay(application.created_at, i18n.language) })}
        {application.updated_at !== application.created_at &&
          ` · ${t('jobs.applications.updatedOn', { date: formatJobDay(application.updated_at, i18n.language) })}`}
      </p>
      {application.cover_note && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            {t('jobs.applications.coverNote')}
          </summary>
          <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">
            {application.cover_note}
          </p>
        </details>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline" className="max-w-full">
          <a href={application.cv_url} download={application.cv_file_name}>
            <Download aria-hidden />
            <span className="min-w-0 truncate">
              {t('jobs.applications.downloadCv', { name: application.cv_file_name })}
            </span>
          </a>
        </Button>
        {canWithdraw && (
          <Button
            variant="outline"
            className="text-destructive"
            aria-haspopup="dialog"
            aria-label={t('jobs.applications.withdrawNamed', { title: application.job_title })}
            onClick={onWithdraw}
          >
            {t('jobs.applications.withdraw')}
          </Button>
        )}
      </div>
    </Card>
  )
}
