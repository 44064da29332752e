import { FoodDashboardPage } from '@/features/food-dashboard/components/food-dashboard-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'foodDashboard.title'

/**
 * /food-dashboard (issue 13): signed in (RequireAuth), then an approved vendor (decision 019: restaurants
 * belong to vendors); the page shows the access notice on the server's 403, and the server checks every call.
 */
export default function FoodDashboardRoute() {
  return (
    <RequireAuth>
      <FoodDashboardPage />
    </RequireAuth>
  )
}
