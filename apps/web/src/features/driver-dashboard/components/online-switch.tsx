import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { DriverProfile } from '../api/driver-dashboard-types'
import { useSetDriverOnline } from '../api/set-driver-online'
import { askPosition, type PositionProblem } from '../driver-position'

/**
 * The driver's Online switch (PUT /api/driver-dashboard/status). Going online asks the browser's position
 * first and sends it, so the driver can be matched at once; refused or unsupported, the driver stays offline
 * with the reason. Going offline during a trip is refused by the server (its message shows).
 */
export function OnlineSwitch({ driver }: { driver: DriverProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const setOnline = useSetDriverOnline()
  const [locating, setLocating] = useState(false)

  async function send(input: Parameters<typeof setOnline.mutateAsync>[0]) {
    try {
      await setOnline.mutateAsync(input)
      toast.success(
        input.online ? t('driverDashboard.online.nowOnline') : t('driverDashboard.online.nowOffline'),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('driverDashboard.online.failed')))
    }
  }

  async function goOnline() {
    setLocating(true)
    const found = await askPosition().then(
      (position) => ({ position }),
      (problem: PositionProblem) => ({ problem }),
    )
    setLocating(false)
    if ('position' in found)
      return send({ online: true, position: { lat: found.position.lat, lng: found.position.lng } })
    if (found.problem === 'unavailable') {
      // No fix yet (indoors, a slow GPS): online all the same; the watch keeps trying and says so.
      toast.warning(t('driverDashboard.position.unavailable'))
      return send({ online: true })
    }
    toast.error(t(`driverDashboard.position.${found.problem}`))
  }

  const state = locating
    ? t('driverDashboard.online.locating')
    : driver.is_online
      ? t('driverDashboard.online.stateOnline')
      : t('driverDashboard.online.stateOffline')

  return (
    <div
      className="flex min-h-11 min-w-0 items-center gap-3 rounded-xl border bg-card px-4 py-2 shadow-sm data-[online=true]:border-primary"
      data-online={driver.is_online}
    >
      <Switch
        id={id}
        checked={driver.is_online}
        disabled={locating || setOnline.isPending}
        onCheckedChange={(online) => void (online ? goOnline() : send({ online: false }))}
        aria-describedby={`${id}-state`}
      />
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('driverDashboard.online.label')}
        </label>
        <span id={`${id}-state`} className="text-xs text-muted-foreground" aria-live="polite">
          {state}
        </span>
      </div>
    </div>
  )
}
