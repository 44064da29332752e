import { useTranslation } from 'react-i18next'

/** /driver-dashboard: online switch, offers, the current trip, earnings, history (issue 15). Contract stub. */
export function DriverDashboardPage() {
  const { t } = useTranslation()
  return <h1 className="text-2xl font-bold">{t('driverDashboard.title')}</h1>
}
