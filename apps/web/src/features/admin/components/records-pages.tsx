import { Building2, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import type { ItemPage } from '../api/admin-types'
import { useAdminProperties } from '../api/get-admin-records'
import { formatDate, money } from '../format'
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

/** /admin/properties */
export function PropertiesPage() {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  return (
    <RecordsTable
      title={t('admin.properties.title')}
      subtitle={t('admin.properties.subtitle')}
      query={useAdminProperties()}
      testId="property-row"
      emptyIcon={Building2}
      emptyTitle={t('admin.properties.empty')}
      emptyDescription={t('admin.properties.emptyDescription')}
      columns={[
        { header: t('admin.properties.columns.title'), cell: (property) => property.title },
        { header: t('admin.properties.columns.location'), cell: (property) => property.location || none },
        { header: t('admin.properties.columns.type'), cell: (property) => property.property_type || none },
        { header: t('admin.properties.columns.price'), cell: (property) => money(property.price_cents) },
        { header: t('admin.properties.columns.status'), cell: (property) => property.status || none },
        {
          header: t('admin.properties.columns.listed'),
          cell: (property) => formatDate(property.created_at, i18n.language),
        },
      ]}
    />
  )
}
