import { addWishlistSchema, wishlistSchema } from '@soko/shared/wishlist/wishlist.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uuidParam } from '../../lib/params'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth-guard.plugin'
import type { WishlistService } from './wishlist.service'

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  const guard = { onRequest: app.requireUser }

  app.get(
    '',
    { ...guard, schema: { tags: ['wishlist'], response: { 200: wishlistSchema } } },
    async (request) => ({
      items: await wishlist.list(currentUserId(request)),
    }),
  )

  app.post(
    '',
    {
      ...guard,
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product; 409 with "<name> is already in your wishlist!" when it is there',
        body: addWishlistSchema,
        response: { 201: z.object({ product_id: z.string(), products: z.object({ name: z.string() }) }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wishlist.add(currentUserId(request), request.body.product_id)),
  )

  app.delete(
    '/:productId',
    {
      ...guard,
      schema: {
        tags: ['wishlist'],
        params: z.object({ productId: uuidParam() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await wishlist.remove(currentUserId(request), request.params.productId)
      return reply.status(204).send(null)
    },
  )
}
