import { formatPropertyPrice, propertyStatuses } from '@soko/shared/real-estate/real-estate.constants'
import type { AdminAgent, AdminProperty } from '@soko/shared/real-estate/real-estate.schema'
import {
  BadgeCheck,
  Ban,
  Building2,
  RotateCcw,
  ShieldCheck,
  ShieldOff,
  Star,
  StarOff,
  Users,
} from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { propertyFilterOf, useAdminAgents, useAdminProperties } from '../api/get-admin-properties'
import { useModerateProperty, useVerifyAgent } from '../api/moderate-property'
import { count, formatDate } from '../format'
import { LoadMoreButton } from './load-more-button'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'

// Radix's alert dialog loads with the first action that asks, not with the list.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)

type Tab = 'properties' | 'agents'
type Asking =
  { kind: 'unpublish' | 'restore'; property: AdminProperty } | { kind: 'unverify'; agent: AdminAgent } | null

const locationOf = (property: AdminProperty) =>
  [property.location_address, property.city].filter(Boolean).join(', ') || property.county

/**
 * /admin/properties: "Property Management" (issue 16). Properties: search and a status filter (both in the
 * URL), every listing with its agent, location, price, status, views and Featured, a page at a time ("Load
 * more", and how many of how many are shown); Feature / Unfeature and
 * Unpublish / Restore (which ask first). Agents: Verify / Unverify. The server audits every change; the
 * agent_verified notice refreshes both lists (notice-text.ts).
 */
