import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { AdminEmployer } from './admin-types'
import { adminKeys } from './query-keys'

/** POST /api/admin/employers { email, company }: 404 jobs.employer_not_found when no account has the e-mail. */
export function useGrantEmployer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { email: string; company: string }) =>
      apiClient.post<AdminEmployer>('/api/admin/employers', input),
    onSuccess: () =>
      Promise.all(
        [adminKeys.employers, adminKeys.audit].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
