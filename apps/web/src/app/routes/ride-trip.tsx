import { useParams } from 'react-router'
import { RideTripPage } from '@/features/rides/components/ride-trip-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'rides.trip.title'

/** /rides/trips/:id: the rider's trip, followed live; pay and rate at the end (issue 15). Signed in only. */
export default function RideTripRoute() {
  const { id = '' } = useParams()
  return (
    <RequireAuth>
      <RideTripPage rideId={id} />
    </RequireAuth>
  )
}
