import { insuranceTypes, type InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { Scale, Search, ShieldCheck, X } from 'lucide-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { BrowseResults, type BrowseQuery } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useSession } from '@/lib/session'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { usePlans } from '../api/get-plans'
import { PLAN_SEARCH_DEBOUNCE_MS, type InsurancePlan } from '../insurance-types'
import { isInsuranceType } from '../quote-form'
import { PlanCard, PlanCardSkeleton } from './plan-card'
import { useQuoteLauncher } from './quote-launcher'
import { insuranceTypeIcons } from './type-icons'

// The dialogs bring their code when they are first opened.
const CompareDialog = lazy(() => import('./compare-dialog'))
const PlanDetailsDialog = lazy(() => import('./plan-details-dialog'))

/** `?plan=` opens a plan's details and reviews (a link from My quotes, or Details). */
export const planParam = 'plan'

const noMore = async () => undefined

/**
 * /insurance (spec 001 "Insurance"): the hero with the search (`?search=`, also the shell's), Get Quote Now and
 * Compare Plans; the five category cards whose Browse Plans sets `?type=`; the Available Plans grid with Get
 * Quote, Details (reviews) and the compare toggle (a second plan opens the comparison). Browsable signed out.
 */
export function InsurancePage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const typeParam = params.get('type')
  const type: InsuranceType | '' = isInsuranceType(typeParam) ? typeParam : ''
  const {
    term,
    debounced,
    type: typeTerm,
  } = useUrlSearchTerm(params.get('search') ?? '', PLAN_SEARCH_DEBOUNCE_MS)
  const search = debounced.trim()
  const list = usePlans({ ...(search ? { search } : {}), ...(type ? { plan_type: type } : {}) })
  const plans = list.data?.items ?? []
  const active = Boolean(type || term.trim())

  const quote = useQuoteLauncher()
  const { isSignedIn } = useSession()
  const plansHeading = useRef<HTMLHeadingElement>(null)
  const [compareMode, setCompareMode] = useState(false)
  const [selected, setSelected] = useState<InsurancePlan[]>([])
  const [comparing, setComparing] = useState<readonly [InsurancePlan, InsurancePlan] | null>(null)
  const detailsId = params.get(planParam)

  function write(change: (next: URLSearchParams) => void, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        change(next)
        return next
      },
      { replace, preventScrollReset: true },
    )
  }

  function onSearch(value: string) {
    typeTerm(value)
    write((next) => (value ? next.set('search', value) : next.delete('search')), true)
  }

  function showPlans() {
    const heading = plansHeading.current
    if (!heading) return
    heading.focus({ preventScroll: true })
    heading.scrollIntoView?.({ block: 'start' })
  }

  function browse(next: InsuranceType | '') {
    write((search) => (next ? search.set('type', next) : search.delete('type')))
    showPlans()
  }

  function clearFilters() {
    typeTerm('')
    write((next) => {
      next.delete('search')
      next.delete('type')
    })
  }

  const openQuote = quote.open
  const onQuote = useCallback(
    (plan: InsurancePlan) => openQuote({ plan: { id: plan.id, name: plan.name, plan_type: plan.plan_type } }),
    [openQuote],
  )
  const onDetails = useCallback(
    (plan: InsurancePlan) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.set(planParam, plan.id)
          return next
        },
        { preventScrollReset: true },
      ),
    [setParams],
  )
  function onCompare(plan: InsurancePlan) {
    if (selected.some((one) => one.id === plan.id)) {
      setSelected(selected.filter((one) => one.id !== plan.id))
      return
    }
    const first = selected[0]
    if (!first) {
      setSelected([plan])
      return
    }
    // Spec 001 section 4: selecting a second plan opens the comparison dialog.
    setSelected([first, plan])
    setComparing([first, plan])
  }

  function closeComparison() {
    setComparing(null)
    // The first plan stays chosen, so another can be compared with it.
    setSelected((current) => current.slice(0, 1))
  }

  const query: BrowseQuery = {
    isPending: list.isPending,
    isError: list.isError,
    isPlaceholderData: list.isPlaceholderData,
    isFetchNextPageError: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    refetch: list.refetch,
    fetchNextPage: noMore,
  }

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <ShieldCheck aria-hidden className="size-10 text-primary" />
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('insurance.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('insurance.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="insurance-search" className="sr-only">
              {t('insurance.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="insurance-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('insurance.searchPlaceholder')}
              value={term}
              onChange={(event) => onSearch(event.target.value)}
              className="h-12 bg-background pl-9 shadow-sm"
            />
          </div>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button size="lg" aria-haspopup="dialog" onClick={() => quote.open(type ? { type } : {})}>
              {t('insurance.getQuoteNow')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="bg-background"
              onClick={() => {
                setCompareMode(true)
                showPlans()
              }}
            >
              <Scale aria-hidden />
              {t('insurance.comparePlans')}
            </Button>
          </div>
          {isSignedIn && (
            <Link
              to="/insurance/quotes"
              className="inline-flex min-h-11 items-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t('insurance.myQuotes')}
            </Link>
          )}
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
        <section aria-labelledby="insurance-categories-heading" className="flex flex-col gap-4">
          <h2 id="insurance-categories-heading" className="text-2xl font-bold">
            {t('insurance.categoriesTitle')}
          </h2>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5"
            data-testid="insurance-categories"
          >
            {insuranceTypes.map((one) => {
              const Icon = insuranceTypeIcons[one]
              const current = type === one
              return (
                <li key={one}>
                  <article
                    className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm data-[current=true]:border-primary data-[current=true]:ring-2 data-[current=true]:ring-primary/40"
                    data-current={current}
                    data-testid={`insurance-category-${one}`}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                        <Icon aria-hidden className="size-6" />
                      </span>
                      {current && <Badge variant="accent">{t('insurance.showing')}</Badge>}
                    </div>
                    <h3 id={`insurance-category-${one}-title`} className="text-lg font-semibold">
                      {t(`insurance.types.${one}`)}
                    </h3>
                    <p className="text-sm text-muted-foreground">{t(`insurance.typeLines.${one}`)}</p>
                    <Button
                      variant="outline"
                      className="mt-auto"
                      aria-describedby={`insurance-category-${one}-title`}
                      onClick={() => browse(one)}
                    >
                      {t('insurance.browsePlans')}
                    </Button>
                  </article>
                </li>
              )
            })}
          </ul>
        </section>

        <section
          aria-labelledby="insurance-plans-heading"
          className="@container flex scroll-mt-20 flex-col gap-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-col gap-1">
              <h2
                id="insurance-plans-heading"
                ref={plansHeading}
                tabIndex={-1}
                className="scroll-mt-20 rounded-sm text-2xl font-bold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t('insurance.plans.title')}
              </h2>
              <p role="status" className="text-sm text-muted-foreground" data-testid="plans-count">
                {type && `${t('insurance.plans.showingType', { type: t(`insurance.types.${type}`) })} · `}
                {list.data ? t('insurance.plans.count', { count: plans.length }) : ''}
              </p>
            </div>
            {active && (
              <Button variant="ghost" onClick={clearFilters}>
                <X aria-hidden />
                {type ? t('insurance.plans.showAll') : t('insurance.plans.clearAll')}
              </Button>
            )}
          </div>

          {(compareMode || selected.length > 0) && (
            <div
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2"
              data-testid="compare-bar"
            >
              <p role="status" className="text-sm font-medium">
                {selected[0] && selected.length === 1
                  ? t('insurance.compare.selectedOne', { name: selected[0].name })
                  : t('insurance.compare.hint')}
              </p>
              <Button
                variant="ghost"
                onClick={() => {
                  setSelected([])
                  setCompareMode(false)
                }}
              >
                {t('insurance.compare.clear')}
              </Button>
            </div>
          )}

          <BrowseResults
            query={query}
            items={plans}
            rendering={false}
            renderItem={(plan) => (
              <PlanCard
                plan={plan}
                comparing={selected.some((one) => one.id === plan.id)}
                onQuote={onQuote}
                onDetails={onDetails}
                onCompare={onCompare}
              />
            )}
            skeleton={PlanCardSkeleton}
            emptyIcon={ShieldCheck}
            onClear={active ? clearFilters : undefined}
            failed={list.isError}
            texts={{
              loading: t('insurance.plans.loading'),
              loadFailed: t('insurance.plans.loadFailed'),
              retry: t('insurance.plans.retry'),
              emptyTitle: t('insurance.plans.emptyTitle'),
              emptyText: active ? t('insurance.plans.emptyFiltered') : t('insurance.plans.emptyNone'),
              clearAll: t('insurance.plans.clearAll'),
              loadMore: '',
              loadingMore: '',
            }}
            listTestId="plan-list"
            emptyTestId="plans-empty"
          />
        </section>
      </div>

      {comparing && (
        <Suspense fallback={null}>
          <CompareDialog
            plans={comparing}
            onClose={closeComparison}
            onQuote={(plan) => {
              closeComparison()
              onQuote(plan)
            }}
          />
        </Suspense>
      )}
      {detailsId && (
        <Suspense fallback={null}>
          <PlanDetailsDialog
            key={detailsId}
            planId={detailsId}
            onClose={() => write((next) => next.delete(planParam), true)}
            onQuote={(plan) => {
              write((next) => next.delete(planParam), true)
              onQuote(plan)
            }}
          />
        </Suspense>
      )}
      {quote.dialog}
    </div>
  )
}
