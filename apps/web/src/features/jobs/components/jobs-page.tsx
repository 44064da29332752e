import { BriefcaseBusiness, ClipboardList, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { Search } from '@/components/ui/shell-icons'
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { BrowseResults } from '@/components/browse-results'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useIsMobile } from '@/lib/use-media-query'
import { useNow } from '@/lib/use-now'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useUrlSearchTerm } from '@/lib/use-url-search-term'
import { useJobs } from '../api/get-jobs'
import {
  countPanelJobFilters,
  defaultJobFilters,
  hasActiveJobFilters,
  jobFiltersToParams,
  parseJobFilters,
  toJobListParams,
  type JobFilters,
} from '../job-filters'
import { JOBS_SEARCH_DEBOUNCE_MS } from '../job-types'
import { JobCard, JobCardSkeleton } from './job-card'
import { CategoryField, JobTypeField, LocationField } from './job-filter-fields'

const FiltersDrawer = lazy(() => import('./jobs-filters-drawer'))

/**
 * /jobs: the job board (spec 001 "Jobs", issue 16). Search over title, company and category (also
 * `?search=`), the type, category and location filters, all in the URL (on a phone behind More Filters),
 * the open jobs newest first with Apply Now, page after page.
 */
export function JobsPage() {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const { isSignedIn } = useSession()
  const now = useNow(60_000)
  const [params, setParams] = useSearchParams()
  const filters = parseJobFilters(params)
  // The query last written: two changes in a row (in the panel, before a render) must both land.
  const written = useRef(params)
  written.current = params
  const [drawerWanted, setDrawerWanted] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  // The boxes show what is typed and write it to the URL at once; only the server query waits.
  const search = useUrlSearchTerm(filters.search, JOBS_SEARCH_DEBOUNCE_MS)
  const place = useUrlSearchTerm(filters.location, JOBS_SEARCH_DEBOUNCE_MS)

  const list = useJobs(toJobListParams(filters, search.debounced, place.debounced))
  const data = useDeferredValue(list.data)
  const jobs = data?.pages.flatMap((page) => page.items) ?? []
  const total = data?.pages[0]?.total ?? null
  const rendering = list.data !== undefined && data === undefined
  const active = hasActiveJobFilters({ ...filters, search: search.term, location: place.term })

  const failed = list.isError
  useEffect(() => {
    if (failed) toast.error(t('jobs.loadFailed'))
  }, [failed, t])

  function update(patch: Partial<JobFilters>, { replace = false } = {}) {
    const next = jobFiltersToParams({ ...parseJobFilters(written.current), ...patch })
    written.current = next
    setParams(next, { replace, preventScrollReset: true })
  }

  function onSearch(value: string) {
    search.type(value)
    update({ search: value }, { replace: true })
  }

  function onLocation(value: string) {
    place.type(value)
    update({ location: value }, { replace: true })
  }

  function clearFilters() {
    search.type('')
    place.type('')
    written.current = jobFiltersToParams(defaultJobFilters)
    setParams(written.current, { preventScrollReset: true })
    toast.success(t('jobs.filters.cleared'))
  }

  const panelCount = countPanelJobFilters({ ...filters, location: place.term })

  return (
    <div className="flex w-full flex-col">
      <section className="bg-linear-to-br from-primary/15 via-background to-accent/15 px-4 py-10 sm:py-14">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('jobs.title')}
          </h1>
          <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('jobs.subtitle')}</p>
          <div className="relative w-full max-w-xl">
            <label htmlFor="jobs-search" className="sr-only">
              {t('jobs.searchLabel')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="jobs-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              placeholder={t('jobs.searchPlaceholder')}
              value={search.term}
              onChange={(event) => onSearch(event.target.value)}
              className="h-12 bg-background pl-9 shadow-sm"
            />
          </div>
          <nav aria-label={t('jobs.linksLabel')} className="flex flex-wrap justify-center gap-2">
            {isSignedIn && (
              <Button asChild variant="outline" className="bg-background">
                <Link to="/jobs/applications">
                  <ClipboardList aria-hidden />
                  {t('jobs.myApplications')}
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" className="bg-background">
              <Link to="/employer-dashboard">
                <BriefcaseBusiness aria-hidden />
                {t('jobs.postJob')}
              </Link>
            </Button>
          </nav>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
        {!isMobile && (
          <div
            role="group"
            aria-label={t('jobs.filters.title')}
            className="grid items-end gap-4 rounded-xl border bg-card p-4 md:grid-cols-3"
          >
            <JobTypeField id="bar" filters={filters} onChange={update} />
            <CategoryField id="bar" filters={filters} onChange={update} />
            <LocationField id="bar" value={place.term} onChange={onLocation} />
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
                {t('jobs.filters.moreFilters')}
                {panelCount > 0 && (
                  <Badge variant="accent" aria-label={t('jobs.filters.activeCount', { count: panelCount })}>
                    {panelCount}
                  </Badge>
                )}
              </Button>
            )}
            <p role="status" className="text-sm text-muted-foreground" data-testid="jobs-count">
              {total === null ? '' : t('jobs.count', { count: total })}
            </p>
          </div>
          {active && (
            <Button variant="ghost" onClick={clearFilters}>
              <X aria-hidden />
              {t('jobs.filters.clearAll')}
            </Button>
          )}
        </div>

        <section aria-labelledby="jobs-results-heading" className="@container flex flex-col gap-4">
          <h2 id="jobs-results-heading" className="sr-only">
            {t('jobs.resultsLabel')}
          </h2>
          <BrowseResults
            query={list}
            items={jobs}
            rendering={rendering}
            renderItem={(job) => <JobCard job={job} now={now} />}
            skeleton={JobCardSkeleton}
            emptyIcon={SearchX}
            onClear={active ? clearFilters : undefined}
            texts={{
              loading: t('jobs.loading'),
              loadFailed: t('jobs.loadFailed'),
              retry: t('jobs.retry'),
              emptyTitle: t('jobs.empty.title'),
              emptyText: active ? t('jobs.empty.filtered') : t('jobs.empty.none'),
              clearAll: t('jobs.filters.clearAll'),
              loadMore: t('jobs.loadMore'),
              loadingMore: t('jobs.loadingMore'),
            }}
            listTestId="job-list"
            emptyTestId="jobs-empty"
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
            location={place.term}
            onLocation={onLocation}
            onClear={clearFilters}
            total={total}
          />
        </Suspense>
      )}
    </div>
  )
}
