import { AdminArea } from '@/features/admin/components/admin-area'
import { JobsPage } from '@/features/admin/components/jobs-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'admin.jobs.title'

/** /admin/jobs: admins only (AdminArea). */
export default function AdminJobsRoute() {
  return (
    <AdminArea>
      <JobsPage />
    </AdminArea>
  )
}
