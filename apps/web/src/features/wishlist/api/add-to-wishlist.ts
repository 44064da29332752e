import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

interface AddedEntry {
  product_id: string
  products: { name: string }
}

/** Adds a product; a product already there is a 409 with code wishlist.duplicate. */
export function addToWishlist(productId: string) {
  return apiClient.post<AddedEntry>('/api/wishlist', { product_id: productId })
}

export function useAddToWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToWishlist,
    // Also after a duplicate: the list on screen was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  })
}
