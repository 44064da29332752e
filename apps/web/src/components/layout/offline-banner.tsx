import { WifiOff } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { useOnlineStatus } from '@/lib/use-online-status'
import { useSavedDataTime } from '@/lib/saved-data'
import { formatDateTime } from '@/lib/date-format'

/**
 * The spec's offline banner, and below it, when the screen shows reads the service worker answered from its
 * cache, since when (docs/decisions/017). The live region is always there, so screen readers announce the
 * texts when they appear.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation()
  const online = useOnlineStatus()
  const savedAt = useSavedDataTime()
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center text-sm font-medium text-accent-foreground">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('shell.offline')}
        </p>
      )}
      {savedAt !== null && (
        <p
          data-testid="saved-data"
          className="bg-muted px-4 py-1.5 text-center text-sm text-muted-foreground"
        >
          {t('shell.savedData', {
            time: formatDateTime(savedAt, i18n.language === 'sw' ? 'sw-KE' : 'en-KE', {
              hour: '2-digit',
              minute: '2-digit',
              hour12: false,
            }),
          })}
        </p>
      )}
    </div>
  )
}
