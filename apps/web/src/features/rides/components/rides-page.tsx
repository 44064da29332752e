import { useTranslation } from 'react-i18next'

/** /rides: Plan Your Journey, the fare, the map, Available Drivers, Confirm Your Ride (issue 15). Contract stub. */
export function RidesPage() {
  const { t } = useTranslation()
  return <h1 className="text-2xl font-bold">{t('rides.title')}</h1>
}
