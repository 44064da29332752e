import { AdminArea } from '@/features/admin/components/admin-area'
import { AuditPage } from '@/features/admin/components/audit-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.audit.title'

/** /admin/audit: admins only (AdminArea). */
export default function AdminAuditRoute() {
  return (
    <AdminArea>
      <AuditPage />
    </AdminArea>
  )
}
