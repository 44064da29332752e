import { SlidersHorizontal, X } from 'lucide-react'
import { Building2, Search } from '@/components/ui/shell-icons'
import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { BrowseResults } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useIsMobile } from '@/lib/use-media-query'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useProperties } from '../api/get-properties'
import {
  countPanelFilters,
  defaultPropertyFilters,
  filtersFromCriteria,
  hasActivePropertyFilters,
  parsePropertyFilters,
  propertyFiltersToParams,
  toCriteria,
  toListParams,
  type PropertyFilters,
} from '../property-filters'
import { PROPERTY_SEARCH_DEBOUNCE_MS } from '../real-estate-types'
import { PropertyCard, PropertyCardSkeleton } from './property-card'
import {
  BedroomsField,
  CityField,
  CountyField,
  ListingTypeField,
  PriceFields,
  PropertyTypeField,
  SortField,
} from './property-filter-fields'
import { SavedSearchList, SaveSearchButton } from './saved-searches'

const FiltersDrawer = lazy(() => import('./property-filters-drawer'))

/**
 * /real-estate (spec 001 "Real estate", issue 16): search by title or address (also from the shell's
 * `?search=`), filters and sort in the URL, property cards with View Details, Load more, and Save this search.
 */
export function RealEstatePage() {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const [params, setParams] = useSearchParams()
  const filters = parsePropertyFilters(params)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // The box shows what is typed and writes it to the URL at once; the server is asked once typing settles
  // (the typed filters: search, city and prices; a select applies at once).
  const { term, type } = useUrlSearchTerm(filters.search, 0)
  const listParams = toListParams(filters)
  const typed = useDebouncedValue(
    JSON.stringify([listParams.search, listParams.city, listParams.min_price, listParams.max_price]),
    PROPERTY_SEARCH_DEBOUNCE_MS,
  )
  const [search, city, minPrice, maxPrice] = JSON.parse(typed) as [
    string | undefined,
    string | undefined,
    number | undefined,
    number | undefined,
  ]
  const list = useProperties({
    ...listParams,
    search,
    city,
    min_price: minPrice,
    max_price: maxPrice,
  })
  const data = useDeferredValue(list.data)
  const properties = data?.pages.flatMap((page) => page.items) ?? []
  const total = data?.pages[0]?.total ?? null
  const rendering = list.data !== undefined && data === undefined
  const active = hasActivePropertyFilters({ ...filters, search: term })

  // The latest query written, not this render's: two changes before the next render must both land.
  const latest = useRef(params)
  latest.current = params
  function write(next: URLSearchParams, replace = false) {
    latest.current = next
    setParams(next, { replace, preventScrollReset: true })
  }

  function update(patch: Partial<PropertyFilters>, { replace = false } = {}) {
    write(propertyFiltersToParams({ ...parsePropertyFilters(latest.current), ...patch }), replace)
  }

  function onSearch(value: string) {
    type(value)
    update({ search: value }, { replace: true })
  }

  function clearFilters() {
    type('')
    write(propertyFiltersToParams(defaultPropertyFilters))
  }

  const panelCount = countPanelFilters(filters)
  const fields = { id: 'bar', filters, onChange: update }

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('realEstate.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('realEstate.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="property-search" className="sr-only">
              {t('realEstate.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="property-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('realEstate.searchPlaceholder')}
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
            aria-label={t('realEstate.filters.title')}
            className="grid items-end gap-4 rounded-xl border bg-card p-4 md:grid-cols-4 xl:grid-cols-8"
          >
            <ListingTypeField {...fields} />
            <PropertyTypeField {...fields} />
            <CountyField {...fields} />
            <CityField {...fields} />
            <BedroomsField {...fields} />
            <PriceFields {...fields} />
            <SortField {...fields} />
          </div>
        )}

        {/* The count has a line of its own, held open before it is known: on a phone it would not fit beside the
            buttons, and its arrival wrapped the row and pushed the list down (a layout shift of 0.13). */}
        <div className="flex flex-col gap-2">
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
                  {t('realEstate.filters.moreFilters')}
                  {panelCount > 0 && (
                    <Badge
                      variant="accent"
                      aria-label={t('realEstate.filters.activeCount', { count: panelCount })}
                    >
                      {panelCount}
                    </Badge>
                  )}
                </Button>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SaveSearchButton criteria={toCriteria({ ...filters, search: term })} />
              {active && (
                <Button variant="ghost" onClick={clearFilters}>
                  <X aria-hidden />
                  {t('realEstate.filters.clearAll')}
                </Button>
              )}
            </div>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted-foreground" data-testid="properties-count">
            {total === null ? '' : t('realEstate.count', { count: total })}
          </p>
        </div>

        <SavedSearchList
          onApply={(saved) => {
            const next = filtersFromCriteria(saved.criteria, filters.sort)
            type(next.search)
            write(propertyFiltersToParams(next))
          }}
        />

        <section aria-labelledby="property-results-heading" className="@container flex flex-col gap-4">
          <h2 id="property-results-heading" className="sr-only">
            {t('realEstate.resultsLabel')}
          </h2>
          <BrowseResults
            query={list}
            items={properties}
            rendering={rendering}
            renderItem={(property, index) => <PropertyCard property={property} priority={index === 0} />}
            skeleton={PropertyCardSkeleton}
            emptyIcon={Building2}
            onClear={active ? clearFilters : undefined}
            failed={list.isError}
            texts={{
              loading: t('realEstate.loading'),
              loadFailed: t('realEstate.loadFailed'),
              retry: t('realEstate.retry'),
              emptyTitle: t('realEstate.empty.title'),
              emptyText: active ? t('realEstate.empty.filtered') : t('realEstate.empty.none'),
              clearAll: t('realEstate.filters.clearAll'),
              loadMore: t('realEstate.loadMore'),
              loadingMore: t('realEstate.loadingMore'),
            }}
            listTestId="property-list"
            emptyTestId="properties-empty"
          />
        </section>
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={drawerOpen && isMobile}
            onOpenChange={setDrawerOpen}
            filters={filters}
            onChange={update}
            onClear={clearFilters}
            total={total}
          />
        </Suspense>
      )}
    </div>
  )
}
