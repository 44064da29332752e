import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { createRide } from './api/create-ride'
import { currentRideKey, rideKey } from './api/query-keys'
import { rideErrorText } from './ride-errors'
import type { CreateRide } from './ride-types'

/**
 * Books a ride and opens its trip page: the "finding a driver" notice first (the spec's info toast), the
 * server's refusal (no drivers nearby, a ride already going) in the reader's language otherwise.
 */
export function useBookRide() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const book = useCallback(
    async (request: CreateRide) => {
      setPending(true)
      setError(null)
      toast.info(t('rides.confirm.finding'))
      try {
        const ride = await createRide(request)
        queryClient.setQueryData(rideKey(ride.id), ride)
        void queryClient.invalidateQueries({ queryKey: currentRideKey })
        await navigate(`/rides/trips/${ride.id}`)
        return true
      } catch (cause) {
        const message = rideErrorText(cause, t, t('rides.confirm.failed'))
        setError(message)
        toast.error(message)
        return false
      } finally {
        setPending(false)
      }
    },
    [navigate, queryClient, t],
  )
  return { book, pending, error, clearError: () => setError(null) }
}
