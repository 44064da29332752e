import type { ProductReviews } from '@soko/shared/reviews/review.schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { reviewsQueryKey } from './get-reviews'

export interface ReviewInput {
  rating: number
  comment: string | null
}

/** Writes the reader's review of a product, or edits it (one review per user per product). */
export function saveReview(productId: string, input: ReviewInput) {
  return apiClient.put<ProductReviews>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, input)
}

export function useSaveReview(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(productId, input),
    onSuccess: (reviews) => queryClient.setQueryData(reviewsQueryKey(productId), reviews),
  })
}
