import { jobStatuses } from '@soko/shared/jobs/jobs.constants'
import { Briefcase, Lock, Trash2 } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminJob } from '../api/admin-types'
import { jobFilterOf, useAdminJobs } from '../api/get-admin-jobs'
import { useModerateJob, type JobAction } from '../api/moderate-job'
import { count, formatDate } from '../format'
import { EmployersSection } from './employers-section'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'

// The question loads on first use (decision 006).
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

const statusVariant = { open: 'default', closed: 'secondary', removed: 'destructive' } as const

/**
 * /admin/jobs: "Job Postings" (issue 16). Search and a status filter (both in the URL), every job with its
 * company, employer, applications, status and date; Close and Remove, each asked first and audited by the
 * server. Below, the employers an administrator made (decision 023): grant by e-mail and company, revoke.
 */
export function JobsPage() {
  const { t } = useTranslation()
  const statusId = useId()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const status = jobFilterOf(params.get('status'))
  const jobs = useAdminJobs({ search, status })
  const moderate = useModerateJob()
  const [asking, setAsking] = useState<{ job: AdminJob; action: JobAction['action'] } | null>(null)

  function setStatus(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set('status', value)
        else next.delete('status')
        return next
      },
      { replace: true },
    )
  }

  async function act(job: AdminJob, action: JobAction['action']) {
    try {
      await moderate.mutateAsync({ id: job.id, action })
      toast.success(
        t(action === 'close' ? 'admin.jobs.toast.closed' : 'admin.jobs.toast.removed', { title: job.title }),
      )
      setAsking(null)
    } catch (error) {
      toast.error(errorMessage(error, t('admin.jobs.toast.failed')))
    }
  }

  const list = jobs.data?.items
  const filtered = Boolean(search || status)
  return (
    <>
      <PageHeader title={t('admin.jobs.title')} subtitle={t('admin.jobs.subtitle')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label={t('admin.common.search')} placeholder={t('admin.jobs.search')} />
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('admin.jobs.filter.label')}
          </label>
          <NativeSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('admin.jobs.filter.all')}</option>
            {jobStatuses.map((one) => (
              <option key={one} value={one}>
                {t(`admin.jobs.status.${one}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {jobs.data && (
          <p
            role="status"
            className="text-sm text-muted-foreground sm:ml-auto"
            data-testid="admin-jobs-count"
          >
            {t('admin.jobs.count', { count: jobs.data.total })}
          </p>
        )}
      </div>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Briefcase}
              title={filtered ? t('admin.jobs.emptySearch') : t('admin.jobs.empty')}
              description={filtered ? undefined : t('admin.jobs.emptyDescription')}
            />
          ) : (
            <ScrollTable label={t('admin.jobs.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.jobs.columns.title')}</Th>
                  <Th>{t('admin.jobs.columns.company')}</Th>
                  <Th>{t('admin.jobs.columns.employer')}</Th>
                  <Th className="text-right">{t('admin.jobs.columns.applications')}</Th>
                  <Th>{t('admin.jobs.columns.status')}</Th>
                  <Th>{t('admin.jobs.columns.posted')}</Th>
                  <Th className="text-right">{t('admin.jobs.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    pending={moderate.isPending}
                    onClose={() => setAsking({ job, action: 'close' })}
                    onRemove={() => setAsking({ job, action: 'remove' })}
                  />
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : jobs.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void jobs.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>

      <EmployersSection />

      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsking(null)}
            title={t(
              asking.action === 'close' ? 'admin.jobs.closeDialog.title' : 'admin.jobs.removeDialog.title',
            )}
            description={t(
              asking.action === 'close'
                ? 'admin.jobs.closeDialog.description'
                : 'admin.jobs.removeDialog.description',
              { title: asking.job.title },
            )}
            confirmLabel={t(asking.action === 'close' ? 'admin.jobs.close' : 'admin.jobs.remove')}
            pendingLabel={t('admin.common.saving')}
            cancelLabel={t('admin.common.cancel')}
            pending={moderate.isPending}
            onConfirm={() => void act(asking.job, asking.action)}
          />
        </Suspense>
      )}
    </>
  )
}

function JobRow({
  job,
  pending,
  onClose,
  onRemove,
}: {
  job: AdminJob
  pending: boolean
  onClose: () => void
  onRemove: () => void
}) {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  return (
    <tr data-testid="job-row">
      <Td className="font-medium">
        <Link to={`/jobs/${encodeURIComponent(job.id)}`} className="break-words text-primary hover:underline">
          {job.title}
        </Link>
        {job.location && <div className="text-xs font-normal text-muted-foreground">{job.location}</div>}
      </Td>
      <Td>{job.company ?? none}</Td>
      <Td>
        <div>{job.employer_name ?? none}</div>
        {job.employer_email && <div className="text-xs text-muted-foreground">{job.employer_email}</div>}
      </Td>
      <Td className="text-right tabular-nums">{count(job.applications_count)}</Td>
      <Td>
        <Badge variant={statusVariant[job.status]} data-testid="job-status">
          {t(`admin.jobs.status.${job.status}`)}
        </Badge>
      </Td>
      <Td className="whitespace-nowrap">{formatDate(job.created_at, i18n.language)}</Td>
      <Td>
        <div className="flex items-center justify-end gap-1">
          {job.status === 'open' && (
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={onClose}
              aria-haspopup="dialog"
              aria-label={t('admin.jobs.closeNamed', { title: job.title })}
            >
              <Lock aria-hidden />
              {t('admin.jobs.close')}
            </Button>
          )}
          {job.status !== 'removed' && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={pending}
              onClick={onRemove}
              aria-haspopup="dialog"
              aria-label={t('admin.jobs.removeNamed', { title: job.title })}
            >
              <Trash2 aria-hidden />
              {t('admin.jobs.remove')}
            </Button>
          )}
        </div>
      </Td>
    </tr>
  )
}
