import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** The upload's limits (docs/providers-api.md): JPEG, PNG or WebP, at most 2 MB. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export function isAcceptedProductImage(file: File) {
  return (
    (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= PRODUCT_IMAGE_MAX_BYTES
  )
}

/** POST /api/vendor/uploads/product-image (multipart `file`) → the image's URL for the product form. */
export function useUploadVendorProductImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest<{ url: string }>('/api/vendor/uploads/product-image', { method: 'POST', body })
    },
  })
}
