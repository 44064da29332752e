import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ApplicationStatus, EmployerApplication } from './employer-types'
import { employerApi, employerJobPath, employerKeys } from './query-keys'

type ApplicationList = { items: EmployerApplication[] }

/**
 * The applicants on view: one job's (GET .../jobs/{id}/applications, oldest first, the status filtered
 * here), or every job's (GET .../applications?status=, newest first).
 */
export function applicantsQueryOptions(jobId: string | null, status: ApplicationStatus | null) {
  return queryOptions({
    queryKey: jobId ? employerKeys.jobApplicants(jobId) : employerKeys.applications(status),
    queryFn: ({ signal }) =>
      apiClient
        .get<ApplicationList>(
          jobId
            ? `${employerJobPath(jobId)}/applications`
            : `${employerApi}/applications${status ? `?status=${status}` : ''}`,
          signal,
        )
        .then((page): EmployerApplication[] => page.items),
    select: (items: EmployerApplication[]) =>
      jobId && status ? items.filter((application) => application.status === status) : items,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
}

export function useApplicants(jobId: string | null, status: ApplicationStatus | null) {
  return useQuery(applicantsQueryOptions(jobId, status))
}
