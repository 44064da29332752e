import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { ServerCart } from './cart-schema'
import { cartQueryKey } from './get-cart'

export interface AddCartItemInput {
  product_id: string
  quantity?: number
}

/** Adds a product, or more of it on an existing line; the answer is the whole cart. */
export function addCartItem(input: AddCartItemInput) {
  return apiClient.post<ServerCart>('/api/cart/items', input)
}

export function useAddCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
