import { CalendarX2, Search, SlidersHorizontal, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useIsMobile } from '@/lib/use-media-query'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useEvents } from '../api/get-events'
import {
  countDrawerEventFilters,
  defaultEventFilters,
  eventFiltersToParams,
  hasActiveEventFilters,
  parseEventFilters,
  toEventListParams,
  type EventFilters,
  type EventView,
} from '../event-filters'
import { EVENTS_SEARCH_DEBOUNCE_MS, type EventCard as EventCardData } from '../event-types'
import { useEventBookingLauncher } from './booking-launcher'
import { EventCard, EventCardSkeleton } from './event-card'
import { DateRangeField, PriceField, SortField, TypeField } from './event-filter-fields'
import { ViewToggle } from './view-toggle'

const FiltersDrawer = lazy(() => import('./filters-drawer'))
const PreviewDialog = lazy(() => import('./event-preview-dialog'))

const skeletonCount = 6
const gridClass = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @5xl:grid-cols-3'
const listClass = 'flex flex-col gap-4'

/** /events: browse, filter and book events (spec 001 section 2, Events). */
export function EventsPage() {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const [params, setParams] = useSearchParams()
  const filters = parseEventFilters(params)
  const { book, dialog } = useEventBookingLauncher()
  const [preview, setPreview] = useState<EventCardData | null>(null)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // The box shows what is typed and writes it to the URL at once; only the server query waits 500 ms.
  const { term, debounced: debouncedTerm, type } = useUrlSearchTerm(filters.search, EVENTS_SEARCH_DEBOUNCE_MS)

  const list = useEvents(toEventListParams(filters, debouncedTerm))
  const data = useDeferredValue(list.data)
  const events = data?.pages.flatMap((page) => page.events) ?? []
  const total = data?.pages[0]?.total ?? null
  const rendering = list.data !== undefined && data === undefined
  const active = hasActiveEventFilters({ ...filters, search: term })

  // Spec 001 section 8: a failed load says so in a toast too.
  const failed = list.isError
  useEffect(() => {
    if (failed) toast.error(t('events.loadFailed'))
  }, [failed, t])

  function update(patch: Partial<EventFilters>, { replace = false } = {}) {
    // The address bar, not this render's params: two changes in a row (in the drawer) must both land.
    const current = parseEventFilters(new URLSearchParams(window.location.search))
    setParams(eventFiltersToParams({ ...current, ...patch }), { replace, preventScrollReset: true })
  }

  function onSearch(value: string) {
    type(value)
    update({ search: value }, { replace: true })
  }

  function clearFilters() {
    type('')
    setParams(eventFiltersToParams({ ...defaultEventFilters, view: filters.view }), {
      preventScrollReset: true,
    })
    toast.success(t('events.filters.cleared'))
  }

  const onPreview = useCallback((event: EventCardData) => setPreview(event), [])
  const drawerCount = countDrawerEventFilters(filters)

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('events.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('events.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="events-search" className="sr-only">
              {t('events.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="events-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t('events.searchPlaceholder')}
              value={term}
              onChange={(event) => onSearch(event.target.value)}
              className="h-12 bg-background pl-9 shadow-sm"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
        {!isMobile && (
          <div
            role="group"
            aria-label={t('events.filters.title')}
            className="grid items-end gap-4 rounded-xl border bg-card p-4 md:grid-cols-3 xl:grid-cols-[1fr_1fr_2fr_1fr]"
          >
            <TypeField id="bar" filters={filters} onChange={update} />
            <PriceField id="bar" filters={filters} onChange={update} />
            <div className="md:col-span-2 xl:col-span-1">
              <DateRangeField id="bar" filters={filters} onChange={update} />
            </div>
            <SortField id="bar" filters={filters} onChange={update} />
          </div>
        )}

        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {isMobile && (
              <Button
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => {
                  setDrawerWanted(true)
                  setDrawerOpen(true)
                }}
              >
                <SlidersHorizontal aria-hidden />
                {t('events.filters.open')}
                {drawerCount > 0 && (
                  <Badge
                    variant="accent"
                    aria-label={t('events.filters.activeCount', { count: drawerCount })}
                  >
                    {drawerCount}
                  </Badge>
                )}
              </Button>
            )}
            <p role="status" className="text-sm text-muted-foreground" data-testid="events-count">
              {total === null ? '' : t('events.count', { count: total })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            {active && (
              <Button variant="ghost" onClick={clearFilters}>
                <X aria-hidden />
                {t('events.filters.clearAll')}
              </Button>
            )}
            <ViewToggle value={filters.view} onChange={(view) => update({ view }, { replace: true })} />
          </div>
        </div>

        <section aria-labelledby="events-results-heading" className="@container flex flex-col gap-4">
          <h2 id="events-results-heading" className="sr-only">
            {t('events.resultsLabel')}
          </h2>
          <Results
            list={list}
            events={events}
            rendering={rendering}
            active={active}
            view={filters.view}
            onBook={book}
            onPreview={onPreview}
            onClear={clearFilters}
          />
        </section>
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={drawerOpen && isMobile}
            onOpenChange={setDrawerOpen}
            filters={filters}
            onChange={(patch) => update(patch)}
            onClear={clearFilters}
            total={total}
          />
        </Suspense>
      )}
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog event={preview} onClose={() => setPreview(null)} onBook={book} />
        </Suspense>
      )}
      {dialog}
    </div>
  )
}

function Results({
  list,
  events,
  rendering,
  active,
  view,
  onBook,
  onPreview,
  onClear,
}: {
  list: ReturnType<typeof useEvents>
  events: EventCardData[]
  rendering: boolean
  active: boolean
  view: EventView
  onBook: (event: EventCardData) => void
  onPreview: (event: EventCardData) => void
  onClear: () => void
}) {
  const { t } = useTranslation()
  const layout = view === 'list' ? listClass : gridClass
  if (list.isPending || rendering) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner />
          {t('events.loading')}
        </p>
        <div className={layout}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <EventCardSkeleton key={index} />
          ))}
        </div>
      </div>
    )
  }
  if (list.isError && events.length === 0) {
    return (
      <ErrorState
        message={t('events.loadFailed')}
        retryLabel={t('events.retry')}
        onRetry={() => void list.refetch()}
        className="rounded-xl border py-10"
      />
    )
  }
  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
        <CalendarX2 aria-hidden className="size-12 text-muted-foreground" />
        <h3 className="text-xl font-semibold">{t('events.empty.title')}</h3>
        <p className="max-w-md text-muted-foreground">
          {active ? t('events.empty.filtered') : t('events.empty.none')}
        </p>
        {active && (
          <Button variant="outline" onClick={onClear}>
            {t('events.filters.clearAll')}
          </Button>
        )}
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <ul
        className={cn(layout, list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isPlaceholderData}
        data-testid="event-list"
        data-view={view}
      >
        {events.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} view={view} onBook={onBook} onPreview={onPreview} eager={index < 3} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('events.loadFailed')}
        </p>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('events.loadingMore') : t('events.loadMore')}
          </Button>
        </div>
      )}
    </div>
  )
}
