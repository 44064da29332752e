import {
  adminRestaurantListSchema,
  adminRestaurantSchema,
  adminRestaurantUpdateSchema,
} from '@soko/shared/food/food.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors'
import type { FoodService } from './food.service'

const params = z.object({ id: z.string().max(100) })

/** /api/admin/restaurants: every restaurant with its owner; suspend and restore, audited. Admins only. */
export const adminRestaurantsRoutes: FastifyPluginAsyncZod<{ food: FoodService }> = async (app, { food }) => {
  const tags = ['admin']
  app.addHook('onRequest', app.requireAdmin)
  const actor = (user: { id: string; name: string; email: string } | null) => {
    if (!user) throw unauthorized()
    return user
  }

  app.get('', { schema: { tags, response: { 200: adminRestaurantListSchema } } }, async () =>
    food.adminList(),
  )
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Suspend or restore a restaurant (audited)',
        params,
        body: adminRestaurantUpdateSchema,
        response: { 200: adminRestaurantSchema },
      },
    },
    async (request) => food.setSuspended(actor(request.user), request.params.id, request.body.is_suspended),
  )
}
