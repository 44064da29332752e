import { myReviewsSchema, productReviewsSchema, upsertReviewSchema } from '@soko/shared/reviews/review.schema'
import { idParams } from '../../lib/params'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { ReviewsService } from './reviews.service'

const params = idParams()

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/products/:id/reviews',
    { schema: { tags: ['reviews'], params, response: { 200: productReviewsSchema } } },
    async (request) => {
      const viewer = await app.currentUser(request)
      return reviews.forProduct(request.params.id, viewer?.id ?? null)
    },
  )

  app.put(
    '/products/:id/reviews/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Write or edit my review (1-5 stars)',
        params,
        body: upsertReviewSchema,
        response: { 200: productReviewsSchema },
      },
    },
    async (request) => reviews.upsert(currentUserId(request), request.params.id, request.body),
  )

  app.delete(
    '/products/:id/reviews/mine',
    { onRequest: app.requireUser, schema: { tags: ['reviews'], params, response: { 204: z.null() } } },
    async (request, reply) => {
      await reviews.remove(currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/me/reviews',
    { onRequest: app.requireUser, schema: { tags: ['reviews'], response: { 200: myReviewsSchema } } },
    async (request) => ({
      items: await reviews.mine(currentUserId(request)),
    }),
  )
}
