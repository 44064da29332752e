import { CalendarCheck, DollarSign, Star, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { useProviderDashboard } from '../api/get-provider-dashboard'
import { count, rating, shillings } from '../format'
import { DashboardFigures } from './dashboard-figures'
import { useApprovedProfiles } from './provider-access'
import { RecentBookings } from './recent-bookings'

/**
 * /services-app (spec 001 section 2): the real figures of every approved profile (GET /api/provider/dashboard)
 * where the spec showed samples: Active Bookings, Total Clients, Monthly Revenue, Average Rating, and the
 * latest bookings.
 */
export function DashboardPage() {
  const { t } = useTranslation()
  const profiles = useApprovedProfiles()
  const dashboard = useProviderDashboard()
  const stats = dashboard.data?.stats
  const name = profiles.length === 1 ? profiles[0]!.business_name : undefined

  return (
    <>
      <PageHeader
        title={t('providerPortal.dashboard.title')}
        subtitle={
          name ? t('providerPortal.dashboard.welcomeNamed', { name }) : t('providerPortal.dashboard.welcome')
        }
      />
      <DashboardFigures
        query={dashboard}
        figures={[
          {
            label: t('providerPortal.dashboard.activeBookings'),
            value: stats && count(stats.active_bookings),
            icon: CalendarCheck,
          },
          {
            label: t('providerPortal.dashboard.totalClients'),
            value: stats && count(stats.total_clients),
            icon: Users,
          },
          {
            label: t('providerPortal.dashboard.monthlyRevenue'),
            value: stats && shillings(stats.monthly_revenue),
            icon: DollarSign,
          },
          {
            label: t('providerPortal.dashboard.averageRating'),
            value: stats && (rating(stats.average_rating) ?? t('providerPortal.common.notAvailable')),
            icon: Star,
            note: stats ? t('providerPortal.dashboard.reviews', { count: stats.total_reviews }) : undefined,
          },
        ]}
      />
      {(dashboard.data || !dashboard.isError) && (
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold leading-tight">
              {t('providerPortal.dashboard.recentBookings')}
            </h2>
            <Link
              to="/services-app/bookings"
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('providerPortal.dashboard.viewAllBookings')}
            </Link>
          </CardHeader>
          <CardContent>
            {dashboard.data ? (
              <RecentBookings bookings={dashboard.data.recent_bookings} />
            ) : (
              <ListLoading label={t('providerPortal.common.loading')} />
            )}
          </CardContent>
        </Card>
      )}
    </>
  )
}
