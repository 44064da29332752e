import { JobPage } from '@/features/jobs/components/job-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'jobs.jobTitle'

/** /jobs/:id: the whole posting and Apply Now (issue 16). Browsable signed out; applying needs sign-in. */
export default function JobRoute() {
  return <JobPage />
}
