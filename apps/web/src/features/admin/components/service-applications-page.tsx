import {
  applicationStatuses,
  providerCategories,
  type ApplicationStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import type { AdminApplication } from '@soko/shared/providers/provider.schema'
import { CheckCircle2, ClipboardList, Clock, MoreHorizontal, XCircle } from 'lucide-react'
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DeferredMenu } from '@/components/ui/deferred-menu'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { StatCard } from '@/components/ui/stat-card'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useServiceApplications } from '../api/get-service-applications'
import { useApproveApplication, useRejectApplication } from '../api/review-service-application'
import { count, formatDate } from '../format'
import type { ApplicationActionsProps } from './application-actions-menu'
import { ApplicationStatusBadge } from './application-status-badge'
import { SearchInput, useSearchTerm } from './search-input'

// The menu and the dialogs load on first use (decision 006).
const loadActionsMenu = () => import('./application-actions-menu')
const ApplicationDetailsDialog = lazy(() =>
  import('./application-details-dialog').then((module) => ({ default: module.ApplicationDetailsDialog })),
)
const RejectApplicationDialog = lazy(() =>
  import('./reject-application-dialog').then((module) => ({ default: module.RejectApplicationDialog })),
)

const isStatus = (value: string | null): value is ApplicationStatus =>
  applicationStatuses.some((status) => status === value)
const isCategory = (value: string | null): value is ProviderCategory =>
  providerCategories.some((category) => category === value)

/** /admin/service-applications: "Service Provider Applications" (spec 001 sections 2, 5 and 8). */

/** Rows shown at first and added by each Show more. */
const PAGE = 20
export function ServiceApplicationsPage() {
  const { t } = useTranslation()
  const statusId = useId()
  const categoryId = useId()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const categoryParam = params.get('service_type')
  const status = isStatus(statusParam) ? statusParam : ''
  const serviceType = isCategory(categoryParam) ? categoryParam : ''
  const query = useServiceApplications({ search, status, service_type: serviceType })
  const approve = useApproveApplication()
  const reject = useRejectApplication()
  const [viewing, setViewing] = useState<AdminApplication | null>(null)
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null)
  // The list renders in the background, in slices (a deferred value): dozens of rows arriving do not block a
  // tap on a slow phone. Until it has rendered once, the loading state stays.
  const data = useDeferredValue(query.data)
  // Newest first, a page of rows at a time: the search and filters find the rest.
  const [shown, setShown] = useState(PAGE)
  const stats = data?.stats
  const list = data?.applications

  function setFilter(key: 'status' | 'service_type', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )
  }

  async function approveApplication(application: AdminApplication) {
    try {
      await approve.mutateAsync(application.id)
      toast.success(t('serviceApplications.toast.approvedTitle'), {
        description: t('serviceApplications.toast.approvedDescription'),
      })
    } catch (error) {
      toast.error(t('serviceApplications.toast.approveFailed'), {
        description: errorMessage(error, t('serviceApplications.toast.fallback')),
      })
    }
  }

  async function rejectApplication(reason: string) {
    if (!rejecting) return
    try {
      await reject.mutateAsync({ id: rejecting.id, admin_notes: reason.trim() || null })
      toast.success(t('serviceApplications.toast.rejectedTitle'), {
        description: t('serviceApplications.toast.rejectedDescription'),
      })
      setRejecting(null)
    } catch (error) {
      toast.error(t('serviceApplications.toast.rejectFailed'), {
        description: errorMessage(error, t('serviceApplications.toast.fallback')),
      })
    }
  }

  const filtered = Boolean(search || status || serviceType)
  return (
    <>
      <PageHeader title={t('serviceApplications.title')} subtitle={t('serviceApplications.subtitle')} />
      <section
        aria-label={t('serviceApplications.stats.label')}
        className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
      >
        <StatCard
          label={t('serviceApplications.stats.total')}
          value={stats && count(stats.total)}
          icon={ClipboardList}
        />
        <StatCard
          label={t('serviceApplications.stats.pending')}
          value={stats && count(stats.pending)}
          icon={Clock}
        />
        <StatCard
          label={t('serviceApplications.stats.approved')}
          value={stats && count(stats.approved)}
          icon={CheckCircle2}
        />
        <StatCard
          label={t('serviceApplications.stats.rejected')}
          value={stats && count(stats.rejected)}
          icon={XCircle}
        />
      </section>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          label={t('serviceApplications.searchLabel')}
          placeholder={t('serviceApplications.search')}
        />
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:flex">
          <label htmlFor={statusId} className="sr-only">
            {t('serviceApplications.filterStatus')}
          </label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => setFilter('status', event.target.value)}
            className="lg:w-44"
          >
            <option value="">{t('serviceApplications.allStatuses')}</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`serviceApplications.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
          <label htmlFor={categoryId} className="sr-only">
            {t('serviceApplications.filterCategory')}
          </label>
          <NativeSelect
            id={categoryId}
            value={serviceType}
            onChange={(event) => setFilter('service_type', event.target.value)}
            className="lg:w-52"
          >
            <option value="">{t('serviceApplications.allCategories')}</option>
            {providerCategories.map((value) => (
              <option key={value} value={value}>
                {t(`serviceApplications.categories.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={ClipboardList}
              title={filtered ? t('serviceApplications.emptySearch') : t('serviceApplications.empty')}
              description={filtered ? undefined : t('serviceApplications.emptyDescription')}
            />
          ) : (
            <>
              <ul aria-label={t('serviceApplications.listLabel')} className="divide-y">
                {list.slice(0, shown).map((application) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    onView={() => setViewing(application)}
                    onApprove={() => void approveApplication(application)}
                    onReject={() => setRejecting(application)}
                  />
                ))}
              </ul>
              {list.length > shown && (
                <div className="border-t p-3 text-center">
                  <Button variant="outline" onClick={() => setShown((count) => count + PAGE)}>
                    {t('serviceApplications.showMore', { count: Math.min(PAGE, list.length - shown) })}
                  </Button>
                </div>
              )}
            </>
          )
        ) : query.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      <Suspense fallback={null}>
        {viewing && <ApplicationDetailsDialog application={viewing} onClose={() => setViewing(null)} />}
        {rejecting && (
          <RejectApplicationDialog
            businessName={rejecting.business_name}
            pending={reject.isPending}
            onConfirm={(reason) => void rejectApplication(reason)}
            onClose={() => setRejecting(null)}
          />
        )}
      </Suspense>
    </>
  )
}

function ApplicationRow({ application, onView, onApprove, onReject }: ApplicationActionsProps) {
  const { t, i18n } = useTranslation()
  return (
    <li className="flex min-w-0 items-start gap-3 p-4" data-testid="application-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words">{application.business_name}</p>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm">{t(`serviceApplications.categories.${application.service_type}`)}</p>
        <p className="text-sm break-words text-muted-foreground">
          {application.applicant_name ? `${application.applicant_name} · ` : ''}
          <span className="break-all">{application.applicant_email}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {t('serviceApplications.submitted', { date: formatDate(application.submitted_at, i18n.language) })}
        </p>
      </div>
      <DeferredMenu
        load={loadActionsMenu}
        menuProps={{ application, onView, onApprove, onReject }}
        trigger={
          <Button
            variant="outline"
            size="icon"
            aria-label={t('serviceApplications.menu', { name: application.business_name })}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        }
      />
    </li>
  )
}
