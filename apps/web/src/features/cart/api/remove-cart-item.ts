import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { cartSchema } from './cart-schema'
import { cartQueryKey } from './get-cart'

export function removeCartItem(lineId: string) {
  return apiClient.delete(`/api/cart/items/${encodeURIComponent(lineId)}`, cartSchema)
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
