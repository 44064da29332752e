import { formatNumber } from '@soko/shared/money/format-money'
import { BadgeCheck, CalendarCheck, CalendarClock, FileText } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DashboardGate } from '@/components/dashboard-gate'
import { Badge } from '@/components/ui/badge'
import { SimpleTabs, type SimpleTab } from '@/components/ui/simple-tabs'
import { Skeleton } from '@/components/ui/skeleton'
import { StatCard } from '@/components/ui/stat-card'
import { isNotMedicalProvider, useMedicalDashboard } from '../api/get-medical-dashboard'
import type { MedicalDashboard } from '../api/medical-dashboard-types'
import { useMedicalDashboardPlace, type MedicalDashboardTab } from '../dashboard-place'
import { AppointmentsPanel } from './appointments-panel'
import { MedicalAccessRequired } from './medical-access-required'

// The other sections bring their code when their tab is first opened.
const HoursPanel = lazy(() => import('./hours-panel').then((module) => ({ default: module.HoursPanel })))
const PrescriptionsPanel = lazy(() =>
  import('./prescriptions-panel').then((module) => ({ default: module.PrescriptionsPanel })),
)
const MedicationsPanel = lazy(() =>
  import('./medications-panel').then((module) => ({ default: module.MedicationsPanel })),
)

const panelFallback = <Skeleton className="h-64 w-full rounded-xl" />

/**
 * /medical-dashboard (issue 17, docs/medical-api.md "Dashboard API"): an approved medical provider's figures,
 * the day's appointments (attended, no-show), their working hours and, for a pharmacy, the prescription queue
 * (approve, reject with a reason) and their medications. Anyone else gets the access notice (the server
 * answers 403 medical.not_medical_provider).
 */
export function MedicalDashboardPage() {
  const { t } = useTranslation()
  const dashboard = useMedicalDashboard()
  return (
    <DashboardGate
      query={dashboard}
      isRefused={isNotMedicalProvider}
      refused={<MedicalAccessRequired />}
      texts={{
        title: t('medicalDashboard.title'),
        checking: t('medicalDashboard.checking'),
        loadFailed: t('medicalDashboard.loadFailed'),
        retry: t('medicalDashboard.retry'),
      }}
    >
      {(data) => <Dashboard data={data} />}
    </DashboardGate>
  )
}

function Dashboard({ data: { provider, is_pharmacy: isPharmacy, counts } }: { data: MedicalDashboard }) {
  const { t } = useTranslation()
  const place = useMedicalDashboardPlace(isPharmacy)
  const tabs: SimpleTab<MedicalDashboardTab>[] = [
    {
      value: 'appointments',
      label: t('medicalDashboard.tabs.appointments'),
      content: (
        <AppointmentsPanel date={place.date} today={place.today} onDate={(date) => place.go({ date })} />
      ),
    },
    {
      value: 'hours',
      label: t('medicalDashboard.tabs.hours'),
      content: (
        <Suspense fallback={panelFallback}>
          <HoursPanel provider={provider} />
        </Suspense>
      ),
    },
  ]
  if (isPharmacy)
    tabs.push(
      {
        value: 'prescriptions',
        label:
          counts.pending_prescriptions > 0
            ? t('medicalDashboard.tabs.prescriptionsPending', { count: counts.pending_prescriptions })
            : t('medicalDashboard.tabs.prescriptions'),
        content: (
          <Suspense fallback={panelFallback}>
            <PrescriptionsPanel status={place.status} onStatus={(status) => place.go({ status })} />
          </Suspense>
        ),
      },
      {
        value: 'medications',
        label: t('medicalDashboard.tabs.medications'),
        content: (
          <Suspense fallback={panelFallback}>
            <MedicationsPanel />
          </Suspense>
        ),
      },
    )

  const kind = [
    t(`medicalDashboard.providerTypes.${provider.provider_type}`),
    provider.specialization?.name,
    provider.facility?.name,
  ].filter(Boolean)
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('medicalDashboard.title')}</h1>
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground"
          data-testid="medical-provider"
        >
          <span className="font-semibold break-words text-foreground">{provider.full_name}</span>
          <span className="break-words">{kind.join(' · ')}</span>
          {provider.is_verified && (
            <Badge className="gap-1">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('medicalDashboard.verified')}
            </Badge>
          )}
        </p>
      </div>

      <div
        className={isPharmacy ? 'grid grid-cols-2 gap-3 lg:grid-cols-3' : 'grid grid-cols-2 gap-3'}
        data-testid="medical-stats"
      >
        <StatCard
          label={t('medicalDashboard.stats.today')}
          value={formatNumber(counts.today, 3)}
          icon={CalendarCheck}
        />
        <StatCard
          label={t('medicalDashboard.stats.upcoming')}
          value={formatNumber(counts.upcoming, 3)}
          icon={CalendarClock}
        />
        {isPharmacy && (
          <StatCard
            label={t('medicalDashboard.stats.pendingPrescriptions')}
            value={formatNumber(counts.pending_prescriptions, 3)}
            icon={FileText}
          />
        )}
      </div>

      <SimpleTabs
        value={place.tab}
        onValueChange={(tab) => place.go({ tab })}
        label={t('medicalDashboard.tabs.label')}
        tabs={tabs}
      />
    </div>
  )
}
