import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Application, CreateApplicationInput } from './provider-types'
import { providerApplicationKeys } from './query-keys'

/** POST /api/provider-applications: 201 the application; 409 when one is pending or the user is approved. */
export function useSubmitApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateApplicationInput) =>
      apiClient.post<Application>('/api/provider-applications', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerApplicationKeys.all }),
  })
}
