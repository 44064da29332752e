import { Banknote, CalendarDays, Car, Route } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatCard } from '@/components/ui/stat-card'
import type { DriverDashboard } from '../api/driver-dashboard-types'
import { count, money } from '../format'

/** Today's and this week's earnings and trips (Nairobi time, from GET /api/driver-dashboard). */
export function EarningsCards({ earnings }: { earnings: DriverDashboard['earnings'] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="driver-earnings" className="flex flex-col gap-3">
      <h2 id="driver-earnings" className="text-xl font-semibold">
        {t('driverDashboard.earnings.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <StatCard label={t('driverDashboard.earnings.today')} value={money(earnings.today)} icon={Banknote} />
        <StatCard
          label={t('driverDashboard.earnings.week')}
          value={money(earnings.week)}
          icon={CalendarDays}
        />
        <StatCard
          label={t('driverDashboard.earnings.tripsToday')}
          value={count(earnings.trips_today)}
          icon={Car}
        />
        <StatCard
          label={t('driverDashboard.earnings.tripsWeek')}
          value={count(earnings.trips_week)}
          icon={Route}
        />
      </div>
    </section>
  )
}
