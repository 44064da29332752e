import { applicationStatuses } from '@soko/shared/jobs/jobs.constants'
import { Users } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { isApplicationStatus, useJobLabels } from '@/lib/job-labels'
import { cn } from '@/lib/utils'
import { useApplicants } from '../api/get-applicants'
import { useEmployerJobs } from '../api/get-employer-jobs'
import { useEmployerPlace } from '../dashboard-place'
import { ApplicantCard } from './applicant-card'

/**
 * The applicants: every job's (newest first) or one job's (oldest first), narrowed by status; both choices in
 * the address. Each with contact, cover note, CV and the allowed moves.
 */
export function ApplicantsPanel() {
  const { t } = useTranslation()
  const labels = useJobLabels()
  const id = useId()
  const { jobId, status, go } = useEmployerPlace()
  const jobs = useEmployerJobs()
  const applicants = useApplicants(jobId, status)
  const list = applicants.data

  return (
    <div className="flex flex-col gap-4">
      <div
        className="grid gap-3 sm:grid-cols-2"
        role="group"
        aria-label={t('employerDashboard.applicants.filters')}
      >
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${id}-job`} className="text-sm leading-none font-medium">
            {t('employerDashboard.applicants.job')}
          </label>
          <NativeSelect
            id={`${id}-job`}
            value={jobId ?? ''}
            onChange={(event) => go({ job: event.target.value || null })}
          >
            <option value="">{t('employerDashboard.applicants.allJobs')}</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label htmlFor={`${id}-status`} className="text-sm leading-none font-medium">
            {t('employerDashboard.applicants.status')}
          </label>
          <NativeSelect
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) =>
              go({ status: isApplicationStatus(event.target.value) ? event.target.value : null })
            }
          >
            <option value="">{t('employerDashboard.applicants.allStatuses')}</option>
            {applicationStatuses.map((one) => (
              <option key={one} value={one}>
                {labels.status(one)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {list ? (
        list.length === 0 ? (
          <Card>
            <ListEmpty
              icon={Users}
              title={t('employerDashboard.applicants.empty')}
              description={
                status || jobId
                  ? t('employerDashboard.applicants.emptyFiltered')
                  : t('employerDashboard.applicants.emptyDescription')
              }
            />
          </Card>
        ) : (
          <ul
            className={cn(
              'flex flex-col gap-3',
              applicants.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
            aria-busy={applicants.isPlaceholderData}
            data-testid="applicant-list"
          >
            {list.map((application) => (
              <li key={application.id}>
                <ApplicantCard application={application} showJob={!jobId} />
              </li>
            ))}
          </ul>
        )
      ) : applicants.isError ? (
        <Card>
          <ListError
            message={t('employerDashboard.common.loadFailed')}
            retryLabel={t('employerDashboard.common.retry')}
            onRetry={() => void applicants.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('employerDashboard.common.loading')} variant="card" />
      )}
    </div>
  )
}
