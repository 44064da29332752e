import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WishlistEntry } from '@soko/shared/wishlist/wishlist.schema'
import { apiClient } from '@/lib/api-client'
import { wishlistQueryKey } from './get-wishlist'

export function removeFromWishlist(productId: string) {
  return apiClient.delete<undefined>(`/api/wishlist/${encodeURIComponent(productId)}`)
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_, productId) =>
      queryClient.setQueryData(wishlistQueryKey, (current: { items: WishlistEntry[] } | undefined) =>
        current ? { items: current.items.filter((item) => item.product_id !== productId) } : current,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  })
}
