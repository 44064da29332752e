import type { Review } from '@soko/shared/reviews/review.schema'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { codedError } from '../../lib/errors'
import { products } from '../products/products.table'
import type { ProductsService } from '../products/products.service'
import { profiles } from '../users/users.table'
import { productReviews } from './reviews.table'

const reviewNotFound = codedError('reviews.not_found', 404, 'You have not reviewed this product.')

/** Which of these products the user has bought in a paid order; the orders module provides it. */
export type PurchaseChecker = (userId: string, productIds: string[]) => Promise<Set<string>>

type Row = { review: typeof productReviews.$inferSelect; author: string | null }

export function createReviewsService({
  db,
  products: productsService,
  purchasedProducts,
}: {
  db: Db
  products: ProductsService
  purchasedProducts: PurchaseChecker
}) {
  async function toReviews(rows: Row[], viewerId: string | null): Promise<Review[]> {
    const verified = new Map<string, Set<string>>()
    for (const userId of new Set(rows.map((row) => row.review.userId))) {
      verified.set(
        userId,
        await purchasedProducts(userId, [
          ...new Set(rows.filter((r) => r.review.userId === userId).map((r) => r.review.productId)),
        ]),
      )
    }
    return rows.map(({ review, author }) => ({
      id: review.id,
      product_id: review.productId,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
      updated_at: review.updatedAt.toISOString(),
      author: author || 'Soko customer',
      is_mine: review.userId === viewerId,
      verified_purchase: verified.get(review.userId)?.has(review.productId) ?? false,
    }))
  }

  const select = { review: productReviews, author: profiles.fullName }

  return {
    async forProduct(productId: string, viewerId: string | null) {
      const product = await productsService.require(productId)
      const rows = await db
        .select(select)
        .from(productReviews)
        .leftJoin(profiles, eq(profiles.id, productReviews.userId))
        .where(eq(productReviews.productId, productId))
        .orderBy(desc(productReviews.updatedAt))
        .limit(100)
      return {
        items: await toReviews(rows, viewerId),
        rating: product.rating,
        total_reviews: product.total_reviews,
      }
    },

    /** One review per user per product: writing again edits it. */
    async upsert(userId: string, productId: string, input: { rating: number; comment?: string | null }) {
      await productsService.require(productId)
      const comment = input.comment?.trim() || null
      await db.transaction(async (tx) => {
        await tx
          .insert(productReviews)
          .values({ productId, userId, rating: input.rating, comment })
          .onConflictDoUpdate({
            target: [productReviews.userId, productReviews.productId],
            set: { rating: input.rating, comment, updatedAt: new Date() },
          })
        await productsService.refreshRating(tx as unknown as Db, productId)
      })
      return this.forProduct(productId, userId)
    },

    async remove(userId: string, productId: string) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .delete(productReviews)
          .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
          .returning({ id: productReviews.id })
        if (rows.length === 0) throw reviewNotFound()
        await productsService.refreshRating(tx as unknown as Db, productId)
      })
    },

    async mine(userId: string) {
      const rows = await db
        .select({ ...select, productName: products.name, productImage: products.imageUrl })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .leftJoin(profiles, eq(profiles.id, productReviews.userId))
        .where(eq(productReviews.userId, userId))
        .orderBy(desc(productReviews.updatedAt))
      const reviews = await toReviews(rows, userId)
      return reviews.map((review, index) => ({
        ...review,
        product_name: rows[index]!.productName,
        product_image_url: rows[index]!.productImage,
      }))
    },
  }
}
export type ReviewsService = ReturnType<typeof createReviewsService>
