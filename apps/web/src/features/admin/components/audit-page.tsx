import { auditActions } from '@soko/shared/admin/admin.constants'
import { ScrollText } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { useAuditLog, type AuditFilters } from '../api/get-audit-log'
import { ActivityList } from './activity-list'

const entityTypes = [
  'vendor',
  'product',
  'order',
  'user',
  'event',
  'restaurant',
  'driver',
  'property',
  'real_estate_agent',
  'job',
  'employer',
  'post',
  'reply',
  'message',
] as const
/** Moderated content's types are named by the community screen's texts. */
const entityLabel = (type: (typeof entityTypes)[number]) =>
  type === 'post' || type === 'reply' || type === 'message'
    ? (`adminCommunity.types.${type}` as const)
    : (`admin.audit.entities.${type}` as const)
const filterNames = ['action', 'entity_type', 'from', 'to'] as const

/** /admin/audit: every admin write, newest first, filtered by action, entity type and dates (in the URL). */
export function AuditPage() {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as AuditFilters
  const audit = useAuditLog(filters)
  const entries = audit.data?.pages.flatMap((page) => page.entries)
  const filtered = filterNames.some((name) => filters[name] !== '')

  function setFilter(name: (typeof filterNames)[number], value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <>
      <PageHeader title={t('admin.audit.title')} subtitle={t('admin.audit.subtitle')} />
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 xl:grid-cols-5 xl:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('action')}>{t('admin.audit.action')}</Label>
            <NativeSelect
              id={field('action')}
              value={filters.action}
              onChange={(event) => setFilter('action', event.target.value)}
            >
              <option value="">{t('admin.audit.allActions')}</option>
              {auditActions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('entity')}>{t('admin.audit.entityType')}</Label>
            <NativeSelect
              id={field('entity')}
              value={filters.entity_type}
              onChange={(event) => setFilter('entity_type', event.target.value)}
            >
              <option value="">{t('admin.audit.allEntities')}</option>
              {entityTypes.map((type) => (
                <option key={type} value={type}>
                  {t(entityLabel(type))}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('from')}>{t('admin.audit.from')}</Label>
            <Input
              id={field('from')}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={field('to')}>{t('admin.audit.to')}</Label>
            <Input
              id={field('to')}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          </div>
          <Button variant="outline" disabled={!filtered} onClick={() => setParams({}, { replace: true })}>
            {t('admin.audit.clear')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        {entries ? (
          entries.length === 0 ? (
            <ListEmpty data-testid="admin-empty" icon={ScrollText} title={t('admin.audit.empty')} />
          ) : (
            <CardContent className="flex flex-col gap-4 pt-6">
              <ActivityList entries={entries} />
              {audit.hasNextPage && (
                <Button
                  variant="outline"
                  className="self-center"
                  disabled={audit.isFetchingNextPage}
                  onClick={() => void audit.fetchNextPage()}
                >
                  {audit.isFetchingNextPage ? t('admin.audit.loadingMore') : t('admin.audit.loadMore')}
                </Button>
              )}
            </CardContent>
          )
        ) : audit.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void audit.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
    </>
  )
}
