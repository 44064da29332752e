import { apiClient } from '@/lib/api-client'
import type { MergedCart } from './cart-schema'

export interface MergeCartItem {
  product_id: string
  quantity: number
}

/** Joins the guest cart to the server cart at sign-in: quantities add, capped by stock. */
export function mergeCart(items: MergeCartItem[]) {
  return apiClient.post<MergedCart>('/api/cart/merge', { items })
}
