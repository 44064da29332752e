import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** The upload's limits (docs/providers-api.md): JPEG, PNG or WebP, at most 2 MB. */
export const PROVIDER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PROVIDER_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export function isAcceptedImage(file: File) {
  return (
    (PROVIDER_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= PROVIDER_IMAGE_MAX_BYTES
  )
}

/** POST /api/provider/uploads/image (multipart `file`) → the image's URL, saved with the profile. */
export function useUploadProviderImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<{ url: string }>('/api/provider/uploads/image', { method: 'POST', body })
    },
  })
}
