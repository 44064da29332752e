import { weekDays, type ProviderCategory } from '@soko/shared/providers/provider.constants'
import { CalendarCheck, CalendarX, CheckCircle2, Clock, DollarSign, ExternalLink, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { ListEmpty, ListLoading } from '@/components/ui/list-states'
import { PageHeader } from '@/components/ui/page-header'
import { SimpleTabs } from '@/components/ui/simple-tabs'
import { useProviderBookings } from '../api/get-provider-bookings'
import { useProviderDashboard } from '../api/get-provider-dashboard'
import type { ProviderProfile } from '../api/provider-types'
import { count, formatDate, rating, shillings } from '../format'
import { BookingCard } from './booking-card'
import { DashboardFigures } from './dashboard-figures'
import { QueryError } from './query-error'
import { useApprovedProfiles } from './provider-access'
import { useDocumentTitle } from '@/lib/document-title'

const tabs = ['dashboard', 'bookings', 'services', 'profile'] as const
type Tab = (typeof tabs)[number]
const isTab = (value: string | null): value is Tab => (tabs as readonly (string | null)[]).includes(value)

/** How many bookings the Dashboard tab shows (spec 001 section 2: recent shows 3). */
const RECENT_COUNT = 3

/**
 * A category's own dashboard (spec 001 section 2, "Another Service Provider Dashboard"): /services-dashboard
 * for service providers and the same screen for the other categories. Tabs Dashboard, Bookings, My Services
 * and Profile (the tab in ?tab=); stat cards Total Bookings, Pending Requests, Completed Jobs, Total
 * Earnings (KSh), all from the API.
 */
export function CategoryDashboard({ providerType }: { providerType: ProviderCategory }) {
  const { t } = useTranslation()
  const profile = useApprovedProfiles()[0]!
  const [params, setParams] = useSearchParams()
  const tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'dashboard'
  const dashboard = useProviderDashboard(providerType)
  const stats = dashboard.data?.stats
  const label = t(`providerPortal.categories.${providerType}`)
  useDocumentTitle(t('providerPortal.category.title', { category: label }))

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title={t('providerPortal.category.title', { category: label })}
        subtitle={t('providerPortal.category.subtitle', { name: profile.business_name })}
        action={
          <Button asChild variant="outline">
            <Link to="/services-app">
              <ExternalLink aria-hidden />
              {t('providerPortal.category.openPortal')}
            </Link>
          </Button>
        }
      />
      <DashboardFigures
        query={dashboard}
        figures={[
          {
            label: t('providerPortal.category.totalBookings'),
            value: stats && count(stats.total_bookings),
            icon: CalendarCheck,
          },
          {
            label: t('providerPortal.category.pendingRequests'),
            value: stats && count(stats.pending_requests),
            icon: Clock,
          },
          {
            label: t('providerPortal.category.completedJobs'),
            value: stats && count(stats.completed_jobs),
            icon: CheckCircle2,
          },
          {
            label: t('providerPortal.category.totalEarnings'),
            value: stats && shillings(stats.total_earnings),
            icon: DollarSign,
          },
        ]}
      />
      <SimpleTabs
        value={tab}
        onValueChange={(value) => setParams(value === 'dashboard' ? {} : { tab: value }, { replace: true })}
        tabs={[
          {
            value: 'dashboard',
            label: t('providerPortal.category.tabs.dashboard'),
            content: (
              <div className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold">{t('providerPortal.dashboard.recentBookings')}</h2>
                {dashboard.data ? (
                  <BookingList bookings={dashboard.data.recent_bookings.slice(0, RECENT_COUNT)} />
                ) : dashboard.isError ? null : (
                  <ListLoading label={t('providerPortal.common.loading')} />
                )}
              </div>
            ),
          },
          {
            value: 'bookings',
            label: t('providerPortal.category.tabs.bookings'),
            content: (
              <div className="flex flex-col gap-4">
                <h2 className="text-xl font-semibold">{t('providerPortal.category.allBookings')}</h2>
                <AllBookings providerType={providerType} />
              </div>
            ),
          },
          {
            value: 'services',
            label: t('providerPortal.category.tabs.services'),
            content: <MyServices profile={profile} />,
          },
          {
            value: 'profile',
            label: t('providerPortal.category.tabs.profile'),
            content: <BusinessProfile profile={profile} />,
          },
        ]}
      />
    </div>
  )
}

function BookingList({ bookings }: { bookings: Parameters<typeof BookingCard>[0]['booking'][] }) {
  const { t } = useTranslation()
  if (bookings.length === 0)
    return (
      <Card>
        <ListEmpty
          icon={CalendarX}
          title={t('providerPortal.bookings.emptyTitle')}
          description={t('providerPortal.bookings.emptyDescription')}
        />
      </Card>
    )
  return (
    <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id} className="min-w-0">
          <BookingCard booking={booking} mode="respond" />
        </li>
      ))}
    </ul>
  )
}

