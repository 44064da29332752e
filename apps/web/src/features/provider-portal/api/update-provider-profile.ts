import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ProviderProfile, UpdateProviderProfileInput } from './provider-types'
import { providerKeys } from './query-keys'

/** PATCH /api/provider/profiles/{id}: the answer replaces the profile in the cached list. */
export function useUpdateProviderProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProviderProfileInput }) =>
      apiClient.patch<ProviderProfile>(`/api/provider/profiles/${encodeURIComponent(id)}`, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(
        providerKeys.profiles,
        (current: { profiles: ProviderProfile[] } | undefined) =>
          current
            ? { profiles: current.profiles.map((profile) => (profile.id === updated.id ? updated : profile)) }
            : current,
      )
      return queryClient.invalidateQueries({ queryKey: providerKeys.profiles })
    },
  })
}
