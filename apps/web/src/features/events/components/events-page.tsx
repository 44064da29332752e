import { CalendarX2, SlidersHorizontal, X } from 'lucide-react'
import { Search } from '@/components/ui/shell-icons'
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { BrowseResults } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useIsMobile } from '@/lib/use-media-query'
import { toast } from '@/lib/toast'
import { useEvents } from '../api/get-events'
import {
  countDrawerEventFilters,
  defaultEventFilters,
  eventFiltersToParams,
  hasActiveEventFilters,
  parseEventFilters,
  toEventListParams,
  type EventFilters,
} from '../event-filters'
import { EVENTS_SEARCH_DEBOUNCE_MS, type EventCard as EventCardData } from '../event-types'
import { useEventBookingLauncher } from './booking-launcher'
import { EventCard, EventCardSkeleton } from './event-card'
import { DateRangeField, PriceField, SortField, TypeField } from './event-filter-fields'
import { ViewToggle } from './view-toggle'

const FiltersDrawer = lazy(() => import('./filters-drawer'))
const PreviewDialog = lazy(() => import('./event-preview-dialog'))

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
          <BrowseResults
            query={list}
            items={events}
            rendering={rendering}
            renderItem={(event, index) => (
              <EventCard
                event={event}
                view={filters.view}
                onBook={book}
                onPreview={onPreview}
                eager={index < 3}
              />
            )}
            skeleton={EventCardSkeleton}
            layoutClassName={filters.view === 'list' ? listClass : gridClass}
            emptyIcon={CalendarX2}
            onClear={active ? clearFilters : undefined}
            texts={{
              loading: t('events.loading'),
              loadFailed: t('events.loadFailed'),
              retry: t('events.retry'),
              emptyTitle: t('events.empty.title'),
              emptyText: active ? t('events.empty.filtered') : t('events.empty.none'),
              clearAll: t('events.filters.clearAll'),
              loadMore: t('events.loadMore'),
              loadingMore: t('events.loadingMore'),
            }}
            listTestId="event-list"
            listData={{ 'data-view': filters.view }}
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
