import { useTranslation } from 'react-i18next'
import { useScreenLoading } from '@/lib/screen-loading'

/** A thin bar at the top while the next screen's code or data loads. */
export function RouteProgress() {
  const { t } = useTranslation()
  const loading = useScreenLoading()
  if (!loading) return null
  return (
    <div
      role="progressbar"
      aria-label={t('shell.pageLoading')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  )
}
