import { AdminArea } from '@/features/admin/components/admin-area'
import { UsersPage } from '@/features/admin/components/users-page'

/** /admin/users: admins only (AdminArea). */
export default function AdminUsersRoute() {
  return (
    <AdminArea>
      <UsersPage />
    </AdminArea>
  )
}
