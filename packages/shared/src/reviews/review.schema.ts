import { z } from 'zod'

export const upsertReviewSchema = z.object({
  rating: z.coerce
    .number()
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  comment: z.string().trim().max(1000, 'Your review must be at most 1000 characters.').optional().nullable(),
})

export const reviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: z.string(),
  is_mine: z.boolean(),
  verified_purchase: z.boolean(),
})
export type Review = z.infer<typeof reviewSchema>

export const productReviewsSchema = z.object({
  items: z.array(reviewSchema),
  rating: z.number(),
  total_reviews: z.number().int(),
})

export const myReviewSchema = reviewSchema.extend({
  product_name: z.string(),
  product_image_url: z.string().nullable(),
})
export const myReviewsSchema = z.object({ items: z.array(myReviewSchema) })
export type ProductReviews = z.infer<typeof productReviewsSchema>
export type MyReview = z.infer<typeof myReviewSchema>
export type MyReviews = z.infer<typeof myReviewsSchema>
