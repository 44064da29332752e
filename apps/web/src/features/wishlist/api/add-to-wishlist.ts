import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

const addedSchema = z.object({ product_id: z.string(), products: z.object({ name: z.string() }) })

/** Adds a product; a product already there is a 409 with code wishlist.duplicate. */
export function addToWishlist(productId: string) {
  return apiClient.post('/api/wishlist', { product_id: productId }, addedSchema)
}

export function useAddToWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToWishlist,
    // Also after a duplicate: the list on screen was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  })
}
