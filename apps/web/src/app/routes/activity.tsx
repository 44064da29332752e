import { RequireAuth } from '@/app/require-auth'
import { ActivityPage } from '@/features/activity/components/activity-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'activity.title'

/** /activity: My activity, everything the signed-in customer has going. */
export default function ActivityRoute() {
  return (
    <RequireAuth>
      <ActivityPage />
    </RequireAuth>
  )
}
