import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { EmployerJob, JobInput } from './employer-types'
import { employerApi, employerJobPath, employerKeys } from './query-keys'

/** After any change to a job: the list, the figures and the applicants are asked again. */
function useRefreshDashboard() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: employerKeys.all })
}

/** POST /api/employer-dashboard/jobs: a new job, open at once (400 jobs.deadline_past). */
export function useCreateJob() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: (input: JobInput) => apiClient.post<EmployerJob>(`${employerApi}/jobs`, input),
    onSuccess: refresh,
  })
}

/** PATCH /api/employer-dashboard/jobs/{id}: the fields that changed. */
export function useUpdateJob() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<JobInput> }) =>
      apiClient.patch<EmployerJob>(employerJobPath(id), patch),
    onSuccess: refresh,
  })
}

/** POST .../jobs/{id}/close (idempotent) or /reopen (409 jobs.cannot_reopen past the deadline). */
export function useSetJobOpen() {
  const refresh = useRefreshDashboard()
  return useMutation({
    mutationFn: ({ id, open }: { id: string; open: boolean }) =>
      apiClient.post<EmployerJob>(`${employerJobPath(id)}/${open ? 'reopen' : 'close'}`, {}),
    onSuccess: refresh,
  })
}
