import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ServerCart } from './cart-schema'
import { cartQueryKey } from './get-cart'

/** Sets a line's quantity; 0 or less removes the line (spec 000 section 4). */
export function updateCartItem({ lineId, quantity }: { lineId: string; quantity: number }) {
  return apiClient.patch<ServerCart>(`/api/cart/items/${encodeURIComponent(lineId)}`, { quantity })
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
