import { AdminArea } from '@/features/admin/components/admin-area'
import { JobsPage } from '@/features/admin/components/records-pages'

/** /admin/jobs: admins only (AdminArea). */
export default function AdminJobsRoute() {
  return (
    <AdminArea>
      <JobsPage />
    </AdminArea>
  )
}
