import { AdminArea } from '@/features/admin/components/admin-area'
import { UsersPage } from '@/features/admin/components/users-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.users.title'

/** /admin/users: admins only (AdminArea). */
export default function AdminUsersRoute() {
  return (
    <AdminArea>
      <UsersPage />
    </AdminArea>
  )
}
