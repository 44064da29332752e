import { DIRECTORY_SEARCH_DEBOUNCE_MS } from '@soko/shared/providers/provider.constants'
import { SearchX, SlidersHorizontal, X } from 'lucide-react'
import { Search } from '@/components/ui/shell-icons'
import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { BrowseResults } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useIsMobile } from '@/lib/use-media-query'
import { toast } from '@/lib/toast'
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
    <BrowseResults
      query={list}
      items={providers}
      rendering={rendering}
      renderItem={(provider, index) => <ProviderCard provider={provider} onBook={book} eager={index < 4} />}
      skeleton={ProviderCardSkeleton}
      skeletonCount={8}
      layoutClassName={gridClass}
      emptyIcon={SearchX}
      onClear={clearFilters}
      texts={{
        loading: t('services.loading'),
        loadFailed: t('services.loadFailed'),
        retry: t('services.retry'),
        emptyTitle: t('services.empty.title'),
        emptyText: active ? t('services.empty.filtered') : t('services.empty.none'),
        clearAll: t('services.filters.clearAll'),
        loadMore: t('services.loadMore'),
        loadingMore: t('services.loadingMore'),
      }}
      listTestId="provider-list"
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
