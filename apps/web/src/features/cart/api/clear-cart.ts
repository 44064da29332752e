import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { cartSchema } from './cart-schema'
import { cartQueryKey } from './get-cart'

export function clearCart() {
  return apiClient.delete('/api/cart', cartSchema)
}

export function useClearCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
