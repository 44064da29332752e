import { useMutation, useQueryClient } from '@tanstack/react-query'
import { jobApplicationsQueryKey } from '@/lib/booking-query-keys'
import { apiClient } from '@/lib/api-client'
import type { MyApplication } from '../job-types'
import { jobKeys } from './query-keys'

/** POST /api/job-applications/{id}/withdraw: own applications still being considered (409 otherwise). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<MyApplication>(`/api/job-applications/${encodeURIComponent(id)}/withdraw`, {}),
    onSuccess: (application) => {
      queryClient.setQueryData<MyApplication[]>(jobKeys.mine, (list) =>
        list?.map((one) => (one.id === application.id ? application : one)),
      )
    },
    // The job pages carry the application too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobApplicationsQueryKey }),
  })
}
