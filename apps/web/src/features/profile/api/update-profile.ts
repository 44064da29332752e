import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { refreshSession, sessionQueryKey, type Session } from '@/lib/session'
import type { Profile } from './profile-schema'

/** Only full_name and phone change here (spec section 3); avatar_url may only be cleared. */
export interface UpdateProfileInput {
  full_name?: string
  phone?: string
  avatar_url?: null
}

export function updateProfile(input: UpdateProfileInput) {
  return apiClient.patch<Profile>('/api/profile', input)
}

/** Shows the new profile at once everywhere the session is read, then asks the server again. */
export function applyProfile(queryClient: QueryClient, profile: Profile) {
  queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
    session ? { ...session, profile } : session,
  )
  return refreshSession(queryClient)
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => applyProfile(queryClient, profile),
  })
}
