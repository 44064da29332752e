import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import type { RideStatus } from './ride-types'

/**
 * "Ride booked successfully! Driver is on their way." once, when the ride turns accepted while its page is
 * open; opening the page of a ride already accepted says nothing.
 */
export function useAcceptedToast(status: RideStatus | undefined) {
  const { t } = useTranslation()
  const previous = useRef<RideStatus | undefined>(undefined)
  useEffect(() => {
    if (!status) return
    if (previous.current && previous.current !== status && status === 'accepted') {
      toast.success(t('rides.trip.booked'))
    }
    previous.current = status
  }, [status, t])
}
