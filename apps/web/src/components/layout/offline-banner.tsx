import { WifiOff } from '@/components/ui/shell-icons'
import { useTranslation } from 'react-i18next'
import { useOnlineStatus } from '@/lib/use-online-status'

/** The live region is always there, so screen readers announce the text when it appears. */
export function OfflineBanner() {
  const { t } = useTranslation()
  const online = useOnlineStatus()
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center text-sm font-medium text-accent-foreground">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('shell.offline')}
        </p>
      )}
    </div>
  )
}
