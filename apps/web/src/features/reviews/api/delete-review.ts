import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

export function deleteReview(productId: string) {
  return apiClient.delete<undefined>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`)
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteReview(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  })
}
