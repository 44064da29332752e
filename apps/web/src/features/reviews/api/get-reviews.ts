import type { ProductReviews } from '@soko/shared/reviews/review.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export const reviewsQueryKey = (productId: string) => ['reviews', productId] as const

/** A product's reviews, its rating and review count; `is_mine` marks the reader's own review. */
export function reviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ signal }) =>
      apiClient.get<ProductReviews>(`/api/products/${encodeURIComponent(productId)}/reviews`, signal),
    staleTime: 60_000,
  })
}

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId))
}
