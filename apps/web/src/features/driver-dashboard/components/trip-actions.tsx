import { Flag, MapPinCheck, Play, XCircle } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import type { Ride } from '../api/driver-dashboard-types'
import { useMoveTrip } from '../api/move-ride'
import type { DriverPosition } from '../driver-position'
import { fare } from '../format'

// The reason's dialog brings Radix's dialog: it loads with the first press of Cancel trip.
const CancelTripDialog = lazy(() =>
  import('./cancel-trip-dialog').then((module) => ({ default: module.CancelTripDialog })),
)

/** The one next step of each state (driverMoves): accepted -> Arrived, arriving -> Start trip, in_progress -> Complete. */
const nextStep = {
  accepted: { move: 'arrived', icon: MapPinCheck },
  arriving: { move: 'start', icon: Play },
  in_progress: { move: 'complete', icon: Flag },
} as const

const isStepStatus = (status: Ride['status']): status is keyof typeof nextStep => status in nextStep

/** The trip's next step, and Cancel trip (with a reason) until it starts. */
export function TripActions({ ride, position }: { ride: Ride; position: DriverPosition | null }) {
  const { t } = useTranslation()
  const move = useMoveTrip()
  const [cancelling, setCancelling] = useState(false)
  if (!isStepStatus(ride.status)) return null
  const { move: step, icon: Icon } = nextStep[ride.status]
  const canCancel = ride.status === 'accepted' || ride.status === 'arriving'

  async function go() {
    try {
      const moved =
        step === 'complete'
          ? await move.mutateAsync({
              rideId: ride.id,
              move: step,
              // Where the trip ended: the fare is recomputed when it ended far from the destination.
              position: position ? { lat: position.lat, lng: position.lng } : undefined,
            })
          : await move.mutateAsync({ rideId: ride.id, move: step })
      toast.success(
        t(`driverDashboard.trip.moved.${step}`, { fare: fare(moved.final_fare ?? moved.quoted_fare) }),
      )
    } catch (error) {
      toast.error(errorMessage(error, t('driverDashboard.trip.moveFailed')))
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button size="lg" className="min-h-12 sm:flex-1" disabled={move.isPending} onClick={() => void go()}>
        <Icon aria-hidden />
        {t(`driverDashboard.trip.actions.${step}`)}
      </Button>
      {canCancel && (
        <Button
          variant="outline"
          size="lg"
          className="min-h-12 text-destructive"
          disabled={move.isPending}
          onClick={() => setCancelling(true)}
        >
          <XCircle aria-hidden />
          {t('driverDashboard.trip.cancel')}
        </Button>
      )}
      <Suspense fallback={null}>
        {cancelling && <CancelTripDialog rideId={ride.id} onClose={() => setCancelling(false)} />}
      </Suspense>
    </div>
  )
}
