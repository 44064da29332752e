import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { Profile } from './profile-schema'
import { applyProfile } from './update-profile'

/** What the server accepts (apps/server users.routes.ts): an image of at most 5 MB, resized there. */
export const avatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export const avatarMaxBytes = 5 * 1024 * 1024

export function uploadAvatar(file: File) {
  const form = new FormData()
  form.append('file', file)
  return apiClient.post<Profile>('/api/profile/avatar', form)
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => applyProfile(queryClient, profile),
  })
}
