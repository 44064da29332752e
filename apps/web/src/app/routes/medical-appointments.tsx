import { MyAppointmentsPage } from '@/features/medical/components/my-appointments-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'medical.appointments.title'

/** /medical/appointments: the signed-in patient's appointments (issue 17). */
export default function Route() {
  return (
    <RequireAuth>
      <MyAppointmentsPage />
    </RequireAuth>
  )
}
