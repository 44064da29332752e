import {
  reportStatuses,
  reportTargetTypes,
  type ReportStatus,
  type ReportTargetType,
} from '@soko/shared/community/community.constants'
import { ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { PageHeader } from '@/components/ui/page-header'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useDismissReports } from '../api/dismiss-reports'
import {
  COMMUNITY_QUEUE_PAGE_SIZE,
  useCommunityReports,
  type ReportedItem,
} from '../api/get-community-reports'
import { useModerateContent } from '../api/moderate-content'
import { useSuspendAuthor } from '../api/suspend-author'
import { useWarnAuthor } from '../api/warn-author'
import { ReportedItemCard, type ItemAction } from './reported-item-card'

// Radix's dialogs load with the first Warn or Suspend, not with the queue.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
)
const WarnAuthorDialog = lazy(() =>
  import('./warn-author-dialog').then((module) => ({ default: module.WarnAuthorDialog })),
)

const isStatus = (value: string | null): value is ReportStatus =>
  (reportStatuses as readonly string[]).includes(value ?? '')
const isType = (value: string | null): value is ReportTargetType =>
  (reportTargetTypes as readonly string[]).includes(value ?? '')

/**
 * /admin/community (issue 14): the moderation queue. Reported posts, replies and messages, one card per item
 * with its reports; Open, Actioned and Dismissed tabs and a type filter, kept in the URL. Hide, Restore and
 * Dismiss act at once; Warn asks for the message and Suspend asks first. The server audits every action.
 */
