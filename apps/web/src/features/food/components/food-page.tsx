import { SlidersHorizontal, Store, X } from 'lucide-react'
import { Search, ShoppingBag } from '@/components/ui/shell-icons'
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { BrowseResults } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { formatMoney } from '@soko/shared/money/format-money'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useIsMobile } from '@/lib/use-media-query'
import { toast } from '@/lib/toast'
import { useRestaurants } from '../api/get-restaurants'
import { basketCount, basketTotals } from '../basket'
import {
  countPanelFoodFilters,
  defaultFoodFilters,
  foodFiltersToParams,
  hasActiveFoodFilters,
  parseFoodFilters,
  toRestaurantListParams,
  type FoodFilters,
} from '../food-filters'
import { FOOD_SEARCH_DEBOUNCE_MS, type RestaurantCard as RestaurantCardData } from '../food-types'
import { useFoodBasket } from '../use-food-basket'
import { CuisineField, MaxFeeField, MaxTimeField, SortField } from './food-filter-fields'
import { RestaurantCard, RestaurantCardSkeleton } from './restaurant-card'

const FiltersDrawer = lazy(() => import('./food-filters-drawer'))
// The menu, the basket's controls and the new-basket question load when a menu is first opened.
const MenuDialog = lazy(() => import('./menu-dialog'))

/** Whom the menu dialog shows: a card from the list, or only the basket's restaurant's id and name. */
export type MenuTarget = Pick<RestaurantCardData, 'id' | 'name'> & Partial<RestaurantCardData>

/** /food: browse and filter restaurants, open a menu, fill the basket (spec 001 section 2, Restaurants). */
export function FoodPage() {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const [params, setParams] = useSearchParams()
  const filters = parseFoodFilters(params)
  const [menu, setMenu] = useState<MenuTarget | null>(null)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // The box shows what is typed and writes it to the URL at once; only the server query waits 500 ms.
  const { term, debounced: debouncedTerm, type } = useUrlSearchTerm(filters.search, FOOD_SEARCH_DEBOUNCE_MS)

  const list = useRestaurants(toRestaurantListParams(filters, debouncedTerm))
  const data = useDeferredValue(list.data)
  const restaurants = data?.pages.flatMap((page) => page.restaurants) ?? []
  const total = data?.pages[0]?.total ?? null
  const rendering = list.data !== undefined && data === undefined
  const active = hasActiveFoodFilters({ ...filters, search: term })

  const failed = list.isError
  useEffect(() => {
    if (failed) toast.error(t('food.loadFailed'))
  }, [failed, t])

  function update(patch: Partial<FoodFilters>, { replace = false } = {}) {
    // The address bar, not this render's params: two changes in a row (in the panel) must both land.
    const current = parseFoodFilters(new URLSearchParams(window.location.search))
    setParams(foodFiltersToParams({ ...current, ...patch }), { replace, preventScrollReset: true })
  }

  function onSearch(value: string) {
    type(value)
    update({ search: value }, { replace: true })
  }

  function clearFilters() {
    type('')
    setParams(foodFiltersToParams(defaultFoodFilters), { preventScrollReset: true })
    toast.success(t('food.filters.cleared'))
  }

  const onViewMenu = useCallback((restaurant: RestaurantCardData) => setMenu(restaurant), [])
  const panelCount = countPanelFoodFilters(filters)

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('food.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('food.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="food-search" className="sr-only">
              {t('food.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="food-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t('food.searchPlaceholder')}
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
            aria-label={t('food.filters.title')}
            className="grid items-end gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 xl:grid-cols-4"
          >
            <CuisineField id="bar" filters={filters} onChange={update} />
            <SortField id="bar" filters={filters} onChange={update} />
            <MaxFeeField id="bar" filters={filters} onChange={update} />
            <MaxTimeField id="bar" filters={filters} onChange={update} />
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
                {t('food.filters.moreFilters')}
                {panelCount > 0 && (
                  <Badge variant="accent" aria-label={t('food.filters.activeCount', { count: panelCount })}>
                    {panelCount}
                  </Badge>
                )}
              </Button>
            )}
            <p role="status" className="text-sm text-muted-foreground" data-testid="restaurants-count">
              {total === null ? '' : t('food.count', { count: total })}
            </p>
          </div>
          {active && (
            <Button variant="ghost" onClick={clearFilters}>
              <X aria-hidden />
              {t('food.filters.clearAll')}
            </Button>
          )}
        </div>

        <section aria-labelledby="food-results-heading" className="@container flex flex-col gap-4">
          <h2 id="food-results-heading" className="sr-only">
            {t('food.resultsLabel')}
          </h2>
          <BrowseResults
            query={list}
            items={restaurants}
            rendering={rendering}
            renderItem={(restaurant, index) => (
              <RestaurantCard restaurant={restaurant} onViewMenu={onViewMenu} eager={index < 3} />
            )}
            skeleton={RestaurantCardSkeleton}
            emptyIcon={Store}
            onClear={clearFilters}
            texts={{
              loading: t('food.loading'),
              loadFailed: t('food.loadFailed'),
              retry: t('food.retry'),
              emptyTitle: t('food.empty.title'),
              emptyText: active ? t('food.empty.filtered') : t('food.empty.none'),
              clearAll: t('food.filters.clearAll'),
              loadMore: t('food.loadMore'),
              loadingMore: t('food.loadingMore'),
            }}
            listTestId="restaurant-list"
          />
        </section>
      </div>

      <BasketBar onOpen={setMenu} />

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
      {menu && (
        <Suspense fallback={null}>
          <MenuDialog target={menu} onClose={() => setMenu(null)} />
        </Suspense>
      )}
    </div>
  )
}

/** While the basket holds dishes, a bar at the bottom names them and reopens their restaurant's menu. */
function BasketBar({ onOpen }: { onOpen: (target: MenuTarget) => void }) {
  const { t } = useTranslation()
  const { basket } = useFoodBasket()
  const restaurant = basket.restaurant
  if (!restaurant || basket.items.length === 0) return null
  const count = basketCount(basket)
  return (
    <div className="sticky bottom-0 z-20 border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm" data-testid="food-basket-bar">
          <ShoppingBag aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 break-words">
            {t('food.basket.bar', {
              count,
              name: restaurant.name,
              total: formatMoney(basketTotals(basket).subtotalCents),
            })}
          </span>
        </p>
        <Button aria-haspopup="dialog" onClick={() => onOpen({ id: restaurant.id, name: restaurant.name })}>
          {t('food.basket.view')}
        </Button>
      </div>
    </div>
  )
}
