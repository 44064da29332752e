import { useMutation } from '@tanstack/react-query'
import { postProductImage } from '@/lib/product-image-upload'

/** POST /api/vendor/uploads/product-image (multipart `file`) → the image's URL for the product form. */
export function useUploadVendorProductImage() {
  return useMutation({
    mutationFn: (file: File) => postProductImage('/api/vendor/uploads/product-image', file),
  })
}