export function CommunityPage() {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const status = isStatus(params.get('status')) ? (params.get('status') as ReportStatus) : 'open'
  const type = isType(params.get('type')) ? (params.get('type') as ReportTargetType) : undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queue = useCommunityReports({ status, target_type: type, page })
  const data = queue.data
  const pages = data ? Math.max(1, Math.ceil(data.total / COMMUNITY_QUEUE_PAGE_SIZE)) : 1

  const moderate = useModerateContent()
  const dismiss = useDismissReports()
  const warn = useWarnAuthor()
  const suspend = useSuspendAuthor()
  const [busyId, setBusyId] = useState<string>()
  const [warning, setWarning] = useState<ReportedItem>()
  const [suspending, setSuspending] = useState<ReportedItem>()

  function setParam(name: 'status' | 'type' | 'page', value: string | undefined) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        if (name !== 'page') next.delete('page')
        return next
      },
      { replace: true },
    )
  }

  const nameOf = (item: ReportedItem) => item.author.full_name || t('adminCommunity.author')
  const failed = (error: unknown) =>
    toast.error(
      t('adminCommunity.toast.failed', { message: errorMessage(error, t('adminCommunity.loadFailed')) }),
    )

  async function run(item: ReportedItem, work: () => Promise<unknown>, done: string) {
    setBusyId(item.target_id)
    try {
      await work()
      toast.success(done)
      return true
    } catch (error) {
      failed(error)
      return false
    } finally {
      setBusyId(undefined)
    }
  }

  function onAction(action: ItemAction, item: ReportedItem) {
    const target = { type: item.target_type, id: item.target_id }
    if (action === 'hide' || action === 'restore') {
      void run(
        item,
        () => moderate.mutateAsync({ action, ...target }),
        t(action === 'hide' ? 'adminCommunity.toast.hidden' : 'adminCommunity.toast.restored'),
      )
    } else if (action === 'dismiss') {
      const open = item.reports.find((report) => report.status === 'open')
      if (open)
        void run(item, () => dismiss.mutateAsync({ reportId: open.id }), t('adminCommunity.toast.dismissed'))
    } else if (action === 'warn') setWarning(item)
    else setSuspending(item)
  }

  async function sendWarning(message: string) {
    if (!warning) return
    const item = warning
    const sent = await run(
      item,
      () =>
        warn.mutateAsync({
          userId: item.author.id,
          message,
          target_type: item.target_type,
          target_id: item.target_id,
        }),
      t('adminCommunity.toast.warned', { name: nameOf(item) }),
    )
    if (sent) setWarning(undefined)
  }

  async function confirmSuspend() {
    if (!suspending) return
    const item = suspending
    const done = await run(
      item,
      () => suspend.mutateAsync({ userId: item.author.id }),
      t('adminCommunity.toast.suspended', { name: nameOf(item) }),
    )
    if (done) setSuspending(undefined)
  }

  const list = data?.items
  const content = list ? (
    list.length === 0 ? (
      <Card>
        <ListEmpty data-testid="admin-empty" icon={ShieldCheck} title={t(`adminCommunity.empty.${status}`)} />
      </Card>
    ) : (
      <div className="flex flex-col gap-4">
        {list.map((item) => (
          <ReportedItemCard
            key={`${item.target_type}:${item.target_id}`}
            item={item}
            busy={busyId === item.target_id}
            onAction={onAction}
          />
        ))}
        {pages > 1 && (
          <nav className="flex items-center justify-between gap-2" aria-label={t('adminCommunity.title')}>
            <Button variant="outline" disabled={page <= 1} onClick={() => setParam('page', String(page - 1))}>
              {t('adminCommunity.previous')}
            </Button>
            <span className="text-sm text-muted-foreground">
              {t('adminCommunity.pageOf', { page, pages })}
            </span>
            <Button
              variant="outline"
              disabled={page >= pages}
              onClick={() => setParam('page', String(page + 1))}
            >
              {t('adminCommunity.next')}
            </Button>
          </nav>
        )}
      </div>
    )
  ) : queue.isError ? (
    <Card>
      <ListError
        message={t('adminCommunity.loadFailed')}
        retryLabel={t('adminCommunity.retry')}
        onRetry={() => void queue.refetch()}
      />
    </Card>
  ) : (
    <Card>
      <ListLoading label={t('adminCommunity.loading')} rows={3} />
    </Card>
  )

  return (
    <>
      <PageHeader
        title={t('adminCommunity.title')}
        subtitle={t('adminCommunity.subtitle')}
        action={
          data && data.open_count > 0 ? (
            <Badge variant="accent" className="w-fit" data-testid="open-count">
              {t('adminCommunity.openCount', { count: data.open_count })}
            </Badge>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-2 sm:w-64">
        <Label htmlFor={`${id}-type`}>{t('adminCommunity.typeLabel')}</Label>
        <NativeSelect
          id={`${id}-type`}
          value={type ?? ''}
          onChange={(event) => setParam('type', event.target.value || undefined)}
        >
          <option value="">{t('adminCommunity.allTypes')}</option>
          {reportTargetTypes.map((value) => (
            <option key={value} value={value}>
              {t(`adminCommunity.types.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SimpleTabs
        label={t('adminCommunity.statusLabel')}
        value={status}
        onValueChange={(value) => setParam('status', value === 'open' ? undefined : value)}
        tabs={reportStatuses.map((value) => ({
          value,
          label: t(`adminCommunity.status.${value}`),
          content: value === status ? content : null,
        }))}
      />
      <Suspense fallback={null}>
        {warning && (
          <WarnAuthorDialog
            authorName={nameOf(warning)}
            pending={warn.isPending}
            onConfirm={(message) => void sendWarning(message)}
            onClose={() => setWarning(undefined)}
          />
        )}
        {suspending && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setSuspending(undefined)}
            title={t('adminCommunity.suspendDialog.title')}
            description={t('adminCommunity.suspendDialog.description', { name: nameOf(suspending) })}
            confirmLabel={t('adminCommunity.suspendDialog.confirm')}
            pendingLabel={t('adminCommunity.suspendDialog.pending')}
            cancelLabel={t('adminCommunity.suspendDialog.cancel')}
            pending={suspend.isPending}
            onConfirm={() => void confirmSuspend()}
          />
        )}
      </Suspense>
    </>
  )
}
