import { apiRequest } from '@/lib/api-client'

/** A post's picture: JPEG, PNG or WebP, at most 2 MB (the server's image upload limit); stored as WebP. */
export const FORUM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export function isAcceptedForumImage(file: File) {
  return (FORUM_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= FORUM_IMAGE_MAX_BYTES
}

/** POST /api/forums/images (multipart `image`): answers the stored picture's URL for the new post. */
export function uploadForumImage(file: File) {
  const body = new FormData()
  body.append('image', file)
  return apiRequest<{ url: string }>('/api/forums/images', { method: 'POST', body })
}
