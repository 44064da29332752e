import { MyApplicationsPage } from '@/features/jobs/components/my-applications-page'
import type { RouteTitle } from '@/lib/document-title'
import { RequireAuth } from '../require-auth'

export const title: RouteTitle = 'jobs.applicationsTitle'

/** /jobs/applications: the signed-in user's job applications with their statuses (issue 16). */
export default function JobApplicationsRoute() {
  return (
    <RequireAuth>
      <MyApplicationsPage />
    </RequireAuth>
  )
}
