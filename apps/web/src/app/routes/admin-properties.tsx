import { AdminArea } from '@/features/admin/components/admin-area'
import { PropertiesPage } from '@/features/admin/components/properties-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.properties.title'

/** /admin/properties: admins only (AdminArea). */
export default function AdminPropertiesRoute() {
  return (
    <AdminArea>
      <PropertiesPage />
    </AdminArea>
  )
}
