import { LocateFixed } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { Place } from '../ride-types'
import { useCurrentLocation } from '../use-current-location'

/** The pickup's "use my location" button. */
export function UseMyLocationButton({ onFound }: { onFound: (place: Place) => void }) {
  const { t } = useTranslation()
  const { locate, locating } = useCurrentLocation(onFound)
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-11 shrink-0"
      aria-label={t('rides.plan.useLocation')}
      title={t('rides.plan.useLocation')}
      disabled={locating}
      onClick={() => void locate()}
    >
      {locating ? <Spinner className="size-4" /> : <LocateFixed aria-hidden className="size-5" />}
    </Button>
  )
}
