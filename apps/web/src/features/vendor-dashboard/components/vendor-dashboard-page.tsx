import {
  AlertTriangle,
  DollarSign,
  Package,
  PackageX,
  ShoppingCart,
  Timer,
  UtensilsCrossed,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ListError } from '@/components/ui/list-states'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { isVendorAccessRequired, useVendorOverview } from '../api/get-vendor-overview'
import type { VendorOverview } from '../api/vendor-types'
import { count, shillings } from '../format'
import { OrdersPanel } from './orders-panel'
import { ProductsPanel } from './products-panel'
import { VendorAccessRequired } from './vendor-access-required'

/**
 * /vendor-dashboard and /vendor (spec 001 section 2): an approved vendor's figures, products and orders.
 * Anyone else gets the access notice (the server answers 403 vendor_access_required).
 */
export function VendorDashboardPage() {
  const { t } = useTranslation()
  const overview = useVendorOverview()
  if (overview.isPending)
    return (
      <div
        role="status"
        className="flex min-h-[50svh] items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        <span>{t('vendorDashboard.access.checking')}</span>
      </div>
    )
  if (overview.isError) {
    if (isVendorAccessRequired(overview.error)) return <VendorAccessRequired />
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold">{t('vendorDashboard.title')}</h1>
        <Card>
          <ListError
            message={t('vendorDashboard.common.loadFailed')}
            retryLabel={t('vendorDashboard.common.retry')}
            onRetry={() => void overview.refetch()}
          />
        </Card>
      </div>
    )
  }
  return <Dashboard overview={overview.data} />
}

type Tab = 'products' | 'orders'

function Dashboard({ overview }: { overview: VendorOverview }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'orders' ? 'orders' : 'products'
  const { stats, vendor } = overview
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('vendorDashboard.title')}</h1>
          <p className="break-words text-muted-foreground">
            {t('vendorDashboard.subtitle', { name: vendor.business_name })}
          </p>
        </div>
        {/* A vendor may run restaurants too (decision 019): their kitchen is one press away. */}
        <Button asChild variant="outline" className="min-h-11 self-start">
          <Link to="/food-dashboard">
            <UtensilsCrossed aria-hidden />
            {t('vendorDashboard.myRestaurant')}
          </Link>
        </Button>
      </div>
      <section
        aria-label={t('vendorDashboard.stats.label')}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6"
      >
        <StatCard label={t('vendorDashboard.stats.products')} value={count(stats.products)} icon={Package} />
        <StatCard
          label={t('vendorDashboard.stats.outOfStock')}
          value={count(stats.out_of_stock)}
          icon={PackageX}
        />
        <StatCard
          label={t('vendorDashboard.stats.lowStock')}
          value={count(stats.low_stock)}
          icon={AlertTriangle}
        />
        <StatCard label={t('vendorDashboard.stats.orders')} value={count(stats.orders)} icon={ShoppingCart} />
        <StatCard
          label={t('vendorDashboard.stats.pendingOrders')}
          value={count(stats.pending_orders)}
          icon={Timer}
        />
        <StatCard
          label={t('vendorDashboard.stats.revenue')}
          value={shillings(stats.revenue)}
          icon={DollarSign}
        />
      </section>
      <SimpleTabs
        value={tab}
        onValueChange={(value) => setParams(value === 'orders' ? { tab: 'orders' } : {}, { replace: true })}
        tabs={[
          { value: 'products', label: t('vendorDashboard.tabs.products'), content: <ProductsPanel /> },
          { value: 'orders', label: t('vendorDashboard.tabs.orders'), content: <OrdersPanel /> },
        ]}
      />
    </div>
  )
}
