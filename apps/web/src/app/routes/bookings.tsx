import { RequireAuth } from '@/app/require-auth'
import { BookingsPage } from '@/features/services/components/bookings-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'myBookings.title'

/** /bookings: the signed-in customer's service bookings. */
export default function BookingsRoute() {
  return (
    <RequireAuth>
      <BookingsPage />
    </RequireAuth>
  )
}
