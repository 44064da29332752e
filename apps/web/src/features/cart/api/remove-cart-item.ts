import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ServerCart } from './cart-schema'
import { cartQueryKey } from './get-cart'

export function removeCartItem(lineId: string) {
  return apiClient.delete<ServerCart>(`/api/cart/items/${encodeURIComponent(lineId)}`)
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
