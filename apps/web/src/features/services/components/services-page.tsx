import { DIRECTORY_SEARCH_DEBOUNCE_MS } from '@soko/shared/providers/provider.constants'
import { Search, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { lazy, Suspense, useDeferredValue, useState } from 'react'
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
import { useServices } from '../api/get-services'
import {
  countDrawerFilters,
  defaultDirectoryFilters,
  directoryFiltersToParams,
  hasActiveFilters,
  isProviderCategory,
  parseDirectoryFilters,
  toDirectoryListParams,
  type DirectoryFilters,
} from '../directory-filters'
import { useBookingLauncher } from './booking-launcher'
import { allCategories, CategoryTabs } from './category-tabs'
import { RateField, RatingField, SortField } from './directory-filter-fields'
import { ProviderCard, ProviderCardSkeleton } from './provider-card'

const FiltersDrawer = lazy(() => import('./filters-drawer'))

const skeletonCount = 8
// Columns follow the width the list has (the sidebar takes some of the screen), so a card never gets too
// narrow for its buttons: 1 to 4 columns.
const gridClass = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4'

/** /services: find and book verified service providers (spec 001 section 2, Services directory). */
export function ServicesPage() {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const [params, setParams] = useSearchParams()
  const filters = parseDirectoryFilters(params)
  const { book, dialog } = useBookingLauncher()
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // The box shows what is typed and writes it to the URL at once; only the server query waits 500 ms.
  const {
    term,
    debounced: debouncedTerm,
    type,
  } = useUrlSearchTerm(filters.search, DIRECTORY_SEARCH_DEBOUNCE_MS)

  const list = useServices(toDirectoryListParams(filters, debouncedTerm))
  // The cards render in the background (a deferred value renders in slices): a page of cards arriving does
  // not block a tap on a slow phone. Until the first page has rendered, the loading state stays.
  const data = useDeferredValue(list.data)
  const providers = data?.pages.flatMap((page) => page.providers) ?? []
  const total = data?.pages[0]?.total ?? null
  const rendering = list.data !== undefined && data === undefined
  const active = hasActiveFilters({ ...filters, search: term })

  function update(patch: Partial<DirectoryFilters>, { replace = false } = {}) {
    // The address bar, not this render's params: two changes in a row (category, then sort, in the drawer)
    // must both land, and the router hands a functional update the params of the last render.
    const current = parseDirectoryFilters(new URLSearchParams(window.location.search))
    setParams(directoryFiltersToParams({ ...current, ...patch }), { replace, preventScrollReset: true })
  }

  function onSearch(value: string) {
    type(value)
    update({ search: value }, { replace: true })
  }

  function clearFilters() {
    type('')
    setParams(directoryFiltersToParams(defaultDirectoryFilters), { preventScrollReset: true })
    toast.success(t('services.filters.cleared'))
  }

  const drawerCount = countDrawerFilters(filters)
  const results = (
    <Results
      list={list}
      providers={providers}
      rendering={rendering}
      active={active}
      onBook={book}
      onClear={clearFilters}
    />
  )

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('services.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('services.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="services-search" className="sr-only">
              {t('services.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="services-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t('services.searchPlaceholder')}
              value={term}
              onChange={(event) => onSearch(event.target.value)}
              className="h-12 bg-background pl-9 shadow-sm"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
        {isMobile ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              aria-haspopup="dialog"
              onClick={() => {
                setDrawerWanted(true)
                setDrawerOpen(true)
              }}
            >
              <SlidersHorizontal aria-hidden />
              {t('services.filters.moreFilters')}
              {drawerCount > 0 && (
                <Badge
                  variant="accent"
                  aria-label={t('services.filters.activeCount', { count: drawerCount })}
                >
                  {drawerCount}
                </Badge>
              )}
            </Button>
          </div>
        ) : (
          <div
            role="group"
            aria-label={t('services.filters.title')}
            className="grid items-end gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]"
          >
            <SortField id="bar" filters={filters} onChange={update} />
            <RatingField id="bar" filters={filters} onChange={update} />
            <div className="md:col-span-2 lg:col-span-1">
              <RateField id="bar" filters={filters} onChange={(patch) => update(patch, { replace: true })} />
            </div>
          </div>
        )}

        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-muted-foreground" data-testid="services-count">
            {total === null ? '' : t('services.count', { count: total })}
          </p>
          {active && (
            <Button variant="ghost" onClick={clearFilters}>
              <X aria-hidden />
              {t('services.filters.clearAll')}
            </Button>
          )}
        </div>

        <section aria-labelledby="services-results-heading" className="@container flex flex-col gap-4">
          <h2 id="services-results-heading" className="sr-only">
            {t('services.resultsLabel')}
          </h2>
          {isMobile ? (
            results
          ) : (
            <CategoryTabs
              value={filters.category ?? allCategories}
              onChange={(value) => update({ category: isProviderCategory(value) ? value : null })}
            >
              {results}
            </CategoryTabs>
          )}
        </section>
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={drawerOpen && isMobile}
            onOpenChange={setDrawerOpen}
            filters={filters}
            onChange={(patch) => update(patch, { replace: patch.rateMin !== undefined })}
            onClear={clearFilters}
            total={total}
          />
        </Suspense>
      )}
      {dialog}
    </div>
  )
}

function Results({
  list,
  providers,
  rendering,
  active,
  onBook,
  onClear,
}: {
  list: ReturnType<typeof useServices>
  providers: NonNullable<ReturnType<typeof useServices>['data']>['pages'][number]['providers']
  rendering: boolean
  active: boolean
  onBook: Parameters<typeof ProviderCard>[0]['onBook']
  onClear: () => void
}) {
  const { t } = useTranslation()
  if (list.isPending || rendering) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Spinner />
          {t('services.loading')}
        </p>
        <div className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <ProviderCardSkeleton key={index} />
          ))}
        </div>
      </div>
    )
  }
  if (list.isError && providers.length === 0) {
    return (
      <ErrorState
        message={t('services.loadFailed')}
        retryLabel={t('services.retry')}
        onRetry={() => void list.refetch()}
        className="rounded-xl border py-10"
      />
    )
  }
  if (providers.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
        <SearchX aria-hidden className="size-12 text-muted-foreground" />
        <h3 className="text-xl font-semibold">{t('services.empty.title')}</h3>
        <p className="max-w-md text-muted-foreground">
          {active ? t('services.empty.filtered') : t('services.empty.none')}
        </p>
        <Button variant="outline" onClick={onClear}>
          {t('services.filters.clearAll')}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      {/* A new search or filter: the previous cards stay, dimmed, until the answer arrives. */}
      <ul
        className={cn(gridClass, list.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={list.isPlaceholderData}
        data-testid="provider-list"
      >
        {providers.map((provider, index) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} onBook={onBook} eager={index < 4} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {t('services.loadFailed')}
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
            {list.isFetchingNextPage ? t('services.loadingMore') : t('services.loadMore')}
          </Button>
        </div>
      )}
    </div>
  )
}
