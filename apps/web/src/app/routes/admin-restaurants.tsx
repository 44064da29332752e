import { AdminArea } from '@/features/admin/components/admin-area'
import { RestaurantsPage } from '@/features/admin/components/restaurants-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'foodDashboard.admin.title'

/** /admin/restaurants: admins only (AdminArea). */
export default function AdminRestaurantsRoute() {
  return (
    <AdminArea>
      <RestaurantsPage />
    </AdminArea>
  )
}
