import { useMutation } from '@tanstack/react-query'
import { postProductImage } from '@/lib/product-image-upload'

/** POST /api/admin/uploads/product-image (multipart `file`) → the image's URL for the product form. */
export function useUploadProductImage() {
  return useMutation({
    mutationFn: (file: File) => postProductImage('/api/admin/uploads/product-image', file),
  })
}
