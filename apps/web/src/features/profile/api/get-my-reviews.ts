import type { MyReviews } from '@soko/shared/reviews/review.schema'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/** The reader's own reviews for the profile's Reviews tab; fetched again on every visit. */
export const myReviewsQueryOptions = queryOptions({
  queryKey: ['profile', 'reviews'],
  queryFn: ({ signal }) => apiClient.get<MyReviews>('/api/me/reviews', signal),
  staleTime: 0,
})
