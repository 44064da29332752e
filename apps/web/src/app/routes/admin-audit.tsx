import { AdminArea } from '@/features/admin/components/admin-area'
import { AuditPage } from '@/features/admin/components/audit-page'

/** /admin/audit: admins only (AdminArea). */
export default function AdminAuditRoute() {
  return (
    <AdminArea>
      <AuditPage />
    </AdminArea>
  )
}