export function PropertiesPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'agents' ? 'agents' : 'properties'
  const moderate = useModerateProperty()
  const verify = useVerifyAgent()
  const [asking, setAsking] = useState<Asking>(null)

  function setTab(next: Tab) {
    setParams(
      (current) => {
        const search = new URLSearchParams(current)
        if (next === 'agents') search.set('tab', 'agents')
        else search.delete('tab')
        return search
      },
      { replace: true },
    )
  }

  async function changeProperty(
    property: AdminProperty,
    change: 'feature' | 'unfeature' | 'unpublish' | 'restore',
  ) {
    try {
      await moderate.mutateAsync(
        change === 'feature' || change === 'unfeature'
          ? { id: property.id, is_featured: change === 'feature' }
          : { id: property.id, unpublished: change === 'unpublish' },
      )
      toast.success(t(`admin.properties.toast.${change}`, { title: property.title }))
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('admin.properties.toast.failed')))
      return false
    }
  }

  async function changeAgent(agent: AdminAgent, verified: boolean) {
    const name = agent.full_name || agent.agency_name || t('admin.properties.agents.noName')
    try {
      await verify.mutateAsync({ id: agent.id, is_verified: verified })
      toast.success(
        verified
          ? t('admin.properties.agents.toast.verified', { name })
          : t('admin.properties.agents.toast.unverified', { name }),
      )
      return true
    } catch (error) {
      toast.error(errorMessage(error, t('admin.properties.agents.toast.failed')))
      return false
    }
  }

  function onConfirm() {
    if (!asking) return
    const done =
      asking.kind === 'unverify'
        ? changeAgent(asking.agent, false)
        : changeProperty(asking.property, asking.kind)
    void done.then((ok) => ok && setAsking(null))
  }

  return (
    <>
      <PageHeader title={t('admin.properties.title')} subtitle={t('admin.properties.subtitle')} />
      <SimpleTabs
        value={tab}
        onValueChange={setTab}
        label={t('admin.properties.title')}
        tabs={[
          {
            value: 'properties',
            label: t('admin.properties.tabs.properties'),
            content: (
              <PropertiesTab
                pending={moderate.isPending}
                onChange={(property, change) => {
                  if (change === 'unpublish' || change === 'restore') setAsking({ kind: change, property })
                  else void changeProperty(property, change)
                }}
              />
            ),
          },
          {
            value: 'agents',
            label: t('admin.properties.tabs.agents'),
            content: (
              <AgentsTab
                pending={verify.isPending}
                onVerify={(agent) => void changeAgent(agent, true)}
                onUnverify={(agent) => setAsking({ kind: 'unverify', agent })}
              />
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {asking && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setAsking(null)}
            title={t(`admin.properties.confirm.${asking.kind}.title`)}
            description={t(`admin.properties.confirm.${asking.kind}.description`, {
              name:
                asking.kind === 'unverify'
                  ? asking.agent.full_name || asking.agent.agency_name || t('admin.properties.agents.noName')
                  : asking.property.title,
            })}
            confirmLabel={t(`admin.properties.confirm.${asking.kind}.confirm`)}
            pendingLabel={t('admin.common.saving')}
            cancelLabel={t('admin.common.cancel')}
            pending={moderate.isPending || verify.isPending}
            onConfirm={onConfirm}
          />
        )}
      </Suspense>
    </>
  )
}

function PropertiesTab({
  pending,
  onChange,
}: {
  pending: boolean
  onChange: (property: AdminProperty, change: 'feature' | 'unfeature' | 'unpublish' | 'restore') => void
}) {
  const { t } = useTranslation()
  const statusId = useId()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const status = propertyFilterOf(params.get('status'))
  const properties = useAdminProperties({ search, status })

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

  const pages = properties.data?.pages
  const items = pages?.flatMap((page) => page.items)
  const total = pages?.[0]?.total ?? 0
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput label={t('admin.common.search')} placeholder={t('admin.properties.search')} />
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium">
            {t('admin.properties.filter.label')}
          </label>
          <NativeSelect id={statusId} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('admin.properties.filter.all')}</option>
            {propertyStatuses.map((one) => (
              <option key={one} value={one}>
                {t(`admin.properties.statuses.${one}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Card className="overflow-hidden">
        {items ? (
          items.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={Building2}
              title={search || status ? t('admin.properties.emptySearch') : t('admin.properties.empty')}
              description={search || status ? undefined : t('admin.properties.emptyDescription')}
            />
          ) : (
            <ScrollTable label={t('admin.properties.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.properties.columns.title')}</Th>
                  <Th>{t('admin.properties.columns.agent')}</Th>
                  <Th>{t('admin.properties.columns.location')}</Th>
                  <Th className="text-right">{t('admin.properties.columns.price')}</Th>
                  <Th>{t('admin.properties.columns.status')}</Th>
                  <Th className="text-right">{t('admin.properties.columns.views')}</Th>
                  <Th>{t('admin.properties.columns.featured')}</Th>
                  <Th>{t('admin.properties.columns.listed')}</Th>
                  <Th className="text-right">{t('admin.properties.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {items.map((property) => (
                  <PropertyRow key={property.id} property={property} pending={pending} onChange={onChange} />
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : properties.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void properties.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {items && total > items.length && (
        <p className="text-sm text-muted-foreground" data-testid="properties-shown">
          {t('admin.properties.showing', { shown: count(items.length), total: count(total) })}
        </p>
      )}
      {items && <LoadMoreButton list={properties} />}
    </div>
  )
}

function PropertyRow({
  property,
  pending,
  onChange,
}: {
  property: AdminProperty
  pending: boolean
  onChange: (property: AdminProperty, change: 'feature' | 'unfeature' | 'unpublish' | 'restore') => void
}) {
  const { t, i18n } = useTranslation()
  const none = t('admin.common.none')
  const title = property.title
  const unpublished = property.status === 'unpublished'
  return (
    <tr data-testid="property-row">
      <Td className="font-medium">
        <Link to={`/property/${encodeURIComponent(property.id)}`} className="hover:underline">
          {title}
        </Link>
        {property.property_type && (
          <div className="text-xs font-normal text-muted-foreground">
            {t(`admin.properties.types.${property.property_type}`, { defaultValue: property.property_type })}
          </div>
        )}
      </Td>
      <Td>
        <div>{property.agent_name ?? none}</div>
        {property.agency_name && <div className="text-xs text-muted-foreground">{property.agency_name}</div>}
      </Td>
      <Td>{locationOf(property) ?? none}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        {formatPropertyPrice(property.price, property.listing_type)}
      </Td>
      <Td>
        <Badge
          variant={property.status === 'available' ? 'default' : unpublished ? 'destructive' : 'secondary'}
          data-testid="property-status"
        >
          {t(`admin.properties.statuses.${property.status}`)}
        </Badge>
      </Td>
      <Td className="text-right tabular-nums">{count(property.views_count)}</Td>
      <Td>
        {property.is_featured ? (
          <Badge variant="accent" data-testid="property-featured">
            {t('admin.properties.featured')}
          </Badge>
        ) : (
          <span className="text-muted-foreground">{t('admin.properties.notFeatured')}</span>
        )}
      </Td>
      <Td className="whitespace-nowrap">{formatDate(property.created_at, i18n.language)}</Td>
      <Td>
        <div className="flex items-center justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            disabled={pending || unpublished}
            onClick={() => onChange(property, property.is_featured ? 'unfeature' : 'feature')}
            aria-label={
              property.is_featured
                ? t('admin.properties.unfeatureNamed', { title })
                : t('admin.properties.featureNamed', { title })
            }
          >
            {property.is_featured ? <StarOff aria-hidden /> : <Star aria-hidden />}
            {property.is_featured ? t('admin.properties.unfeature') : t('admin.properties.feature')}
          </Button>
          {unpublished ? (
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => onChange(property, 'restore')}
              aria-label={t('admin.properties.restoreNamed', { title })}
            >
              <RotateCcw aria-hidden />
              {t('admin.properties.restore')}
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              disabled={pending}
              onClick={() => onChange(property, 'unpublish')}
              aria-label={t('admin.properties.unpublishNamed', { title })}
            >
              <Ban aria-hidden />
              {t('admin.properties.unpublish')}
            </Button>
          )}
        </div>
      </Td>
    </tr>
  )
}

function AgentsTab({
  pending,
  onVerify,
  onUnverify,
}: {
  pending: boolean
  onVerify: (agent: AdminAgent) => void
  onUnverify: (agent: AdminAgent) => void
}) {
  const { t, i18n } = useTranslation()
  const agents = useAdminAgents(true)
  const none = t('admin.common.none')
  const items = agents.data?.items
  return (
    <Card className="overflow-hidden">
      {items ? (
        items.length === 0 ? (
          <ListEmpty
            data-testid="admin-empty"
            icon={Users}
            title={t('admin.properties.agents.empty')}
            description={t('admin.properties.agents.emptyDescription')}
          />
        ) : (
          <ScrollTable label={t('admin.properties.tabs.agents')}>
            <thead>
              <tr>
                <Th>{t('admin.properties.agents.columns.name')}</Th>
                <Th>{t('admin.properties.agents.columns.agency')}</Th>
                <Th>{t('admin.properties.agents.columns.email')}</Th>
                <Th className="text-right">{t('admin.properties.agents.columns.listings')}</Th>
                <Th>{t('admin.properties.agents.columns.verified')}</Th>
                <Th>{t('admin.properties.agents.columns.joined')}</Th>
                <Th className="text-right">{t('admin.properties.columns.actions')}</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((agent) => {
                const name = agent.full_name || agent.agency_name || t('admin.properties.agents.noName')
                return (
                  <tr key={agent.id} data-testid="agent-row">
                    <Td className="font-medium">{agent.full_name ?? none}</Td>
                    <Td>{agent.agency_name ?? none}</Td>
                    <Td>{agent.email ?? none}</Td>
                    <Td className="text-right tabular-nums">{count(agent.listings)}</Td>
                    <Td>
                      <Badge
                        variant={agent.is_verified ? 'default' : 'outline'}
                        className="gap-1"
                        data-testid="agent-verified"
                      >
                        {agent.is_verified && <BadgeCheck aria-hidden className="size-3.5" />}
                        {agent.is_verified
                          ? t('admin.properties.agents.verified')
                          : t('admin.properties.agents.unverified')}
                      </Badge>
                    </Td>
                    <Td className="whitespace-nowrap">{formatDate(agent.created_at, i18n.language)}</Td>
                    <Td>
                      <div className="flex justify-end">
                        {agent.is_verified ? (
                          <Button
                            variant="outline"
                            size="sm"
                            className="text-destructive"
                            disabled={pending}
                            onClick={() => onUnverify(agent)}
                            aria-label={t('admin.properties.agents.unverifyNamed', { name })}
                          >
                            <ShieldOff aria-hidden />
                            {t('admin.properties.agents.unverify')}
                          </Button>
                        ) : (
                          <Button
                            size="sm"
                            disabled={pending}
                            onClick={() => onVerify(agent)}
                            aria-label={t('admin.properties.agents.verifyNamed', { name })}
                          >
                            <ShieldCheck aria-hidden />
                            {t('admin.properties.agents.verify')}
                          </Button>
                        )}
                      </div>
                    </Td>
                  </tr>
                )
              })}
            </tbody>
          </ScrollTable>
        )
      ) : agents.isError ? (
        <ListError
          message={t('admin.common.loadFailed')}
          retryLabel={t('admin.common.retry')}
          onRetry={() => void agents.refetch()}
        />
      ) : (
        <ListLoading label={t('admin.common.loading')} rows={4} />
      )}
    </Card>
  )
}
