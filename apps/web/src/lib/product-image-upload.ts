import { apiRequest } from './api-client'

/** A product picture's limits on both upload routes (docs/admin-api.md): JPEG, PNG or WebP, at most 2 MB. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export function isAcceptedProductImage(file: File) {
  return (
    (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= PRODUCT_IMAGE_MAX_BYTES
  )
}

/** POSTs the picture as multipart `file` to an upload route; the server answers with its URL. */
export function postProductImage(path: string, file: File) {
  const body = new FormData()
  body.append('file', file)
  return apiRequest<{ url: string }>(path, { method: 'POST', body })
}
