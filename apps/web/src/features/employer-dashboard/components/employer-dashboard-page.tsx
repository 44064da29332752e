import { formatNumber } from '@soko/shared/money/format-money'
import { BriefcaseBusiness, Inbox, Plus, Users } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DashboardGate } from '@/components/dashboard-gate'
import { Button } from '@/components/ui/button'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { StatCard } from '@/components/ui/stat-card'
import { isNotEmployer, useEmployerDashboard } from '../api/get-employer-dashboard'
import type { EmployerDashboard, EmployerJob } from '../api/employer-types'
import { useEmployerPlace } from '../dashboard-place'
import { ApplicantsPanel } from './applicants-panel'
import { EmployerAccessRequired } from './employer-access-required'
import { JobsPanel } from './jobs-panel'

// The form brings react-hook-form: it loads when Post a Job or Edit is first pressed.
const JobFormDialog = lazy(() =>
  import('./job-form-dialog').then((module) => ({ default: module.JobFormDialog })),
)

/**
 * /employer-dashboard (issue 16, decision 023): the employer's figures, their jobs (post, edit, close,
 * reopen) and the applicants (per job or all, by status) with their CVs and the allowed moves. Anyone who
 * is not an employer gets the access notice (the server answers 403 jobs.not_employer).
 */
export function EmployerDashboardPage() {
  const { t } = useTranslation()
  const dashboard = useEmployerDashboard()
  return (
    <DashboardGate
      query={dashboard}
      isRefused={isNotEmployer}
      refused={<EmployerAccessRequired />}
      texts={{
        title: t('employerDashboard.title'),
        checking: t('employerDashboard.access.checking'),
        loadFailed: t('employerDashboard.common.loadFailed'),
        retry: t('employerDashboard.common.retry'),
      }}
    >
      {(data) => <Dashboard data={data} />}
    </DashboardGate>
  )
}

/** Which job the form is open for: a new one, or one to edit. */
type FormTarget = { job: EmployerJob | null } | null

function Dashboard({ data: { employer, stats } }: { data: EmployerDashboard }) {
  const { t } = useTranslation()
  const place = useEmployerPlace()
  const [form, setForm] = useState<FormTarget>(null)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('employerDashboard.title')}</h1>
          <p className="text-muted-foreground">
            {t(`employerDashboard.source.${employer.source}`)}
            {employer.company && <span className="break-words"> · {employer.company}</span>}
          </p>
        </div>
        <Button onClick={() => setForm({ job: null })} aria-haspopup="dialog">
          <Plus aria-hidden />
          {t('employerDashboard.jobs.post')}
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="employer-stats">
        <StatCard
          label={t('employerDashboard.stats.openJobs')}
          value={formatNumber(stats.open_jobs, 3)}
          icon={BriefcaseBusiness}
        />
        <StatCard
          label={t('employerDashboard.stats.applications')}
          value={formatNumber(stats.applications, 3)}
          icon={Users}
        />
        <StatCard
          label={t('employerDashboard.stats.newApplications')}
          value={formatNumber(stats.new_applications, 3)}
          icon={Inbox}
        />
      </div>

      <SimpleTabs
        value={place.tab}
        onValueChange={(tab) => place.go({ tab })}
        label={t('employerDashboard.tabs.label')}
        tabs={[
          {
            value: 'jobs',
            label: t('employerDashboard.tabs.jobs'),
            content: (
              <JobsPanel
                onPost={() => setForm({ job: null })}
                onEdit={(job) => setForm({ job })}
                onApplicants={(job) => place.go({ tab: 'applicants', job: job.id, status: null })}
              />
            ),
          },
          {
            value: 'applicants',
            label: t('employerDashboard.tabs.applicants'),
            content: <ApplicantsPanel />,
          },
        ]}
      />

      {form && (
        <Suspense fallback={null}>
          <JobFormDialog job={form.job} company={employer.company} onClose={() => setForm(null)} />
        </Suspense>
      )}
    </div>
  )
}
