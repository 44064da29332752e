import { AdminArea } from '@/features/admin/components/admin-area'
import { PropertiesPage } from '@/features/admin/components/records-pages'

/** /admin/properties: admins only (AdminArea). */
export default function AdminPropertiesRoute() {
  return (
    <AdminArea>
      <PropertiesPage />
    </AdminArea>
  )
}
