import { formatNumber } from '@soko/shared/money/format-money'
import { providerCategories } from '@soko/shared/providers/provider.constants'
import { Clock, LayoutGrid, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Card } from '@/components/ui/card'
import { ErrorState } from '@/components/ui/error-state'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { Skeleton } from '@/components/ui/skeleton'
import { StatCard } from '@/components/ui/stat-card'
import { useSession } from '@/lib/session'
import { useProviderHub } from '../api/get-provider-hub'
import type { ProviderHub } from '../api/provider-types'
import { CategoryCard } from './category-card'
import { MyServices } from './my-services'
import { SignInRequired } from './sign-in-required'

const tabs = ['browse', 'my-services'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value)

/**
 * /service-hub (spec 001 section 2): the figures, Browse Services (one card per category, its action after
 * the user's status) and My Services (?tab=my-services). Visitors may browse; applying needs an account.
 */
export function HubPage() {
  const { t } = useTranslation()
  const { isSignedIn, isLoading: sessionLoading } = useSession()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'browse'
  const hub = useProviderHub(isSignedIn)
  const data = hub.data

  function selectTab(next: Tab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'my-services') updated.set('tab', next)
        else updated.delete('tab')
        return updated
      },
      { replace: true },
    )
  }

  // Signed out, nothing is pending or active; signed in, the server's figures (a skeleton until they come).
  const stats: ProviderHub['stats'] | undefined = isSignedIn
    ? data?.stats
    : sessionLoading
      ? undefined
      : { active_services: 0, pending_applications: 0, categories_available: providerCategories.length }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('providerHub.title')}</h1>
        <p className="text-muted-foreground">{t('providerHub.subtitle')}</p>
      </header>

      {/* My Services shows its own notice in the tab. */}
      {!sessionLoading && !isSignedIn && tab === 'browse' && <SignInRequired />}

      <section
        aria-label={t('providerHub.stats.label')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
      >
        <StatCard
          label={t('providerHub.stats.activeServices')}
          value={stats && formatNumber(stats.active_services, 3)}
          icon={ShieldCheck}
        />
        <StatCard
          label={t('providerHub.stats.pendingApplications')}
          value={stats && formatNumber(stats.pending_applications, 3)}
          icon={Clock}
        />
        <StatCard
          label={t('providerHub.stats.categoriesAvailable')}
          value={formatNumber(stats?.categories_available ?? providerCategories.length, 3)}
          icon={LayoutGrid}
        />
      </section>

      <SimpleTabs
        className="flex flex-col"
        listClassName="grid w-full grid-cols-2 sm:inline-grid sm:w-auto sm:self-start"
        scrollable={false}
        label={t('providerHub.tabs.label')}
        value={tab}
        onValueChange={selectTab}
        tabs={[
          {
            value: 'browse',
            label: t('providerHub.tabs.browse'),
            content:
              isSignedIn && hub.isError && !data ? (
                <Card className="py-10">
                  <ErrorState
                    message={t('providerHub.loadFailed')}
                    retryLabel={t('providerHub.retry')}
                    onRetry={() => void hub.refetch()}
                  />
                </Card>
              ) : sessionLoading || (isSignedIn && !data) ? (
                <CategoryGridSkeleton />
              ) : (
                <div
                  className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
                  data-testid="category-grid"
                >
                  {providerCategories.map((category) => {
                    const entry = data?.categories.find((item) => item.service_type === category)
                    return (
                      <CategoryCard
                        key={category}
                        category={category}
                        status={entry?.status ?? 'none'}
                        reason={entry?.application?.admin_notes}
                      />
                    )
                  })}
                </div>
              ),
          },
          {
            value: 'my-services',
            label: t('providerHub.tabs.mine'),
            content: sessionLoading ? (
              <CategoryGridSkeleton />
            ) : isSignedIn ? (
              <MyServices onBrowse={() => selectTab('browse')} />
            ) : (
              <SignInRequired />
            ),
          },
        ]}
      />
    </div>
  )
}

function CategoryGridSkeleton() {
  const { t } = useTranslation()
  return (
    <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('providerHub.loading')}</span>
      {providerCategories.map((category) => (
        <Skeleton key={category} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  )
}
