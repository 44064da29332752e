import { employerDashboardQueryKey } from '@/lib/booking-query-keys'
import type { ApplicationStatus } from './employer-types'

// Every key starts with the one the live channel refreshes on every notification (lib/booking-query-keys.ts):
// a new application or a withdrawal shows at once.
export const employerKeys = {
  all: employerDashboardQueryKey,
  overview: [...employerDashboardQueryKey, 'overview'] as const,
  jobs: [...employerDashboardQueryKey, 'jobs'] as const,
  jobApplicants: (jobId: string) => [...employerDashboardQueryKey, 'jobs', jobId, 'applications'] as const,
  applications: (status: ApplicationStatus | null) =>
    [...employerDashboardQueryKey, 'applications', status ?? 'all'] as const,
}

export const employerApi = '/api/employer-dashboard'
export const employerJobPath = (id: string) => `${employerApi}/jobs/${encodeURIComponent(id)}`
