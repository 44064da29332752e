import { ClipboardList } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useMyApplications } from '../api/get-my-applications'
import type { Application } from '../api/provider-types'
import { categoryIcons } from '../category-icons'
import { formatDay } from '../format'
import { ApplicationStatusBadge } from './application-status-badge'

/** My Services: the user's applications, newest first, with status, date and the reason of a rejection. */
export function MyServices({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation()
  const query = useMyApplications(true)
  const list = query.data?.applications

  if (!list) {
    if (query.isError)
      return (
        <Card className="py-10">
          <ErrorState
            message={t('providerHub.loadFailed')}
            retryLabel={t('providerHub.retry')}
            onRetry={() => void query.refetch()}
          />
        </Card>
      )
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('providerHub.loading')}</span>
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    )
  }

  if (list.length === 0)
    return (
      <Card
        className="flex flex-col items-center gap-3 px-4 py-12 text-center"
        data-testid="applications-empty"
      >
        <ClipboardList aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-semibold">{t('providerHub.mine.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('providerHub.mine.emptyDescription')}</p>
        <Button onClick={onBrowse}>{t('providerHub.mine.browse')}</Button>
      </Card>
    )

  return (
    <section aria-labelledby="hub-applications-title" className="flex flex-col gap-3">
      <h2 id="hub-applications-title" className="text-lg font-semibold">
        {t('providerHub.mine.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {list.map((application) => (
          <li key={application.id}>
            <ApplicationItem application={application} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ApplicationItem({ application }: { application: Application }) {
  const { t, i18n } = useTranslation()
  const Icon = categoryIcons[application.service_type]
  return (
    <Card className="flex min-w-0 gap-3 p-4" data-testid="hub-application">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold break-words">{application.business_name}</h3>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t(`providerHub.categories.${application.service_type}.label`)}
          {' · '}
          {t('providerHub.mine.submitted', { date: formatDay(application.submitted_at, i18n.language) })}
          {application.documents.length > 0 &&
            ` · ${t('providerHub.mine.documents', { count: application.documents.length })}`}
        </p>
        {application.status === 'rejected' && (
          <p className="mt-1 text-sm break-words" data-testid="rejection-reason">
            {application.admin_notes
              ? t('providerHub.reason', { reason: application.admin_notes })
              : t('providerHub.noReason')}
          </p>
        )}
      </div>
    </Card>
  )
}
