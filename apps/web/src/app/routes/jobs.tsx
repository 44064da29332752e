import { JobsPage } from '@/features/jobs/components/jobs-page'
import type { RouteTitle } from '@/lib/document-title'

export const title: RouteTitle = 'jobs.title'

/** /jobs: open jobs, search and filters (spec 001 "Jobs", issue 16). Browsable signed out. */
export default function JobsRoute() {
  return <JobsPage />
}
