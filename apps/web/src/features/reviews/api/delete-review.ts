import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

export function deleteReview(productId: string) {
  return apiClient.delete(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, z.undefined())
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteReview(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  })
}
