import { GEOLOCATION_OPTIONS } from '@soko/shared/rides/rides.constants'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { getNearestPlace } from './api/get-nearest-place'
import type { Place } from './ride-types'

/** The browser's position, or the reason it could not be had. */
function currentPosition() {
  return new Promise<GeolocationPosition>((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS)
  })
}

const isPositionError = (error: unknown): error is GeolocationPositionError =>
  typeof error === 'object' && error !== null && 'code' in error && 'PERMISSION_DENIED' in error

/**
 * "Use my location" (001 "Rides"): the browser's position, then the nearest known place as the pickup, with the
 * spec's toasts for each way it can fail and for success.
 */
export function useCurrentLocation(onFound: (place: Place) => void) {
  const { t } = useTranslation()
  const [locating, setLocating] = useState(false)
  const locate = useCallback(async () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('rides.location.unsupported'))
      return
    }
    setLocating(true)
    try {
      const position = await currentPosition()
      const { place } = await getNearestPlace({
        lat: position.coords.latitude,
        lng: position.coords.longitude,
      })
      onFound(place)
      toast.success(t('rides.location.detected'))
    } catch (error) {
      if (isPositionError(error)) {
        toast.error(
          error.code === error.PERMISSION_DENIED ? t('rides.location.denied') : t('rides.location.failed'),
        )
      } else if (error instanceof ApiError && error.status === 404) {
        toast.error(t('rides.location.addressUnknown'))
      } else {
        toast.error(t('rides.location.failed'))
      }
    } finally {
      setLocating(false)
    }
  }, [onFound, t])
  return { locate, locating }
}
