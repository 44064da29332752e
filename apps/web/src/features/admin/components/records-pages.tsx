import { Briefcase, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import type { ItemPage } from '../api/admin-types'
import { useAdminJobs } from '../api/get-admin-records'
import { formatDate } from '../format'
import { ScrollTable, Td, Th } from './scroll-table'

interface Column<T> {
  header: string
  cell: (item: T) => ReactNode
}

/** A read-only table over one of the service tables, with its real empty state (no sample rows). */
function RecordsTable<T extends { id: string }>({
  title,
  subtitle,
  query,
  columns,
  emptyIcon,
  emptyTitle,
  emptyDescription,
  testId,
}: {
  title: string
  subtitle: string
  query: { data?: ItemPage<T>; isError: boolean; refetch: () => unknown }
  columns: Column<T>[]
  emptyIcon: LucideIcon
  emptyTitle: string
  emptyDescription: string
  testId: string
}) {
  const { t } = useTranslation()
  const items = query.data?.items
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="overflow-hidden">
        {items ? (
          items.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={emptyIcon}
              title={emptyTitle}
              description={emptyDescription}
            />
          ) : (
            <ScrollTable label={title}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <Th key={column.header}>{column.header}</Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} data-testid={testId}>
                    {columns.map((column) => (
                      <Td key={column.header}>{column.cell(item)}</Td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
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
    </>
  )
}

/** /admin/jobs */
export function JobsPage() {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  return (
    <RecordsTable
      title={t('admin.jobs.title')}
      subtitle={t('admin.jobs.subtitle')}
      query={useAdminJobs()}
      testId="job-row"
      emptyIcon={Briefcase}
      emptyTitle={t('admin.jobs.empty')}
      emptyDescription={t('admin.jobs.emptyDescription')}
      columns={[
        { header: t('admin.jobs.columns.title'), cell: (job) => job.title },
        { header: t('admin.jobs.columns.company'), cell: (job) => job.company || none },
        { header: t('admin.jobs.columns.location'), cell: (job) => job.location || none },
        { header: t('admin.jobs.columns.type'), cell: (job) => job.job_type || none },
        { header: t('admin.jobs.columns.posted'), cell: (job) => formatDate(job.created_at, i18n.language) },
      ]}
    />
  )
}
