import { useSearchParams } from 'react-router'
import { isApplicationStatus } from '@/lib/job-labels'
import type { ApplicationStatus } from './api/employer-types'

export type EmployerTab = 'jobs' | 'applicants'

/**
 * The tab, the job and the status filter of the applicants in the address
 * (`?tab=applicants&job=...&status=received`), so the job page's "View Applicants" lands on that job's.
 */
export function useEmployerPlace() {
  const [params, setParams] = useSearchParams()
  const tab: EmployerTab = params.get('tab') === 'applicants' ? 'applicants' : 'jobs'
  const jobId = params.get('job') || null
  const wanted = params.get('status') ?? ''
  const status: ApplicationStatus | null = isApplicationStatus(wanted) ? wanted : null
  const go = (next: { tab?: EmployerTab; job?: string | null; status?: ApplicationStatus | null }) => {
    const search: Record<string, string> = {}
    const nextTab = next.tab ?? tab
    if (nextTab === 'applicants') {
      search.tab = nextTab
      const job = next.job === undefined ? jobId : next.job
      if (job) search.job = job
      const nextStatus = next.status === undefined ? status : next.status
      if (nextStatus) search.status = nextStatus
    }
    setParams(search, { replace: true })
  }
  return { tab, jobId, status, go }
}
