import { MapPinOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PositionProblem } from '../driver-position'

/** Online without a position: riders cannot find the driver, so it is said plainly (and read out once). */
export function PositionNotice({ problem }: { problem: PositionProblem }) {
  const { t } = useTranslation()
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive bg-destructive/10 px-4 py-3 text-sm"
      data-testid="position-notice"
    >
      <MapPinOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t(`driverDashboard.position.${problem}`)}
    </p>
  )
}
