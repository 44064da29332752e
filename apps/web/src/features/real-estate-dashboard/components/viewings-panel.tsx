import { viewingStatuses } from '@soko/shared/real-estate/real-estate.constants'
import { CalendarClock, Check, Mail, Phone, X } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { formatCalendarDay } from '@/lib/date-format'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useAgentViewings, useAnswerViewing, type ViewingFilter } from '../api/viewings'
import type { AgentViewing } from '../dashboard-types'

const DeclineViewingDialog = lazy(() => import('./decline-viewing-dialog'))

const viewingFilterOf = (value: string): ViewingFilter =>
  viewingStatuses.find((status) => status === value) ?? ''

const formatDay = formatCalendarDay

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * The viewing requests of the agent's listings, upcoming first, filtered by status: who asked (name, phone,
 * e-mail), when, their message; a requested one is confirmed or declined (with an optional reason).
 */
export function ViewingsPanel() {
  const { t } = useTranslation()
  const filterId = useId()
  const [filter, setFilter] = useState<ViewingFilter>('')
  const viewings = useAgentViewings(filter)
  const answer = useAnswerViewing()
  const [declining, setDeclining] = useState<AgentViewing | null>(null)
  const nameOf = (viewing: AgentViewing) =>
    viewing.requester.full_name || t('realEstateDashboard.viewings.noName')

  async function confirm(viewing: AgentViewing) {
    try {
      await answer.mutateAsync({ id: viewing.id, answer: 'confirm' })
      toast.success(t('realEstateDashboard.viewings.confirmed'))
    } catch (error) {
      toast.error(errorMessage(error, t('realEstateDashboard.viewings.failed')))
    }
  }

  async function decline(viewing: AgentViewing, reason: string) {
    try {
      await answer.mutateAsync({ id: viewing.id, answer: 'decline', reason })
      toast.success(t('realEstateDashboard.viewings.declined'))
      setDeclining(null)
    } catch (error) {
      toast.error(errorMessage(error, t('realEstateDashboard.viewings.failed')))
    }
  }

  const items = viewings.data?.items
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('realEstateDashboard.viewings.filter')}
        </label>
        <NativeSelect
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(viewingFilterOf(event.target.value))}
        >
          <option value="">{t('realEstateDashboard.viewings.all')}</option>
          {viewingStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`realEstateDashboard.viewings.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {items ? (
        items.length === 0 ? (
          <Card>
            <ListEmpty
              icon={CalendarClock}
              title={
                filter
                  ? t('realEstateDashboard.viewings.emptyFiltered')
                  : t('realEstateDashboard.viewings.empty')
              }
              description={t('realEstateDashboard.viewings.emptyText')}
            />
          </Card>
        ) : (
          <ul
            className={cn('flex flex-col gap-3', viewings.isPlaceholderData && 'opacity-60')}
            data-testid="agent-viewings"
          >
            {items.map((viewing) => (
              <ViewingItem
                key={viewing.id}
                viewing={viewing}
                name={nameOf(viewing)}
                pending={answer.isPending}
                onConfirm={() => void confirm(viewing)}
                onDecline={() => setDeclining(viewing)}
              />
            ))}
          </ul>
        )
      ) : viewings.isError ? (
        <Card>
          <ListError
            message={t('realEstateDashboard.loadFailed')}
            retryLabel={t('realEstateDashboard.retry')}
            onRetry={() => void viewings.refetch()}
          />
        </Card>
      ) : (
        <ListLoading label={t('realEstateDashboard.viewings.loading')} variant="card" />
      )}
      {declining && (
        <Suspense fallback={null}>
          <DeclineViewingDialog
            name={nameOf(declining)}
            pending={answer.isPending}
            onClose={() => setDeclining(null)}
            onDecline={(reason) => void decline(declining, reason)}
          />
        </Suspense>
      )}
    </div>
  )
}

function ViewingItem({
  viewing,
  name,
  pending,
  onConfirm,
  onDecline,
}: {
  viewing: AgentViewing
  name: string
  pending: boolean
  onConfirm: () => void
  onDecline: () => void
}) {
  const { t, i18n } = useTranslation()
  const { phone, email } = viewing.requester
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="agent-viewing">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold break-words">
            <Link to={`/property/${encodeURIComponent(viewing.property_id)}`} className="hover:underline">
              {viewing.property_title}
            </Link>
          </h3>
          <p className="flex items-center gap-2 text-sm">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {t('realEstateDashboard.viewings.when', {
              date: formatDay(viewing.date, i18n.language),
              slot: viewing.slot,
            })}
          </p>
        </div>
        <Badge
          variant={
            viewing.status === 'confirmed' ? 'default' : viewing.status === 'requested' ? 'accent' : 'outline'
          }
          data-testid="viewing-status"
        >
          {t(`realEstateDashboard.viewings.statuses.${viewing.status}`)}
        </Badge>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <p>
          <span className="text-muted-foreground">{t('realEstateDashboard.viewings.requester')}: </span>
          <span className="font-medium">{name}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {phone && (
            <Button asChild variant="outline" size="sm" className="h-11">
              <a href={telHref(phone)}>
                <Phone aria-hidden />
                {phone}
              </a>
            </Button>
          )}
          {email && (
            <Button asChild variant="outline" size="sm" className="h-11 max-w-full">
              <a href={`mailto:${email}`}>
                <Mail aria-hidden />
                <span className="truncate">{email}</span>
              </a>
            </Button>
          )}
        </div>
        {viewing.message && (
          <p className="break-words">
            <span className="text-muted-foreground">{t('realEstateDashboard.viewings.message')}: </span>
            {viewing.message}
          </p>
        )}
        {viewing.status === 'declined' && viewing.response_note && (
          <p className="break-words text-muted-foreground">
            {t('realEstateDashboard.viewings.reasonShown', { reason: viewing.response_note })}
          </p>
        )}
      </div>
      {viewing.status === 'requested' && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={pending}
            onClick={onConfirm}
            aria-label={t('realEstateDashboard.viewings.confirmNamed', { name })}
          >
            <Check aria-hidden />
            {t('realEstateDashboard.viewings.confirm')}
          </Button>
          <Button
            variant="outline"
            className="text-destructive"
            disabled={pending}
            aria-haspopup="dialog"
            onClick={onDecline}
            aria-label={t('realEstateDashboard.viewings.declineNamed', { name })}
          >
            <X aria-hidden />
            {t('realEstateDashboard.viewings.decline')}
          </Button>
        </div>
      )}
    </li>
  )
}
