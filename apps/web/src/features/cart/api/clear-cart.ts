import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ServerCart } from './cart-schema'
import { cartQueryKey } from './get-cart'

export function clearCart() {
  return apiClient.delete<ServerCart>('/api/cart')
}

export function useClearCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
