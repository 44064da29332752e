import { CalendarDays, Eye, EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { ProductThumb } from '@/components/ui/product-thumb'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { AdminEvent } from '../api/admin-types'
import { ADMIN_EVENTS_PAGE_SIZE, useAdminEvents } from '../api/get-admin-events'
import { useSetEventPublished } from '../api/set-event-published'
import { count, money } from '../format'
import { ScrollTable, Td, Th } from './scroll-table'
import { SearchInput, useSearchTerm } from './search-input'
import { formatDateTime } from '@/lib/date-format'

/** An event's day ('YYYY-MM-DD', Nairobi) read at noon UTC, so no time zone moves it to the day before. */
function eventDay(date: string, locale: string) {
  return formatDateTime(new Date(`${date}T12:00:00Z`), locale === 'sw' ? 'sw-KE' : 'en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * /admin/events: every event with its promoter and sales. The admin moderates by unpublishing (the event
 * leaves /events, its tickets stay valid) or publishing again; the server writes both to the audit log.
 */
export function EventsPage() {
  const { t } = useTranslation()
  const search = useSearchTerm()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const events = useAdminEvents({ search, page })
  const list = events.data?.events
  const total = events.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ADMIN_EVENTS_PAGE_SIZE))
  const goTo = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        if (next > 1) copy.set('page', String(next))
        else copy.delete('page')
        return copy
      },
      { replace: true },
    )

  return (
    <>
      <PageHeader title={t('admin.events.title')} subtitle={t('admin.events.subtitle')} />
      <SearchInput label={t('admin.common.search')} placeholder={t('admin.events.search')} />
      <Card className="overflow-hidden">
        {list ? (
          list.length === 0 ? (
            <ListEmpty
              data-testid="admin-empty"
              icon={CalendarDays}
              title={search ? t('admin.events.emptySearch') : t('admin.events.empty')}
            />
          ) : (
            <ScrollTable label={t('admin.events.title')}>
              <thead>
                <tr>
                  <Th>{t('admin.events.columns.event')}</Th>
                  <Th>{t('admin.events.columns.promoter')}</Th>
                  <Th>{t('admin.events.columns.date')}</Th>
                  <Th>{t('admin.events.columns.status')}</Th>
                  <Th className="text-right">{t('admin.events.columns.sold')}</Th>
                  <Th className="text-right">{t('admin.events.columns.revenue')}</Th>
                  <Th className="text-right">{t('admin.events.columns.actions')}</Th>
                </tr>
              </thead>
              <tbody>
                {list.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </tbody>
            </ScrollTable>
          )
        ) : events.isError ? (
          <ListError
            message={t('admin.common.loadFailed')}
            retryLabel={t('admin.common.retry')}
            onRetry={() => void events.refetch()}
          />
        ) : (
          <ListLoading label={t('admin.common.loading')} rows={5} />
        )}
      </Card>
      {pages > 1 && (
        <nav aria-label={t('admin.events.pagination')} className="flex items-center justify-between gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('admin.events.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('admin.events.page', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('admin.events.next')}
          </Button>
        </nav>
      )}
    </>
  )
}

function EventRow({ event }: { event: AdminEvent }) {
  const { t, i18n } = useTranslation()
  const setPublished = useSetEventPublished()

  async function toggle() {
    const publish = !event.is_active
    try {
      await setPublished.mutateAsync({ id: event.id, publish })
      toast.success(publish ? t('admin.events.toast.published') : t('admin.events.toast.unpublished'))
    } catch (error) {
      toast.error(
        t('admin.events.toast.failed', { message: errorMessage(error, t('admin.common.loadFailed')) }),
      )
    }
  }

  return (
    <tr data-testid="admin-event-row">
      <Td className="max-w-72">
        <div className="flex items-center gap-3">
          <ProductThumb src={event.image_url} />
          <div className="min-w-0">
            <div className="font-medium break-words">{event.title}</div>
            <div className="line-clamp-1 text-xs text-muted-foreground">{event.location}</div>
          </div>
        </div>
      </Td>
      <Td>
        {event.promoter ? (
          <>
            <div>{event.promoter.business_name}</div>
            {event.promoter.email && (
              <div className="text-xs text-muted-foreground">{event.promoter.email}</div>
            )}
          </>
        ) : (
          t('admin.events.noPromoter')
        )}
      </Td>
      <Td className="whitespace-nowrap">
        {eventDay(event.date, i18n.language)} {event.time}
      </Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Badge variant={event.is_active ? 'default' : 'outline'} data-testid="admin-event-status">
            {event.is_active ? t('admin.events.published') : t('admin.events.unpublished')}
          </Badge>
          {event.is_ended && <Badge variant="secondary">{t('admin.events.ended')}</Badge>}
        </div>
      </Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        {t('admin.events.soldOf', { sold: count(event.tickets_sold), capacity: count(event.max_attendees) })}
      </Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{money(event.revenue_cents)}</Td>
      <Td className="text-right">
        <Button
          variant="outline"
          size="sm"
          disabled={setPublished.isPending}
          onClick={() => void toggle()}
          aria-label={
            event.is_active
              ? t('admin.events.unpublishEvent', { title: event.title })
              : t('admin.events.publishEvent', { title: event.title })
          }
        >
          {event.is_active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          {event.is_active ? t('admin.events.unpublish') : t('admin.events.publish')}
        </Button>
      </Td>
    </tr>
  )
}
