import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { useNow } from '@/lib/use-now'

/** While the request waits for a driver: a countdown to when it stops waiting. */
export function FindingDriver({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation()
  const now = useNow(1_000)
  const left = expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : null
  const minutes = left === null ? 0 : Math.floor(left / 60)
  const seconds = left === null ? 0 : left % 60
  return (
    <div className="flex items-center gap-3 rounded-xl bg-muted/60 p-4" data-testid="finding-driver">
      <Spinner className="size-6 text-primary" />
      <div className="flex flex-col">
        <p className="font-semibold">{t('rides.trip.finding')}</p>
        {left !== null && (
          <p className="text-sm text-muted-foreground">
            {t('rides.trip.waitingFor')}{' '}
            <time
              dateTime={`PT${left}S`}
              className="font-mono font-medium text-foreground tabular-nums"
              data-testid="finding-countdown"
            >
              {minutes}:{String(seconds).padStart(2, '0')}
            </time>
          </p>
        )}
      </div>
    </div>
  )
}