function AllBookings({ providerType }: { providerType: ProviderCategory }) {
  const { t } = useTranslation()
  const bookings = useProviderBookings({ providerType })
  if (bookings.data) return <BookingList bookings={bookings.data.bookings} />
  if (bookings.isError)
    return (
      <Card>
        <QueryError error={bookings.error} onRetry={() => void bookings.refetch()} />
      </Card>
    )
  return <ListLoading label={t('providerPortal.common.loading')} />
}

/** "KSh 500 - 1,500/hr", one end alone, or the directory's "Contact for price". */
function useRateText() {
  const { t } = useTranslation()
  return (profile: ProviderProfile) => {
    const { hourly_rate_min: min, hourly_rate_max: max } = profile
    if (min !== null && max !== null)
      return t('providerPortal.services.rateRange', { min: shillings(min), max: shillings(max) })
    if (min !== null) return t('providerPortal.services.rateFrom', { amount: shillings(min) })
    if (max !== null) return t('providerPortal.services.rateUpTo', { amount: shillings(max) })
    return t('providerPortal.services.contactForPrice')
  }
}

/** My Services: what the provider offers, where, for how much and when, with the way to change it. */
function MyServices({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation()
  const rateText = useRateText()
  const availability = profile.availability
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">{t('providerPortal.category.tabs.services')}</h2>
        <Button asChild variant="outline">
          <Link to={`/services-app/profile?profile=${encodeURIComponent(profile.id)}`}>
            {t('providerPortal.services.edit')}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Item label={t('providerPortal.profile.specialization')}>
            {profile.specialization ?? t('providerPortal.services.notSet')}
          </Item>
          <Item label={t('providerPortal.services.rates')}>{rateText(profile)}</Item>
          <Item label={t('providerPortal.profile.serviceAreas')} wide>
            {profile.service_areas.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {profile.service_areas.map((area) => (
                  <li key={area}>
                    <Badge variant="secondary">{area}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              t('providerPortal.services.notSet')
            )}
          </Item>
          <Item label={t('providerPortal.profile.availability')} wide>
            {availability && availability.days.length > 0
              ? t('providerPortal.services.hours', {
                  days: weekDays
                    .filter((day) => availability.days.includes(day))
                    .map((day) => t(`providerPortal.days.${day}`))
                    .join(', '),
                  start: availability.start,
                  end: availability.end,
                })
              : t('providerPortal.services.notSet')}
          </Item>
        </dl>
      </CardContent>
    </Card>
  )
}

/** Profile: the business as customers see it in the directory. */
function BusinessProfile({ profile }: { profile: ProviderProfile }) {
  const { t, i18n } = useTranslation()
  const stars = rating(profile.average_rating)
  return (
    <Card className="overflow-hidden">
      {profile.banner_image_url ? (
        <img
          src={profile.banner_image_url}
          alt=""
          width={1200}
          height={240}
          className="h-32 w-full bg-muted object-cover sm:h-44"
        />
      ) : (
        <div className="h-24 bg-muted" aria-hidden />
      )}
      <CardContent className="flex flex-col gap-4 pt-4">
        <div className="flex flex-wrap items-center gap-4">
          {profile.profile_image_url && (
            <img
              src={profile.profile_image_url}
              alt=""
              width={72}
              height={72}
              className="size-18 rounded-full border bg-muted object-cover"
            />
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-xl font-semibold break-words">{profile.business_name}</h2>
            <p className="text-sm text-muted-foreground">
              {t(`providerPortal.categories.${profile.provider_type}`)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge>{t('providerPortal.services.approved')}</Badge>
            <Badge variant={profile.is_active ? 'outline' : 'secondary'}>
              {profile.is_active ? t('providerPortal.settings.active') : t('providerPortal.settings.paused')}
            </Badge>
          </div>
        </div>
        <p className="break-words whitespace-pre-line">
          {profile.business_description ?? t('providerPortal.services.noDescription')}
        </p>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Item label={t('providerPortal.profile.address')}>
            {profile.location_address ?? t('providerPortal.services.noLocation')}
          </Item>
          <Item label={t('providerPortal.profile.phone')}>
            {profile.phone_number ?? t('providerPortal.services.notSet')}
          </Item>
          <Item label={t('providerPortal.profile.email')}>
            <span className="break-all">{profile.email ?? t('providerPortal.services.notSet')}</span>
          </Item>
          <Item label={t('providerPortal.dashboard.averageRating')}>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 text-accent-foreground" />
              {stars ?? t('providerPortal.common.notAvailable')} (
              {t('providerPortal.dashboard.reviews', { count: profile.total_reviews })})
            </span>
          </Item>
          <Item label={t('providerPortal.services.memberSince')}>
            {formatDate(profile.created_at, i18n.language)}
          </Item>
        </dl>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/services-app/profile?profile=${encodeURIComponent(profile.id)}`}>
            {t('providerPortal.services.editProfile')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}
