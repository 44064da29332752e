import type { Product } from '@soko/shared/products/product.schema'
import { productSorts } from '@soko/shared/products/product.constants'
import { PackageSearch, SlidersHorizontal, X } from 'lucide-react'
import { Search } from '@/components/ui/shell-icons'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { DeferredSelect } from '@/components/ui/deferred-select'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useProductList } from '../api/get-products'
import {
  defaultShopFilters,
  hasActiveFilters,
  isProductSort,
  parseShopFilters,
  shopFiltersToParams,
  toProductListParams,
  type ShopFilters,
} from '../shop-filters'
import { DeferredQuickView } from './deferred-quick-view'
import { ProductCard, ProductCardSkeleton } from './product-card'
import { ShopFiltersPanel } from './shop-filters-panel'
import { useDocumentTitle } from '@/lib/document-title'

/** Spec section 9: the search reaches the server 500 ms after the last keystroke. */
export const searchDebounceMs = 500
/** Spec section 9: 8 skeleton cards while loading. */
export const skeletonCount = 8

/** /shop and /products?search= (spec 000 section 2, Shop). */
export function ShopPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filters = parseShopFilters(params)
  const [showFilters, setShowFilters] = useState(
    () => filters.category !== null || filters.minPrice > 0 || filters.maxPrice < defaultShopFilters.maxPrice,
  )
  const [quickView, setQuickView] = useState<Product | null>(null)

  // The box shows what is typed at once and writes it to the URL at once; only the server query waits.
  const [term, setTerm] = useState(filters.search)
  const sentTerms = useRef(new Set<string>())
  useEffect(() => {
    if (sentTerms.current.has(filters.search)) return
    // Changed elsewhere: the header search, Clear Filters, the back button.
    sentTerms.current.clear()
    setTerm(filters.search)
  }, [filters.search])
  const debouncedTerm = useDebouncedValue(term, searchDebounceMs)

  const list = useProductList(toProductListParams(filters, debouncedTerm))
  const products = list.data?.pages.flatMap((page) => page.items) ?? []
  const total = list.data?.pages[0]?.total ?? 0

  const loadFailed = list.isError || list.isFetchNextPageError
  useEffect(() => {
    if (loadFailed) toast.error(t('shop.loadFailed'))
  }, [loadFailed, t])

  function update(patch: Partial<ShopFilters>, { replace = false } = {}) {
    // The address bar, not the router's params: its functional update hands over the params of the last
    // render, so the first of two changes in a row (a category, then a sort) would be lost.
    const current = parseShopFilters(new URLSearchParams(window.location.search))
    setParams(shopFiltersToParams({ ...current, ...patch }), { replace, preventScrollReset: true })
  }

  /**
   * Moving a price bound that is already set replaces the history entry instead of adding one, so Back
   * undoes a whole filter rather than each step of a slider (however slowly the steps arrive).
   */
  function adjustsSamePrice(patch: Partial<ShopFilters>) {
    if (patch.minPrice === undefined && patch.maxPrice === undefined) return false
    const movedMin = patch.minPrice !== undefined && patch.minPrice !== filters.minPrice
    const movedMax = patch.maxPrice !== undefined && patch.maxPrice !== filters.maxPrice
    return (!movedMin || params.has('min_price')) && (!movedMax || params.has('max_price'))
  }

  function onSearch(value: string) {
    setTerm(value)
    sentTerms.current.add(value)
    update({ search: value }, { replace: true })
  }

  function clearFilters() {
    sentTerms.current.add('')
    setTerm('')
    setParams(new URLSearchParams(), { preventScrollReset: true })
    toast.success(t('shop.filtersCleared'))
  }

  const active = hasActiveFilters({ ...filters, search: term })
  const heading = filters.search ? t('shop.resultsFor', { search: filters.search }) : t('shop.title')
  useDocumentTitle(heading)

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{heading}</h1>
        <p className="text-muted-foreground">{t('shop.subtitle')}</p>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <label htmlFor="shop-search" className="sr-only">
            {t('shop.searchLabel')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="shop-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('shop.searchPlaceholder')}
            value={term}
            onChange={(event) => onSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="flex gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:w-56 md:flex-none">
            <label htmlFor="shop-sort" className="text-sm font-medium">
              {t('shop.sortBy')}
            </label>
            <DeferredSelect
              id="shop-sort"
              value={filters.sort}
              options={productSorts.map((sort) => ({ value: sort, label: t(`shop.sort.${sort}`) }))}
              onValueChange={(value) => isProductSort(value) && update({ sort: value })}
            />
          </div>
          <Button
            variant={showFilters ? 'secondary' : 'outline'}
            className="self-end"
            aria-expanded={showFilters}
            aria-controls="shop-filters"
            onClick={() => setShowFilters((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden />
            {t('shop.filters')}
          </Button>
        </div>
      </div>

      {showFilters && (
        <ShopFiltersPanel
          id="shop-filters"
          filters={filters}
          onChange={(patch) => update(patch, { replace: adjustsSamePrice(patch) })}
        />
      )}

      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground" data-testid="product-count">
          {list.data ? t('shop.count', { count: total }) : ''}
        </p>
        {active && (
          <Button variant="ghost" onClick={clearFilters}>
            <X aria-hidden />
            {t('shop.clearFilters')}
          </Button>
        )}
      </div>

      <section aria-labelledby="shop-products-heading" className="flex flex-col gap-6">
        {/* The cards' names are h3: this keeps the page's headings in order for screen readers. */}
        <h2 id="shop-products-heading" className="sr-only">
          {t('shop.productsLabel')}
        </h2>
        {list.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            <span className="sr-only">{t('shop.loading')}</span>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border p-10 text-center">
            <p className="font-medium">{t('shop.loadFailed')}</p>
            <Button onClick={() => void list.refetch()}>{t('shop.retry')}</Button>
          </div>
        ) : products.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center">
            <PackageSearch aria-hidden className="size-12 text-muted-foreground" />
            <h2 className="text-xl font-semibold">{t('shop.emptyTitle')}</h2>
            <p className="text-muted-foreground">{t('shop.emptyText')}</p>
            {active && (
              <Button variant="outline" onClick={clearFilters}>
                {t('shop.clearFilters')}
              </Button>
            )}
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 4} onQuickView={setQuickView} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? t('shop.loadingMore') : t('shop.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      <DeferredQuickView product={quickView} onClose={() => setQuickView(null)} />
    </div>
  )
}
